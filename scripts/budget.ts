import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { freshContext, inPage, launch, waitInPage } from './lib/browser';
import type { MockApi, Session } from './lib/mock-api';
import { collectTimings, liveObserver, readyObserver } from './lib/page-probes';
import { developmentCodeIn, type BundleReport } from './lib/bundle-report';
import { freePort, root, runMain } from './lib/processes';
import { requestRounds, type TimedRequest } from './lib/rounds';
import { buildApiOrigin, startStack } from './lib/stack';

/*
 * `npm run budget` (after `npm run build`): what each first visit downloads, measured in
 * Chromium on the production build — the JS and CSS files the page requested before its
 * content was on screen, each gzip -9'd from dist/ and summed — against the limits below;
 * the modules that must not be in them (from the build's bundle report); and, for the
 * signed-in /dashboard, how many sequential request rounds pass before its data is on screen.
 * All three depend on the code only: the same build downloads the same files and makes the
 * same chain of requests on any machine, however busy.
 * Ports: the mock listens where the build's VITE_API_URL points (default 8111); BUDGET_PORT
 * (a free one) serves the build.
 */

const kB = 1000;

/** Code that a visit must not download: it belongs to another screen, or loads later. */
const dataLayer = /node_modules\/(zod|ky|@tanstack\/query-core)\//;
const forms = /node_modules\/(react-hook-form|@hookform)\//;
const dialogs = /node_modules\/(radix-ui|@radix-ui|sonner)\//;
/** The app's own data layer: the contract, the client, the query modules (not the entry's session hooks). */
const ownDataLayer =
  /^src\/(api\/(client|endpoints|contract|to-api-error|schemas)|queries\/(?!(data-layer|session|deferred-mutation)\.))/;
const ownForms = /^src\/forms\//;
/** Dashboard code (a section's search-param validator is in the entry: the router needs it). */
const dashboard = /^src\/features\/(dashboard|deliveries|wallet|profile|billing)\/(?!search\.ts)/;
/** What the customers' tracking page (src/track/, issue 28) never downloads: the app's framework and screens. */
const appFramework = /node_modules\/(react|react-dom|scheduler|@tanstack\/[^/]+)\//;
const appScreens = /^src\/(features|routes)\//;
const leaflet = /node_modules\/leaflet\//;

/**
 * Seeded deliveries whose tracking pages are measured: `/track/<id>` in a route stands for that
 * delivery's code, read from its `tracking_url` (each seed draws the codes anew).
 */
const trackingPages = { delivered: '/track/<dlv_0010>', inTransit: '/track/<dlv_0008>' } as const;

/** A route with its `<delivery id>` replaced by that delivery's tracking code. */
async function realRoute(route: string, api: MockApi, session: Session): Promise<string> {
  const id = /<(\w+)>/.exec(route)?.[1];
  return id ? route.replace(`<${id}>`, await api.trackingCode(session, id)) : route;
}

export const budgets = [
  {
    route: '/',
    signedIn: false,
    js: 110 * kB,
    files: 3,
    css: 15 * kB,
    forbidden: [dataLayer, forms, dialogs, ownDataLayer, ownForms, dashboard],
  },
  // The data layer and the form's validation load when the partner starts filling in the form.
  {
    route: '/signin',
    signedIn: false,
    js: 130 * kB,
    files: 11,
    css: 15 * kB,
    forbidden: [dataLayer, ownDataLayer, dashboard],
  },
  // The shell and the section it opens; every other section's code loads on intent or idle.
  {
    route: '/dashboard/deliveries',
    signedIn: true,
    js: 150 * kB,
    files: 5,
    css: 15 * kB,
    forbidden: [dialogs, /^src\/features\/(wallet|profile|billing)\/(?!search\.ts)/],
  },
  // The customers' tracking page: its own entry (track/app.html), plain DOM code and the typed
  // client, no React. `ready`: the element that shows its content is on screen. A delivered
  // parcel has no map.
  {
    route: trackingPages.delivered,
    signedIn: false,
    js: 60 * kB,
    files: 1,
    css: 5 * kB,
    ready: '[data-trk-state="shown"]',
    forbidden: [appFramework, appScreens, leaflet],
  },
  // A parcel on the road: the map's chunk (Leaflet, ~42 kB, and its CSS) loads once the reply
  // says where the parcel is; ready when the marker is drawn.
  {
    route: trackingPages.inTransit,
    signedIn: false,
    js: 110 * kB,
    files: 2,
    css: 10 * kB,
    ready: '[data-trk-map="drawn"]',
    forbidden: [appFramework, appScreens],
  },
] as const;

