import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Issue 5's Lighthouse gate (`npm run lighthouse`, after `npm run build`): Lighthouse 13,
 * mobile, default (simulated) throttling, against the production build served as a static
 * host serves it (scripts/serve-dist.ts: gzip, security headers, prerendered pages). Each
 * page runs RUNS times (default 5) and the median is kept, as Lighthouse CI does; prints
 * the scores, writes test-results/lighthouse.json, and fails below the targets.
 */
const pages = ['/', '/signin'];
const targets = { performance: 98, accessibility: 100, 'best-practices': 100 } as const;
const runs = Number(process.env.RUNS ?? 5);
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const port = await freePort();
const server = spawn(
  process.execPath,
  [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/serve-dist.ts', 'dist', String(port)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
  server.on('exit', (code) => reject(new Error(`serve-dist exited with ${code}`)));
});

type Category = keyof typeof targets;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const output = path.resolve('test-results/lighthouse');
await mkdir(output, { recursive: true });

const results: Array<{ page: string; scores: Record<Category, number>; runs: Array<Record<Category, number>> }> = [];
try {
  for (const page of pages) {
    const all: Array<Record<Category, number>> = [];
    for (let run = 1; run <= runs; run += 1) {
      const file = path.join(output, `${page === '/' ? 'landing' : page.slice(1)}-${run}.json`);
      await promisify(execFile)(
        process.execPath,
        [
          path.resolve('node_modules/lighthouse/cli/index.js'),
          `http://localhost:${port}${page}`,
          '--quiet',
          `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance,accessibility,best-practices',
          '--output=json',
          `--output-path=${file}`,
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(await readFile(file, 'utf8')) as { categories: Record<Category, { score: number }> };
      all.push(
        Object.fromEntries(
          Object.keys(targets).map((id) => [id, Math.round(report.categories[id as Category].score * 100)]),
        ) as Record<Category, number>,
      );
    }
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [id, median(all.map((run) => run[id as Category]))]),
    ) as Record<Category, number>;
    results.push({ page, scores, runs: all });
  }
} finally {
  server.kill();
}

await writeFile(path.resolve('test-results/lighthouse.json'), JSON.stringify({ targets, runs, results }, null, 2));
console.log(
  `\nLighthouse 13, mobile, median of ${runs} run(s)   (target: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets['best-practices']})`,
);
console.log('| page | performance | accessibility | best practices | runs (perf) |');
console.log('|---|---|---|---|---|');
for (const { page, scores, runs: each } of results) {
  console.log(
    `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${each.map((run) => run.performance).join(', ')} |`,
  );
}
const failures = results.flatMap(({ page, scores }) =>
  (Object.keys(targets) as Category[])
    .filter((id) => scores[id] < targets[id])
    .map((id) => `${page}: ${id} ${scores[id]} < ${targets[id]}`),
);
if (failures.length > 0) {
  console.error(`\nLighthouse below target:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
