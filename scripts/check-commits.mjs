// CI: every commit after the recorded base has a subject of at most 72 characters, no
// trailing period, then a blank line before any body: `git log --oneline` reads like a
// changelog. The base (.ci/commit-subjects-base) is the last commit before the rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const base = readFileSync(new URL('../.ci/commit-subjects-base', import.meta.url), 'utf8').trim();

let range = `${base}..HEAD`;
try {
  git('cat-file', '-e', `${base}^{commit}`);
} catch {
  // A shallow clone without the base: the newest commit is still checked.
  console.log(`commit subjects: base ${base.slice(0, 7)} is not in this clone; checking HEAD only`);
  range = '-1';
}

const commits = git('log', '--format=%h%x00%B%x01', range)
  .split('\x01')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const [hash, message = ''] = entry.split('\0');
    return { hash, lines: message.split('\n') };
  });

const problems = commits.flatMap(({ hash, lines }) => {
  const [subject = '', second] = lines;
  return [
    subject.length > MAX_SUBJECT &&
      `${hash} subject has ${subject.length} characters (at most ${MAX_SUBJECT}): ${subject}`,
    /\.$/.test(subject) && `${hash} subject ends with a period: ${subject}`,
    second !== undefined && second.trim() !== '' && `${hash} has no blank line after its subject`,
  ].filter(Boolean);
});

console.log(`commit subjects: ${commits.length} commit(s) since ${base.slice(0, 7)} checked`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
