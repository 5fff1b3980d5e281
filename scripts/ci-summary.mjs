// CI's closing lines: "N passed, N failed" over vitest and Playwright, then the figures of the
// budget and Lighthouse steps (printed for the record; those steps gate on their own).
import { existsSync, readFileSync } from 'node:fs';

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
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
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
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