/**
 * Each other section, opened directly (cold): what it downloads beyond what the deliveries
 * section does — the most that opening it from the dashboard can cost.
 */
export const sectionBudgets = [
  { route: '/dashboard/overview', content: '[aria-label="Overview"]', extraJs: 45 * kB },
  { route: '/dashboard/routes', content: '#delivery-routes-heading', extraJs: 45 * kB },
  { route: '/dashboard/wallet', content: '#recent-transactions-heading', extraJs: 45 * kB },
  { route: '/dashboard/profile', content: '#delivery-statistics-heading', extraJs: 45 * kB },
  { route: '/dashboard/billing', content: '#billing-history-heading', extraJs: 45 * kB },
  { route: '/dashboard/wallet/transactions', content: '#transactions-heading', extraJs: 45 * kB },
  { route: '/dashboard/welcome', content: '#company-step-heading', extraJs: 45 * kB },
  { route: '/dashboard/riders', content: '#roster-heading', extraJs: 45 * kB },
] as const;

/**
 * Sequential request rounds before the signed-in dashboard's data is on screen (see
 * `requestRounds`): the document, the entry with the frame's chunks it names
 * (dist/dashboard/app.html, scripts/lib/app-shells.ts), the API's replies.
 */
const roundsLimit = { all: 3, api: 1 };
/** Every request waits this long in the rounds count: far above any gap the machine's load can make. */
const roundDelayMs = 1_500;

interface Asset {
  file: string;
  gzip: number;
  modules: string[];
}

