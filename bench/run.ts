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
 * The figures: bench/lib/page-figures.ts (at latency L), bench/lib/fleet-figures.ts (issue 15's
 * fleet scale at latency 0), and the server's on PostgreSQL at 1,000 and 1,000,000 deliveries (bench/server:
 * also `npm run bench:server` alone). Settings from the environment: bench/lib/config.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from '../scripts/lib/browser';
import { root, run, runMain } from '../scripts/lib/processes';
import { startStack } from '../scripts/lib/stack';
import { config } from './lib/config';
import { figureResults, markdown } from './lib/figures';
import { measureExport, measureFleetSearch, measureImport, measureTableScroll } from './lib/fleet-figures';
import {
  log,
  measureColdLoad,
  measureLighthouse,
  measureSearch,
  measureStatusAction,
  type RoundContext,
} from './lib/page-figures';
import { round } from './lib/stats';
import { measureServer, serverMarkdown } from './server/run';

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
  const roundAt = async (deliveries: number): Promise<RoundContext> => ({
    browser,
    web,
    api,
    session: await resetTo(deliveries),
    details,
  });
  try {
    for (let r = 1; r <= config.rounds; r += 1) {
      log(`round ${r} of ${config.rounds} (1-min load ${os.loadavg()[0]?.toFixed(2)})`);
      await measureColdLoad(await roundAt(config.baseSize));
      await measureStatusAction(await roundAt(config.baseSize));
      await measureLighthouse(await roundAt(config.baseSize));
      for (const size of config.searchSizes) {
        const context = await roundAt(size);
        await measureSearch(context, size);
        if (size === config.fleetSize) await measureFleetSearch(context);
      }
      if (!config.searchSizes.includes(config.fleetSize)) await measureFleetSearch(await roundAt(config.fleetSize));
      await measureTableScroll(await roundAt(config.baseSize));
      await measureExport(await roundAt(config.exportRows));
      await measureImport(await roundAt(config.baseSize));
    }
  } finally {
    await browser.close();
  }
  // The server on PostgreSQL at 1,000 and 1,000,000 deliveries (bench/server/run.ts).
  log('the server on PostgreSQL (bench/server)');
  const server = await measureServer();

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
    figures: figureResults(),
    server,
    details,
  };
  await writeFile(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${markdown({ ...results, rounds: config.rounds })}`);
  if (server) console.log(`\n${serverMarkdown(server)}`);
  log(`written bench/results.json (${results.durationS} s)`);
}

runMain(main, cleanups);
