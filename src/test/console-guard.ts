import { format } from 'node:util';

/*
 * A passing test prints nothing on console.error or console.warn: React's warnings (a
 * setState in render, act(), a conditional use()), jsdom's "Not implemented", a library's
 * complaint. Whatever a test prints there fails that test (src/test/setup.ts calls
 * `failOnUnexpectedConsole` after each test), so a new warning cannot creep in unnoticed.
 * A test that provokes an error on purpose says so with `expectConsoleError(/…/)`: the
 * message is then swallowed, and the test fails if it never came.
 */

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: number;
}

interface GuardState {
  /** For the whole run (src/test/setup.ts): a library's message that is not ours to fix. */
  tolerated: { level: Level; pattern: RegExp }[];
  expected: Expectation[];
  unexpected: { level: Level; text: string }[];
}

// The state lives on globalThis: test files share their worker's modules and globals
// (isolate: false), and Vitest may hand a file a new console object.
const holder = globalThis as typeof globalThis & { __consoleGuard?: GuardState };
const guarded = Symbol.for('deliveros.console-guard');

function guardState(): GuardState {
  holder.__consoleGuard ??= { tolerated: [], expected: [], unexpected: [] };
  return holder.__consoleGuard;
}

function guard(level: Level): void {
  if ((console[level] as { [guarded]?: true })[guarded]) return;
  const state = guardState();
  const record = (...args: unknown[]) => {
    const text = format(...args);
    if (state.tolerated.some((t) => t.level === level && t.pattern.test(text))) return;
    const match = state.expected.find((e) => e.level === level && e.pattern.test(text));
    if (match) match.seen += 1;
    else state.unexpected.push({ level, text });
  };
  console[level] = Object.assign(record, { [guarded]: true as const });
}

/** Puts the guard on console.error and console.warn (again, if the console was replaced). */
export function installConsoleGuard(): void {
  guard('error');
  guard('warn');
}

/** For every test of the run: console.error messages matching `pattern` are dropped. */
export function tolerateConsoleError(pattern: RegExp): void {
  const { tolerated } = guardState();
  if (!tolerated.some((t) => t.level === 'error' && String(t.pattern) === String(pattern))) {
    tolerated.push({ level: 'error', pattern });
  }
}

/** In this test, console.error messages matching `pattern` are expected: at least one must come. */
export function expectConsoleError(pattern: RegExp): void {
  guardState().expected.push({ level: 'error', pattern, seen: 0 });
}

/** In this test, console.warn messages matching `pattern` are expected: at least one must come. */
export function expectConsoleWarn(pattern: RegExp): void {
  guardState().expected.push({ level: 'warn', pattern, seen: 0 });
}

const excerpt = (text: string) => (text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text);

/**
 * Throws (failing the current test, or the file after its last test) when something was
 * printed that no expectation allowed, or an expected message never came. Resets either way.
 */
export function failOnUnexpectedConsole(): void {
  const state = guardState();
  const { unexpected, expected } = state;
  state.unexpected = [];
  state.expected = [];
  const problems = [
    ...unexpected.map(({ level, text }) => `console.${level}: ${excerpt(text)}`),
    ...expected
      .filter((e) => e.seen === 0)
      .map((e) => `expected a console.${e.level} matching ${String(e.pattern)}, none came`),
  ];
  if (problems.length > 0) {
    throw new Error(
      `A test must print no warning (src/test/console-guard.ts; expectConsoleError(/…/) if on purpose):\n\n${problems.join('\n\n')}`,
    );
  }
}
