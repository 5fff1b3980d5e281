/*
 * `npm run bench`: DeliverOS's speed, measured in Chromium on the production build exactly as
 * deployed — prerendered pages, gzip, security headers (scripts/serve-dist.ts) — against the
 * HTTP mock, whose latency L is paid by every request and every CORS preflight.
 *
 * R rounds (BENCH_ROUNDS, default 3); each round measures every figure once, and each figure
 * is printed as min / median / max over the rounds with the machine's 1-minute load average
 * beside it. Targets are in the table (✓/✗); the bench never fails on a number — exit 1 only
 * if something broke. Output: a Markdown table on stdout, bench/results.json.
 *
 * Issue 15's fleet-scale figures run at mock latency 0 (the latency is set back to L after
 * each): search at BENCH_FLEET_SIZE deliveries (p95), the table of 100 rows scrolled over 2 s
 * (frame rate, longest frame), Export CSV of 5,000 deliveries, Import CSV of 1,000 rows.
 *   BENCH_ROUNDS (3)  BENCH_LATENCY_MS (300)  BENCH_SEARCH_SIZES (1000,20000,100000)
 *   BENCH_FLEET_SIZE (100000: deliveries for the latency-0 search; less for a quick run)
 *   BENCH_API_PORT (8190)  BENCH_WEB_PORT (4191)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from '../scripts/lib/browser';
import { runLighthouse, type LighthouseRun } from '../scripts/lib/lighthouse';
import type { MockApi, Session } from '../scripts/lib/mock-api';
import { root, run, runMain } from '../scripts/lib/processes';
import { startStack } from '../scripts/lib/stack';
import { median, round } from './lib/stats';
import { coldLoad } from './measure/cold-load';
import { csvExport } from './measure/csv-export';
import { csvImport } from './measure/csv-import';
import { search } from './measure/search';
import { statusAction } from './measure/status-action';
import { tableScroll } from './measure/table-scroll';

const numberList = (text: string | undefined, fallback: number[]) =>
  text ? text.split(',').map((n) => Number(n.trim())) : fallback;

const config = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 300),
  /** Deliveries of the demo partner for the search figures. */
  searchSizes: numberList(process.env.BENCH_SEARCH_SIZES, [1_000, 20_000, 100_000]),
  /** Deliveries for every other figure. */
  baseSize: 1_000,
  coldRunsPerRound: 3,
  searchTrialsPerRound: 5,
  actionTrialsPerRound: 5,
  /** Deliveries for the latency-0 search (issue 15: 100,000). */
  fleetSize: Number(process.env.BENCH_FLEET_SIZE ?? 100_000),
  fleetSearchTrialsPerRound: 10,
  scrollTrialsPerRound: 3,
  scrollDurationMs: 2_000,
  /** Deliveries of the partner, all exported. */
  exportRows: 5_000,
  exportTrialsPerRound: 3,
  /** Rows of the imported file (the import's most). */
  importRows: 1_000,
  importTrialsPerRound: 2,
  apiPort: Number(process.env.BENCH_API_PORT ?? 8190),
  // Not 4190: browsers refuse that port (ManageSieve is on the Fetch standard's list of bad ports).
  webPort: Number(process.env.BENCH_WEB_PORT ?? 4191),
};

/** A figure the table prints: one value per round. */
interface Figure {
  id: string;
  label: string;
  unit: 'ms' | 'L' | 'score' | 'fps' | '';
  /** Lower is better unless `higherIsBetter`. */
  target?: number;
  higherIsBetter?: boolean;
  values: number[];
  /** The 1-minute load average when this figure was measured, per round. */
  load: number[];
}

const figures = new Map<string, Figure>();
function record(id: string, spec: Omit<Figure, 'id' | 'values' | 'load'>, value: number) {
  const figure = figures.get(id) ?? { id, ...spec, values: [], load: [] };
  figure.values.push(round(value, spec.unit === 'L' ? 2 : 1));
  figure.load.push(round(os.loadavg()[0] ?? 0, 2));
  figures.set(id, figure);
}

const log = (message: string) => console.log(`[bench] ${message}`);
const ms = (n: number) => `${n.toFixed(0)} ms`;

