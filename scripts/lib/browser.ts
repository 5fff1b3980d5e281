import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { storageKeys } from '../../src/config';
import { chromiumLaunch } from './chromium';
import type { Session } from './mock-api';

/* Debian's Chromium, as the e2e suite drives it (never a downloaded browser): scripts/lib/chromium.ts. */
export { chromiumPath } from './chromium';
export const launchOptions = chromiumLaunch;

export const launch = (): Promise<Browser> => chromium.launch(launchOptions);

/**
 * A fresh context (empty HTTP cache, empty storage) on a desktop viewport. With a session, an
 * init script puts its tokens into localStorage before the app's first script runs, as a
 * returning partner's browser has them ("remember me"). `extra` are more init scripts (source).
 */
export async function freshContext(
  browser: Browser,
  { origin, session, extra = [] }: { origin: string; session?: Session; extra?: string[] },
): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Desktop Chrome'];
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  if (session) {
    const entries = [
      [storageKeys.token, session.token],
      [storageKeys.refreshToken, session.refreshToken],
    ];
    await context.addInitScript({
      content: `if (location.origin === ${JSON.stringify(origin)}) { for (const [k, v] of ${JSON.stringify(entries)}) localStorage.setItem(k, v); }`,
    });
  }
  for (const content of extra) await context.addInitScript({ content });
  return context;
}

/**
 * Runs `source` — the text of a browser-side function — with `arg` in the page. The in-page
 * code is kept as text (see page-scripts.ts) so the TypeScript runner cannot inject helpers
 * into it that do not exist in the page.
 */
export function inPage<T>(page: Page, source: string, arg?: unknown): Promise<T> {
  return page.evaluate<T>(`(${source})(${JSON.stringify(arg ?? null)})`);
}

/**
 * Waits until the expression `condition` is true in the page. Not page.waitForFunction: with
 * a string it evaluates through eval in the page, which the app's CSP (no 'unsafe-eval') refuses.
 * Polls every 20 ms, lightly, so it does not compete with what is being measured.
 */
export async function waitInPage(page: Page, condition: string, timeoutMs = 10_000): Promise<void> {
  const done = await page.evaluate(`new Promise((resolve) => {
    const deadline = performance.now() + ${timeoutMs};
    const tick = () => {
      let ok = false;
      try { ok = Boolean(${condition}); } catch { ok = false; }
      if (ok) resolve(true);
      else if (performance.now() > deadline) resolve(false);
      else setTimeout(tick, 20);
    };
    tick();
  })`);
  if (done !== true) throw new Error(`timed out after ${timeoutMs} ms waiting in the page for: ${condition}`);
}