async function main(): Promise<number> {
  const dist = path.join(root, 'dist');
  const report = JSON.parse(await readFile(path.join(dist, '.vite/bundle-report.json'), 'utf8')) as BundleReport;
  const api = buildApiOrigin();
  const stack = await startStack({
    dist,
    apiPort: api.port,
    webPort: Number(process.env.BUDGET_PORT ?? (await freePort())),
  });
  const session = await stack.api.signIn('demo@example.com', 'Partner123!');
  const browser = await launch();
  const failures: string[] = [];
  const leaked = developmentCodeIn(report, await readdir(dist, { recursive: true }));
  console.log(`Development-only code in the production build: ${leaked.length === 0 ? 'none' : leaked.length}`);
  if (leaked.length > 0) failures.push(`development-only code in the production build:\n    ${leaked.join('\n    ')}`);
  const results = [];
  try {
    for (const budget of budgets) {
      const { files, afterFirstPage } = await downloadsBeforeReady(
        browser,
        stack.web,
        await realRoute(budget.route, stack.api, session),
        budget.signedIn ? session : undefined,
        'ready' in budget ? budget.ready : undefined,
      );
      const assets = await Promise.all(files.map((file) => asset(dist, report, file)));
      const js = assets.filter((a) => a.file.endsWith('.js'));
      const css = assets.filter((a) => a.file.endsWith('.css'));
      const sum = (list: Asset[]) => list.reduce((total, a) => total + a.gzip, 0);
      const misplaced = js.flatMap((a) => a.modules).filter((id) => budget.forbidden.some((re) => re.test(id)));
      results.push({
        route: budget.route,
        js: { gzip: sum(js), limit: budget.js, files: js.map((a) => [a.file, a.gzip]) },
        css: { gzip: sum(css), limit: budget.css, files: css.map((a) => [a.file, a.gzip]) },
        afterFirstPage,
        misplaced,
      });
      if (sum(js) > budget.js) failures.push(`${budget.route}: JS ${kb(sum(js))} > ${kb(budget.js)}`);
      // A file that leaves its chunk group (renamed, moved out of its folder) becomes a request of its own.
      if (js.length > budget.files) {
        failures.push(
          `${budget.route}: ${js.length} JS files > ${budget.files} (a module left its chunk group? scripts/chunk-groups.ts)`,
        );
      }
      if (sum(css) > budget.css) failures.push(`${budget.route}: CSS ${kb(sum(css))} > ${kb(budget.css)}`);
      if (misplaced.length > 0)
        failures.push(`${budget.route} downloads code that belongs elsewhere:\n    ${misplaced.join('\n    ')}`);
    }
    const dashboardFiles = new Set(results.find((r) => r.route === '/dashboard/deliveries')?.js.files.map(([f]) => f));
    const sections = [];
    for (const section of sectionBudgets) {
      const { files } = await downloadsBeforeReady(browser, stack.web, section.route, session, section.content);
      const extra = await Promise.all(
        files
          .filter((file) => file.endsWith('.js') && !dashboardFiles.has(file))
          .map((file) => asset(dist, report, file)),
      );
      const gzip = extra.reduce((total, a) => total + a.gzip, 0);
      sections.push({
        route: section.route,
        extraJs: gzip,
        limit: section.extraJs,
        files: extra.map((a) => [a.file, a.gzip]),
      });
      if (gzip > section.extraJs)
        failures.push(`${section.route}: ${kb(gzip)} more JS than the deliveries section > ${kb(section.extraJs)}`);
    }
    const rounds = await dashboardRounds(browser, stack.web, session);
    if (rounds.all > roundsLimit.all)
      failures.push(
        `/dashboard: ${rounds.all} request rounds before its data is on screen (limit ${roundsLimit.all}): ${rounds.chain.join(' → ')}`,
      );
    if (rounds.api > roundsLimit.api)
      failures.push(
        `/dashboard: its API requests wait for one another (${rounds.api} rounds, limit ${roundsLimit.api}): ${rounds.chain.join(' → ')}`,
      );

    console.log('\nFirst-visit budget (gzip -9 of what the page downloads before its content is on screen)');
    console.log('| route | JS | limit | files | CSS | limit |');
    console.log('|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.route} | ${kb(r.js.gzip)} | ${kb(r.js.limit)} | ${r.js.files.length} of ${budgets.find((b) => b.route === r.route)?.files ?? '?'} | ${kb(r.css.gzip)} | ${kb(r.css.limit)} |`,
      );
    }
    for (const r of results.filter((r) => r.afterFirstPage.length > 0)) {
      console.log(`  ${r.route}: started after its first page settled, not counted: ${r.afterFirstPage.join(', ')}`);
    }
    console.log('\nEach other section, opened: JS beyond the deliveries section');
    for (const section of sections) {
      console.log(
        `  ${section.route}: +${kb(section.extraJs)} (limit +${kb(section.limit)}, ${section.files.length} files)`,
      );
    }
    console.log(
      `\nSigned-in /dashboard: ${rounds.all} request rounds before its data is on screen (limit ${roundsLimit.all}), ${rounds.api} of them API (limit ${roundsLimit.api})`,
    );
    console.log(`  longest chain: ${rounds.chain.join(' → ')}`);
    await mkdir(path.join(root, 'test-results'), { recursive: true });
    await writeFile(
      path.join(root, 'test-results', 'budget.json'),
      JSON.stringify({ results, sections, rounds, roundsLimit }, null, 2),
    );
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}

const kb = (bytes: number) => `${(bytes / kB).toFixed(2)} kB`;

async function asset(dist: string, report: BundleReport, file: string): Promise<Asset> {
  const content = await readFile(path.join(dist, file));
  return { file, gzip: gzipSync(content, { level: 9 }).length, modules: report[file]?.modules ?? [] };
}

/**
 * Init script for a public page that marks its own content (the tracking page): records
 * (`window.__live`, as `liveObserver` does) the moment an element matching `selector` is there.
 */