const cleanups: Array<() => Promise<unknown>> = [];

async function main() {
  const started = Date.now();
  const apiOrigin = `http://localhost:${config.apiPort}`;
  // The build goes to a temporary folder, outside the tree that lint, typecheck and git see.
  const dist = path.join(await mkdtemp(path.join(os.tmpdir(), 'deliveros-bench-')), 'dist');
  cleanups.push(() => rm(path.dirname(dist), { recursive: true, force: true }));
  const loadAtStart = os.loadavg();

  log(`building into ${dist} (VITE_API_URL=${apiOrigin}), prerendering`);
  await run('vite build', 'vite', ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_API_URL: apiOrigin,
  });
  await run('prerender', 'tsx', ['scripts/prerender.ts', dist], { VITE_API_URL: apiOrigin });
  const { api, web } = await startStack({ dist, apiPort: config.apiPort, webPort: config.webPort });
  await api.reset(0);
  const { total: seeded } = await api.deliveries(await api.signIn('demo@example.com', 'Partner123!'), 1);
  // A reset signs everyone out: the partner signs in again after each.
  const resetTo = async (deliveries: number) => {
    await api.reset(Math.max(0, deliveries - seeded));
    return api.signIn('demo@example.com', 'Partner123!');
  };

  const browser = await launch();
  const details: Record<string, unknown[]> = {
    coldLoad: [],
    search: [],
    statusAction: [],
    lighthouse: [],
    fleetSearch: [],
    tableScroll: [],
    csvExport: [],
    csvImport: [],
  };
  try {
    for (let r = 1; r <= config.rounds; r += 1) {
      log(`round ${r} of ${config.rounds} (1-min load ${os.loadavg()[0]?.toFixed(2)})`);
      let partner = await resetTo(config.baseSize);
      await measureColdLoad(browser, web, api, partner, details);
      partner = await resetTo(config.baseSize);
      await measureStatusAction(browser, web, api, partner, details);
      partner = await resetTo(config.baseSize);
      await measureLighthouse(web, api, partner, details);
      for (const size of config.searchSizes) {
        partner = await resetTo(size);
        await measureSearch(browser, web, api, partner, size, details);
        if (size === config.fleetSize) await measureFleetSearch(browser, web, api, partner, details);
      }
      if (!config.searchSizes.includes(config.fleetSize)) {
        partner = await resetTo(config.fleetSize);
        await measureFleetSearch(browser, web, api, partner, details);
      }
      partner = await resetTo(config.baseSize);
      await measureTableScroll(browser, web, api, partner, details);
      partner = await resetTo(config.exportRows);
      await measureExport(browser, web, api, partner, details);
      partner = await resetTo(config.baseSize);
      await measureImport(browser, web, api, partner, details);
    }
  } finally {
    await browser.close();
  }

  const results = {
    date: new Date().toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    environment: {
      chromium: browser.version(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverageAtStart: loadAtStart.map((n) => round(n, 2)),
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
      build: 'production (vite build + prerender), served with gzip and the security headers',
      viewport: 'Desktop Chrome 1280×720 (Lighthouse: its mobile emulation)',
    },
    config,
    figures: [...figures.values()].map((figure) => ({ ...figure, ...spread(figure.values), pass: passes(figure) })),
    details,
  };
  await writeFile(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${markdown(results)}`);
  log(`written bench/results.json (${results.durationS} s)`);
}

async function measureColdLoad(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const L = config.latencyMs;
  log(`  cold /dashboard, stored session, L = ${L} ms, ${config.coldRunsPerRound} runs`);
  const cold = await coldLoad({ browser, web, api, session, latency: L, runs: config.coldRunsPerRound });
  record(
    'cold-load',
    { label: `cold /dashboard, stored session → all data on screen (L = ${L} ms)`, unit: 'L' },
    cold.medianL,
  );
  record(
    'cold-data-phase',
    { label: '… of which first API request → on screen', unit: 'L', target: 1.3 },
    cold.breakdown.dataPhaseMs / L,
  );
  record(
    'cold-render',
    { label: '… of which last reply → on screen', unit: 'ms', target: 100 },
    cold.breakdown.renderAfterLastResponse,
  );
  details.coldLoad!.push(cold);
}

async function measureStatusAction(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const L = config.latencyMs;
  await api.setLatency(L);
  log(`  status click (Accept), L = ${L} ms, ${config.actionTrialsPerRound} cards`);
  const action = await statusAction({ browser, web, api, session, trials: config.actionTrialsPerRound });
  record(
    'status-optimistic',
    {
      label: `status click → card updated, optimistic (median of ${config.actionTrialsPerRound})`,
      unit: 'ms',
      target: 16,
    },
    action.optimistic.p50,
  );
  record(
    'status-confirmed',
    { label: `status click → card confirmed by the server (L = ${L} ms)`, unit: 'L' },
    action.confirmed.p50 / L,
  );
  details.statusAction!.push(action);
}

async function measureLighthouse(web: string, api: MockApi, session: Session, details: Record<string, unknown[]>) {
  log('  Lighthouse (mobile): /, /signin, /dashboard signed in');
  // Mock latency 0: Lighthouse simulates its own network from what it observes.
  await api.setLatency(0);
  const pages = [
    { path: '/', target: 98 },
    { path: '/signin', target: 98 },
    { path: '/dashboard/deliveries', target: 90, session },
  ];
  const runs: Array<{ page: string } & LighthouseRun> = [];
  for (const page of pages) {
    const result = await runLighthouse(`${web}${page.path}`, page.session ? { session: page.session } : {});
    runs.push({ page: page.path, ...result });
    record(
      `lighthouse${page.path}`,
      {
        label: `Lighthouse performance ${page.path}${page.session ? ' (signed in)' : ''}`,
        unit: 'score',
        target: page.target,
        higherIsBetter: true,
      },
      result.scores.performance,
    );
    if (page.session) {
      record(
        'lighthouse-dashboard-tbt',
        { label: '… /dashboard Total Blocking Time', unit: 'ms', target: 200 },
        result.metrics.tbt,
      );
      record(
        'lighthouse-dashboard-cls',
        { label: '… /dashboard Cumulative Layout Shift', unit: '', target: 0 },
        result.metrics.cls,
      );
    }
  }
  details.lighthouse!.push(runs);
}

async function measureSearch(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  size: number,
  details: Record<string, unknown[]>,
) {
  const L = config.latencyMs;
  await api.setLatency(L);
  log(`  search at ${size.toLocaleString('en')} deliveries, L = ${L} ms, ${config.searchTrialsPerRound} trials`);
  const typed = await search({ browser, web, api, session, trials: config.searchTrialsPerRound });
  const spec = (what: string) => ({
    label: `search a tracking number → list, ${size.toLocaleString('en')} deliveries (${what}, L = ${L} ms)`,
    unit: 'ms' as const,
  });
  record(`search-${size}-p50`, spec('median'), typed.p50);
  record(`search-${size}-max`, spec('slowest'), typed.max);
  details.search!.push({ size, ...typed });
}

/** Runs `measure` at mock latency 0, then sets the latency back to L. */
async function atLatencyZero<T>(api: MockApi, measure: () => Promise<T>): Promise<T> {
  await api.setLatency(0);
  try {
    return await measure();
  } finally {
    await api.setLatency(config.latencyMs);
  }
}

async function measureFleetSearch(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const size = config.fleetSize;
  const trials = config.fleetSearchTrialsPerRound;
  log(`  search at ${size.toLocaleString('en')} deliveries, L = 0, ${trials} trials`);
  const typed = await atLatencyZero(api, () => search({ browser, web, api, session, trials }));
  const spec = (what: string) => ({
    label: `search a tracking number → list, ${size.toLocaleString('en')} deliveries (${what} of ${trials}, L = 0)`,
    unit: 'ms' as const,
  });
  record(`search-fleet-${size}-l0-p50`, spec('median'), typed.p50);
  record(`search-fleet-${size}-l0-p95`, { ...spec('p95'), target: 150 }, typed.p95);
  details.fleetSearch!.push({ size, ...typed });
}

async function measureTableScroll(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const { scrollTrialsPerRound: trials, scrollDurationMs: durationMs } = config;
  log(`  table of 100 rows scrolled top to bottom in ${durationMs} ms, L = 0, ${trials} trials`);
  const scrolled = await atLatencyZero(api, () => tableScroll({ browser, web, session, trials, durationMs }));
  record(
    'table-scroll-fps',
    {
      label: `table, 100 rows, scrolled top to bottom in ${durationMs / 1000} s: frame rate (median of ${trials})`,
      unit: 'fps',
      target: 60,
      higherIsBetter: true,
    },
    scrolled.fps.p50,
  );
  record(
    'table-scroll-longest-frame',
    { label: `… its longest frame (slowest of ${trials})`, unit: 'ms' },
    scrolled.longestFrame.max,
  );
  record(
    'table-scroll-rest-fps',
    { label: '… the same page at rest, for comparison: frame rate', unit: 'fps' },
    scrolled.restFps.p50,
  );
  details.tableScroll!.push(scrolled);
}

async function measureExport(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const { exportRows: rows, exportTrialsPerRound: trials } = config;
  log(`  Export CSV of ${rows.toLocaleString('en')} deliveries, L = 0, ${trials} trials`);
  const exported = await atLatencyZero(api, () => csvExport({ browser, web, session, rows, trials }));
  record(
    'csv-export',
    {
      label: `Export CSV, ${rows.toLocaleString('en')} deliveries: click → download (median of ${trials}, L = 0)`,
      unit: 'ms',
      target: 5_000,
    },
    exported.p50,
  );
  details.csvExport!.push({ rows, ...exported });
}

async function measureImport(
  browser: Awaited<ReturnType<typeof launch>>,
  web: string,
  api: MockApi,
  session: Session,
  details: Record<string, unknown[]>,
) {
  const { importRows: rows, importTrialsPerRound: trials } = config;
  log(`  Import CSV of ${rows.toLocaleString('en')} rows, L = 0, ${trials} trials`);
  const imported = await atLatencyZero(api, () => csvImport({ browser, web, session, rows, trials }));
  record(
    'csv-import',
    {
      label: `Import CSV, ${rows.toLocaleString('en')} rows: click Import → report (median of ${trials}, L = 0)`,
      unit: 'ms',
      target: 3_000,
    },
    imported.import.p50,
  );
  record(
    'csv-import-preview',
    { label: `… file chosen → every row checked, preview on screen (median of ${trials})`, unit: 'ms' },
    imported.preview.p50,
  );
  details.csvImport!.push({ rows, ...imported });
}

function spread(values: number[]) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

function passes(figure: Figure): boolean | null {
  if (figure.target === undefined) return null;
  const value = median(figure.values);
  return figure.higherIsBetter ? value >= figure.target : value <= figure.target;
}

function format(value: number, unit: Figure['unit']): string {
  if (unit === 'ms') return ms(value);
  if (unit === 'L') return `${value.toFixed(2)} L`;
  if (unit === 'score') return String(value);
  if (unit === 'fps') return `${value.toFixed(0)} fps`;
  return value.toFixed(3);
}

function markdown(results: {
  date: string;
  environment: { cpus: number; chromium: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  figures: Array<Figure & { min: number; median: number; max: number; pass: boolean | null }>;
}): string {
  const { environment: e } = results;
  const rows = results.figures.map((f) => {
    const target = f.target === undefined ? '' : `${f.higherIsBetter ? '≥' : '≤'} ${format(f.target, f.unit)}`;
    const mark = f.pass === null ? '' : f.pass ? '✓' : '✗';
    const load = `${Math.min(...f.load).toFixed(2)}–${Math.max(...f.load).toFixed(2)}`;
    return `| ${f.label} | ${format(f.min, f.unit)} | ${format(f.median, f.unit)} | ${format(f.max, f.unit)} | ${target} ${mark} | ${load} |`;
  });
  return [
    `DeliverOS bench, ${results.date.slice(0, 16).replace('T', ' ')} UTC — production build, ${config.rounds} rounds, ${e.cpus} CPUs, Chromium ${e.chromium}, 1-min load ${e.loadAverageAtStart[0]} → ${e.loadAverageAtEnd[0]}`,
    '',
    '| figure | min | median | max | target | load (1 min) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

runMain(main, cleanups);
