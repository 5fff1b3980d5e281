// CI's closing lines: "N passed, N failed" over vitest and Playwright, then the figures of the
// budget and Lighthouse steps (printed for the record; those steps gate on their own), and the
// slowest Vitest files and Playwright tests (for information: never a gate).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const budgetFile = option('--budget');
const lighthouseFile = option('--lighthouse');

let passed = 0;
let failed = 0;
let skipped = 0;
/** { name, ms, note? } per Vitest file and per Playwright test, over every report read. */
const vitestFiles = [];
const playwrightTests = [];

/** Vitest's JSON: a file's duration from its start to its end. */
function collectVitestFiles(report) {
  for (const file of report.testResults ?? []) {
    const ms = file.endTime - file.startTime;
    if (Number.isFinite(ms)) vitestFiles.push({ name: relative(process.cwd(), file.name), ms });
  }
}

/** Playwright's JSON: suites within suites; a test's time is all its attempts'. */
function collectPlaywrightTests(suites, dir, titles = []) {
  for (const suite of suites ?? []) {
    // A file's own suite is titled with its path, which the spec's file already says.
    const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        playwrightTests.push({
          name: [`${join(dir, spec.file)}:${spec.line}`, ...inner, spec.title].join(' › '),
          ms,
          note: results.length > 1 ? `${results.length} attempts` : undefined,
        });
      }
    }
    collectPlaywrightTests(suite.suites, dir, inner);
  }
}

function printSlowest(heading, entries, count = 10) {
  if (entries.length === 0) return;
  console.log(`${heading}:`);
  for (const { name, ms, note } of [...entries].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${name}${note ? ` (${note})` : ''}`);
  }
}
for (const file of args) {
  if (!existsSync(file)) {
    console.error(`missing report ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    collectVitestFiles(report);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    // Spec files are named from the test directory (rootDir).
    collectPlaywrightTests(report.suites, relative(process.cwd(), report.config?.rootDir ?? process.cwd()));
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
if (budgetFile && existsSync(budgetFile)) {
  const { results, rounds } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  for (const r of results) {
    console.log(
      `budget ${r.route}: JS ${kb(r.js.gzip)} / ${kb(r.js.limit)}, CSS ${kb(r.css.gzip)} / ${kb(r.css.limit)}`,
    );
  }
  console.log(`request rounds before /dashboard's data: ${rounds.all} (${rounds.api} API)`);
}
if (lighthouseFile && existsSync(lighthouseFile)) {
  const { runs, summary } = JSON.parse(readFileSync(lighthouseFile, 'utf8'));
  for (const s of summary) {
    console.log(
      `Lighthouse ${s.page}: performance ${s.performance} (median of ${runs}: ${s.performanceRuns.join(', ')}), accessibility ${s.accessibility}, best practices ${s.bestPractices}`,
    );
  }
}
printSlowest('slowest Vitest files', vitestFiles);
printSlowest('slowest Playwright tests', playwrightTests);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
