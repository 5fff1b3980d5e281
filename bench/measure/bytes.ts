import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { MockApi, Session } from '../lib/api';
import { freshContext, inPage, waitInPage } from '../lib/browser';
import { collectAssetUrls, readyObserver } from '../lib/page-scripts';
import { round } from '../lib/stats';

interface Asset {
  file: string;
  bytes: number;
  gzip: number;
}

async function sizes(urls: string[], web: string, distDir: string, ext: '.js' | '.css'): Promise<Asset[]> {
  const files = [...new Set(urls.filter((u) => new URL(u).origin === web).map((u) => new URL(u).pathname))].filter(
    (p) => p.endsWith(ext),
  );
  const assets = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(distDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    }),
  );
  return assets.sort((a, b) => b.gzip - a.gzip);
}

const total = (assets: Asset[]) => ({
  files: assets.length,
  bytes: assets.reduce((sum, a) => sum + a.bytes, 0),
  gzip: assets.reduce((sum, a) => sum + a.gzip, 0),
  gzipKb: round(assets.reduce((sum, a) => sum + a.gzip, 0) / 1000),
});

/**
 * (4) What a first visit downloads: every JS and CSS file of the app's origin the page loaded
 * (resource entries plus the document's script, modulepreload and stylesheet tags), each
 * gzip -9'd from the build output and summed. / without a session once the network is idle;
 * /dashboard with a stored session once its data is on screen and the network is idle.
 */
export async function initialBytes({
  browser,
  web,
  api,
  session,
  distDir,
}: {
  browser: Browser;
  web: string;
  api: MockApi;
  session: Session;
  distDir: string;
}) {
  await api.setLatency(0);
  const measure = async (route: string, withSession: boolean) => {
    const context = await freshContext(
      browser,
      withSession ? { origin: web, session, extra: [readyObserver(web)] } : { origin: web },
    );
    try {
      const page = await context.newPage();
      await page.goto(`${web}${route}`, { waitUntil: 'networkidle' });
      if (withSession) {
        await waitInPage(page, 'window.__bench && window.__bench.frame !== null', 20_000);
        await page.waitForLoadState('networkidle');
      }
      const urls = await inPage<string[]>(page, collectAssetUrls);
      const js = await sizes(urls, web, distDir, '.js');
      const css = await sizes(urls, web, distDir, '.css');
      return {
        route,
        landedOn: new URL(page.url()).pathname,
        js: { ...total(js), assets: js },
        css: { ...total(css), assets: css },
      };
    } finally {
      await context.close();
    }
  };
  return { landing: await measure('/', false), dashboard: await measure('/dashboard', true) };
}