const shownObserver = (selector: string) => `(() => {
  window.__live = null;
  const check = () => {
    if (!document.querySelector(${JSON.stringify(selector)})) return false;
    window.__live = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/**
 * Opens `route` in a fresh context and waits until its content is on screen: `content` (a CSS
 * selector) when given, else a signed-in section's list, or a public page's live app.
 */
async function open(
  browser: Browser,
  web: string,
  route: string,
  session?: Session,
  content?: string,
): Promise<{ page: Page; ready: number; close: () => Promise<void> }> {
  const context = await freshContext(
    browser,
    session
      ? { origin: web, session, extra: [readyObserver(web, { content, tiles: route === '/dashboard/overview' })] }
      : { origin: web, extra: [content ? shownObserver(content) : liveObserver] },
  );
  const page = await context.newPage();
  await page.goto(`${web}${route}`, { waitUntil: 'commit' });
  let ready: number;
  if (session) {
    await waitInPage(
      page,
      'window.__bench && (window.__bench.ready !== null || window.__bench.problem !== null)',
      60_000,
    );
    const state = await page.evaluate<{ ready: number; problem: string | null }>('window.__bench');
    if (state.problem) throw new Error(`${route}: ${state.problem}`);
    ready = state.ready;
  } else {
    // A public page is ready once the app has taken over its prerendered (or empty) root, or
    // once the element that marks its content is there.
    await waitInPage(page, 'window.__live !== null', 60_000);
    ready = await page.evaluate<number>('window.__live');
  }
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}`);
  return { page, ready, close: () => context.close() };
}

interface Timings {
  responseEnd: number;
  settled: number | null;
  resources: Array<{ name: string; start: number; end: number }>;
}

/**
 * The app's JS and CSS files (paths in dist/) the page requested before its content was on
 * screen. What the app loads after its first page (src/first-page-settled.ts: the footer, the
 * connection banner, idle preloads) starts after the `first-page-settled` mark and is never
 * counted, even when a busy machine lets it start before the content is seen: the count is
 * the code's, not the machine's. Those files are returned apart (`afterFirstPage`).
 */
async function downloadsBeforeReady(
  browser: Browser,
  web: string,
  route: string,
  session?: Session,
  content?: string,
): Promise<{ files: string[]; afterFirstPage: string[] }> {
  const { page, ready, close } = await open(browser, web, route, session, content);
  try {
    const { resources, settled } = await inPage<Timings>(page, collectTimings);
    const cutoff = settled === null ? ready : Math.min(ready, settled);
    const assets = resources
      .filter((r) => r.start <= ready && new URL(r.name).origin === web && /\.(js|css)$/.test(r.name))
      .map((r) => ({ file: new URL(r.name).pathname.slice(1), first: r.start <= cutoff }));
    const files = [...new Set(assets.filter((a) => a.first).map((a) => a.file))].sort();
    const afterFirstPage = [...new Set(assets.filter((a) => !a.first).map((a) => a.file))]
      .filter((file) => !files.includes(file))
      .sort();
    return { files, afterFirstPage };
  } finally {
    await close();
  }
}

/**
 * Request rounds of the signed-in /dashboard (scripts/lib/rounds.ts): every request — document,
 * scripts, API calls — is held `roundDelayMs`, so a request that needed another's answer
 * starts after that answer, and requests made together start together.
 */
async function dashboardRounds(browser: Browser, web: string, session: Session) {
  const context = await freshContext(browser, { origin: web, session, extra: [readyObserver(web)] });
  try {
    await context.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, roundDelayMs));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${web}/dashboard/deliveries`, { waitUntil: 'commit' });
    await waitInPage(
      page,
      'window.__bench && (window.__bench.ready !== null || window.__bench.problem !== null)',
      120_000,
    );
    const ready = await page.evaluate<number>('window.__bench.ready');
    const { responseEnd, resources, settled } = await inPage<Timings>(page, collectTimings);
    // What the app loads after its first page is not part of the chain (see downloadsBeforeReady).
    const cutoff = settled === null ? ready : Math.min(ready, settled);
    const apiOrigin = buildApiOrigin().origin;
    const requests: TimedRequest[] = [
      { label: '/dashboard/deliveries', start: 0, end: responseEnd, api: false },
      ...resources
        // The page's own requests: its code, styles and API calls (not the browser's icon fetch).
        .filter((r) => r.start <= cutoff && !/\.(svg|png|ico)$/.test(new URL(r.name).pathname))
        .map((r) => ({
          label: new URL(r.name).pathname.replace(/^\/assets\//, ''),
          start: r.start,
          end: r.end,
          api: new URL(r.name).origin === apiOrigin,
        })),
    ];
    return { ...requestRounds(requests), delayMs: roundDelayMs };
  } finally {
    await context.close();
  }
}

runMain(main);
