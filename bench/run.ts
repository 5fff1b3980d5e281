/*
 * `npm run bench`: DeliverOS's performance measured in Chromium on the production build,
 * against the HTTP mock with 5,000 extra deliveries. Prints a table beside issue 5's targets
 * and writes bench/results/latest.json (and the table as latest.md). Never fails on the numbers: exit 1 only if something
 * broke. Ports: BENCH_API_PORT (8190), BENCH_WEB_PORT (4191).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MockApi } from './lib/api';
import { launch } from './lib/browser';
import { portInUse, root, run, start, stopAll, waitUntil } from './lib/processes';
import { initialBytes } from './measure/bytes';
import { coldLoad } from './measure/cold-load';
import { search } from './measure/search';
import { statusAction } from './measure/status-action';

const config = {
  apiPort: Number(process.env.BENCH_API_PORT ?? 8190),
  // Not 4190: browsers refuse that port (ManageSieve is on the Fetch standard's list of bad ports).
  webPort: Number(process.env.BENCH_WEB_PORT ?? 4191),
  extraDeliveries: 5_000,
  latencyMs: 300,
  coldRuns: 7,
  searchTrials: 20,
  actionTrials: 10,
};
const targets = {
  coldLoadL: 1.3,
  searchP95Ms: 50,
  actionMs: 16,
  landingJsKb: 110,
  landingCssKb: 15,
};

const resultsDir = path.join(root, 'bench', 'results');
const apiOrigin = `http://localhost:${config.apiPort}`;
const webOrigin = `http://localhost:${config.webPort}`;

const log = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  for (const port of [config.apiPort, config.webPort]) {
    if (await portInUse(port))
      throw new Error(`port ${port} is in use: stop what listens there, or set BENCH_API_PORT / BENCH_WEB_PORT`);
  }
  const started = Date.now();
  // The build goes to a temporary folder, outside the tree that lint, typecheck and git see.
  const distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'deliveros-bench-')), 'dist');
  cleanups.push(() => rm(path.dirname(distDir), { recursive: true, force: true }));
  const loadAverage = os.loadavg();

  log(`mock API on ${apiOrigin} with ${config.extraDeliveries} extra deliveries; building into ${distDir}`);
  const mock = start('mock API', 'tsx', ['mocks/server.ts'], {
    MOCK_PORT: String(config.apiPort),
    MOCK_DELIVERIES: String(config.extraDeliveries),
    MOCK_LATENCY_MS: '0',
  });
  await run('vite build', 'vite', ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_API_URL: apiOrigin,
  });
  // The preview applies the security headers (CSP connect-src) for the same API.
  const preview = start(
    'vite preview',
    'vite',
    ['preview', '--outDir', distDir, '--port', String(config.webPort), '--strictPort'],
    { VITE_API_URL: apiOrigin },
  );
  const api = new MockApi(apiOrigin);
  const answers = async (url: string, method = 'GET') => {
    // A timeout per probe: a connection made while the server is still starting may never answer.
    const response = await fetch(url, { method, signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  };
  await waitUntil('the mock API answering', mock, () => answers(`${apiOrigin}/__mock/latency?ms=0`, 'POST'));
  await waitUntil('vite preview answering', preview, () => answers(webOrigin), 15_000);

  const session = await api.signIn('demo@example.com', 'Partner123!');
  const { total: deliveries } = await api.deliveries(session, 1);
  const browser = await launch();
  try {
    const common = { browser, web: webOrigin, api, session };
    log(`(1) cold load of /dashboard, L = ${config.latencyMs} ms, ${config.coldRuns} runs + 1 warm-up`);
    const cold = await coldLoad({ ...common, latency: config.latencyMs, runs: config.coldRuns });
    log(`(2) search, latency 0, ${config.searchTrials} trials`);
    const typed = await search({ ...common, trials: config.searchTrials });
    log(`(3) status action, L = ${config.latencyMs} ms, ${config.actionTrials} cards`);
    const action = await statusAction({ ...common, latency: config.latencyMs, trials: config.actionTrials });
    log('(4) initial bytes of / and /dashboard');
    const bytes = await initialBytes({ ...common, distDir });

    const results = {
      date: new Date().toISOString(),
      durationS: Math.round((Date.now() - started) / 1000),
      environment: {
        chromium: browser.version(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        // Other work on the machine slows every number: the 1-minute load beside the CPU count.
        loadAverageAtStart: loadAverage.map((n) => Math.round(n * 100) / 100),
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
        deliveries,
        viewport: 'Desktop Chrome (1280×720)',
      },
      config,
      targets,
      coldLoad: cold,
      search: typed,
      statusAction: action,
      initialBytes: bytes,
    };
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'latest.json');
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    await writeFile(path.join(resultsDir, 'latest.md'), markdown(results));
    printTable(results);
    log(`written ${path.relative(root, file)} and latest.md (${results.durationS} s)`);
  } finally {
    await browser.close();
  }
}

type Results = {
  environment: {
    chromium: string;
    cpus: number;
    deliveries: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  coldLoad: Awaited<ReturnType<typeof coldLoad>>;
  search: Awaited<ReturnType<typeof search>>;
  statusAction: Awaited<ReturnType<typeof statusAction>>;
  initialBytes: Awaited<ReturnType<typeof initialBytes>>;
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (pass: boolean) => (pass ? '✓ pass' : '✗ FAIL');

function tableRows({
  coldLoad: c,
  search: s,
  statusAction: a,
  initialBytes: b,
}: Results): Array<[string, string, string, string]> {
  const L = c.latencyMs;
  return [
    [
      `(1) cold /dashboard → all data on screen (L = ${L} ms, ${c.runs} runs)`,
      `median ${c.medianL.toFixed(2)} L (${ms(c.medianMs)}), max ${c.maxL.toFixed(2)} L (${ms(c.maxMs)})`,
      `median ≤ ${targets.coldLoadL} L`,
      mark(c.medianL <= targets.coldLoadL),
    ],
    [
      `(2) search a tracking number → list (latency 0, ${s.trials} trials)`,
      `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`,
      `p95 < ${targets.searchP95Ms} ms`,
      mark(s.p95 < targets.searchP95Ms),
    ],
    [
      `(3) status action click → card updated (L = ${a.latencyMs} ms, ${a.trials} cards)`,
      `p50 ${ms(a.p50)}, p95 ${ms(a.p95)}, max ${ms(a.max)}`,
      `max < ${targets.actionMs} ms`,
      mark(a.max < targets.actionMs),
    ],
    [
      `(4) initial JS of / (${b.landing.js.files} files)`,
      `${kb(b.landing.js.gzip)} gzip (${kb(b.landing.js.bytes)} raw)`,
      `≤ ${targets.landingJsKb} kB (budget)`,
      mark(b.landing.js.gzip / 1000 <= targets.landingJsKb),
    ],
    [
      `    initial CSS of /`,
      `${kb(b.landing.css.gzip)} gzip`,
      `≤ ${targets.landingCssKb} kB (budget)`,
      mark(b.landing.css.gzip / 1000 <= targets.landingCssKb),
    ],
    [
      `    initial JS of /dashboard (${b.dashboard.js.files} files)`,
      `${kb(b.dashboard.js.gzip)} gzip (${kb(b.dashboard.js.bytes)} raw)`,
      '—',
      '',
    ],
    [`    initial CSS of /dashboard`, `${kb(b.dashboard.css.gzip)} gzip`, '—', ''],
  ];
}

const title = (environment: Results['environment']) =>
  `DeliverOS bench — production build, HTTP mock with ${environment.deliveries.toLocaleString('en')} deliveries, Chromium ${environment.chromium}, ${environment.cpus} CPUs (1-min load ${environment.loadAverageAtStart[0]} → ${environment.loadAverageAtEnd[0]})`;

/** The table as Markdown, for the README's performance section. */
function markdown(results: Results & { date: string }): string {
  const cell = (text: string) => text.trim().replace(/\|/g, '\\|');
  return [
    `${title(results.environment)}, ${results.date.slice(0, 10)}:`,
    '',
    '| measurement | result | target | |',
    '|---|---|---|---|',
    ...tableRows(results).map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}

function printTable(results: Results) {
  const { environment, coldLoad: c, search: s, statusAction: a } = results;
  const L = c.latencyMs;
  const rows = tableRows(results);
  const header: [string, string, string, string] = ['measurement', 'result', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(title(environment));
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
  const d = c.breakdown;
  console.log(
    `(1) medians: HTML in at ${ms(d.htmlEnd)}, JS in at ${ms(d.jsEnd)}, first API request at ${ms(d.firstApiStart)}, last one started at ${ms(d.lastApiStart)}, ` +
      `last response at ${ms(d.lastApiEnd)}, on screen ${ms(d.renderAfterLastResponse)} later; painted (next frame) median ${ms(c.paintedMedianMs)}`,
  );
  console.log(
    `    without the boot (first API request → on screen): ${(d.dataPhaseMs / L).toFixed(2)} L (${ms(d.dataPhaseMs)}); ` +
      `the data requests started within ${ms(d.dataRequestSpreadMs)} of each other, the session check ${ms(Math.abs(d.sessionCheckOffsetMs))} ${d.sessionCheckOffsetMs <= 0 ? 'before' : 'after'} the first`,
  );
  console.log(
    `    median run's requests: ${c.medianRun.api.map((r) => `${r.path.split('?')[0]} ${r.start.toFixed(0)}→${r.end.toFixed(0)}`).join(', ')}`,
  );
  const b2 = s.breakdown;
  console.log(
    `(2) p50 keydown → request sent ${ms(b2.keyToRequest.p50)}, → reply in ${ms(b2.requestToReply.p50)}, → on screen ${ms(b2.replyToScreen.p50)} ` +
      `(p95 ${ms(b2.keyToRequest.p95)}, ${ms(b2.requestToReply.p95)}, ${ms(b2.replyToScreen.p95)}); next frame p50 ${ms(s.painted.p50)}, p95 ${ms(s.painted.p95)}; ` +
      `${s.listRequests} search requests, ${s.abortedRequests} aborted as superseded`,
  );
  console.log(
    `(3) next frame after the update: p50 ${ms(a.painted.p50)}, max ${ms(a.painted.max)}; ${a.transitions.join(', ')}; all before the server's reply: ${a.allBeforeServer ? 'yes' : 'NO'}`,
  );
  console.log('');
}

const cleanups: Array<() => Promise<void>> = [];
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(130));

main().then(
  () => shutdown(0),
  (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    void shutdown(1);
  },
);
