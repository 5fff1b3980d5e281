import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { storageKeys } from '../../src/config';
import { chromiumPath, launchOptions } from './browser';
import { chromiumFlags, unusedFeatures } from './chromium';
import type { Session } from './mock-api';

/*
 * One Lighthouse 13 run (mobile, default simulated throttling) in Debian's Chromium, in a
 * fresh profile. With a session, the profile's localStorage holds the partner's tokens
 * first (as a returning partner's browser has them, "remember me") and Lighthouse keeps
 * the storage: a signed-in page is measured signed in, on an empty HTTP cache.
 */

export const categories = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** Milliseconds, except cls (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits that cost accessibility or best-practices points (id: title). */
  failed: string[];
}

/**
 * chrome-launcher's own flags with the features we turn off added to its `--disable-features`
 * (Chromium keeps only the last one of that switch), then the flags of docs/ci.md.
 */
const headlessFlags = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${unusedFeatures.join(',')}` : flag,
  ),
  '--headless=new',
  ...chromiumFlags,
];

/** Puts the session's tokens into the profile's localStorage for `origin`. */
async function storeSession(profile: string, origin: string, session: Session): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true, viewport: null });
  try {
    const page = await context.newPage();
    // A file that loads nothing else: the HTTP cache stays empty of the app.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ([entries]) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      [
        [
          [storageKeys.token, session.token],
          [storageKeys.refreshToken, session.refreshToken],
        ],
      ] as const,
    );
  } finally {
    await context.close();
  }
}

export async function runLighthouse(
  url: string,
  { session, reportFile }: { session?: Session; reportFile?: string } = {},
): Promise<LighthouseRun> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'deliveros-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (session) await storeSession(profile, new URL(url).origin, session);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: headlessFlags,
      ignoreDefaultFlags: true,
      userDataDir: profile,
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Keep the tokens stored above; the profile is new, so the cache is empty anyway.
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportFile) await writeFile(reportFile, JSON.stringify(lhr));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failed = (['accessibility', 'best-practices'] as const).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
    );
    return {
      scores,
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        si: numeric('speed-index'),
      },
      failed,
    };
  } finally {
    chrome?.kill();
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
