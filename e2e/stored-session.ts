import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughForm } from './fixtures';

/*
 * Journeys that are not about signing in start signed in: the demo partner's stored session,
 * as a returning partner's browser holds it. The in-browser mock keeps its database in the
 * page's localStorage, and a session is only good for the database that issued it, so what
 * is stored is the whole localStorage of a browser that has just signed in through the form
 * (with "Remember me": the tokens in localStorage too) — the freshly seeded demo data plus
 * that one session. Each test's context gets its own copy: every journey still starts from
 * the seed, and changes nothing another journey sees.
 *
 * One sign-in per worker, made again once it is older than `maxAgeMs`: the seed's dates are
 * relative to when it was made, and the access token lives 15 minutes (mocks/handlers/auth.ts)
 * — a journey must not start on a refresh.
 */
const maxAgeMs = 5 * 60_000;
/** Set with the copy, so a reload (or a reset by the journey) never puts the copy back. */
const appliedKey = 'e2e.stored-session-applied';

let stored: { entries: Record<string, string>; seededAt: number } | undefined;

async function signInOnce(browser: Browser, baseURL: string | undefined): Promise<Record<string, string>> {
  if (stored && Date.now() - stored.seededAt < maxAgeMs) return stored.entries;
  const seededAt = Date.now();
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByLabel('Remember me on this device').check();
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible({ timeout: 30_000 });
    const entries = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
    if (!entries['deliveros.token'] || !entries['deliveros.mock-db']) {
      throw new Error(`No stored session after signing in: localStorage held ${Object.keys(entries).join(', ')}`);
    }
    stored = { entries, seededAt };
    return entries;
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` as the demo partner, already signed in (no form), and waits for the dashboard.
 * Call it before the page's first navigation. Journeys about signing in use the form instead
 * (`signInAsDemo`, `signInThroughForm`).
 */
export async function openSignedIn(page: Page, path = '/dashboard') {
  if (page.url() !== 'about:blank') throw new Error(`openSignedIn must open the page's first URL, not ${page.url()}`);
  const browser = page.context().browser();
  if (!browser) throw new Error('openSignedIn needs a browser-launched context');
  const entries = await signInOnce(browser, test.info().project.use.baseURL);
  await page.addInitScript(
    ({ copy, flag }) => {
      try {
        if (window.localStorage.getItem(flag)) return;
        for (const [key, value] of Object.entries(copy)) window.localStorage.setItem(key, value);
        window.localStorage.setItem(flag, '1');
      } catch {
        // A frame without storage of its own (about:blank): nothing to restore there.
      }
    },
    { copy: entries, flag: appliedKey },
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible({ timeout: 30_000 });
}
