import { describe, expect, it } from 'vitest';
import {
  formatReport,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  measureFiles,
  measureSource,
  sizeReport,
} from '../size-report';

/** `count` lines of body statements, to build functions of a known length. */
const statements = (count: number) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('measureSource', () => {
  it('counts a file’s physical lines, as wc -l does', () => {
    expect(measureSource('a.ts', 'const a = 1;\nconst b = 2;\n').lines).toBe(2);
    expect(measureSource('a.ts', 'const a = 1;\nconst b = 2;').lines).toBe(2);
    expect(measureSource('a.ts', '').lines).toBe(0);
  });

  it('names an arrow after the const it is assigned to, and measures it from its first line to its last', () => {
    const text = ['/** Docs are not code. */', 'export const PanelBody = () => {', statements(3), '};', ''].join('\n');
    expect(measureSource('src/panel.tsx', text).functions).toEqual([
      { path: 'src/panel.tsx', line: 2, name: 'PanelBody', lines: 5 },
    ]);
  });

  it('measures a nested function on its own, and calls a callback <anonymous>', () => {
    const text = [
      'export function outer() {', // 1
      '  function inner() {', // 2
      statements(2), // 3-4
      '  }', // 5
      '  return [1].map((n) => n + 1);', // 6
      '}', // 7
    ].join('\n');
    expect(measureSource('src/outer.ts', text).functions).toEqual([
      { path: 'src/outer.ts', line: 1, name: 'outer', lines: 7 },
      { path: 'src/outer.ts', line: 2, name: 'inner', lines: 4 },
      { path: 'src/outer.ts', line: 6, name: '<anonymous>', lines: 1 },
    ]);
  });

  it('names methods, constructors and accessors after their class, and object members after their key', () => {
    const text = [
      'class Store {',
      '  constructor() {}',
      '  get size() { return 0; }',
      '  read() { return 1; }',
      '}',
      'const handlers = { save: () => 1, load() { return 2; } };',
    ].join('\n');
    expect(measureSource('src/store.ts', text).functions.map((fn) => fn.name)).toEqual([
      'Store.constructor',
      'Store.get size',
      'Store.read',
      'save',
      'load',
    ]);
  });
});

describe('measureFiles and sizeReport', () => {
  it('leave tests and generated files out, and list every file and function over the limits', () => {
    const long = `export function tooLong() {\n${statements(MAX_FUNCTION_LINES)}\n}\n`;
    const files = measureFiles({
      'src/long.ts': long,
      'src/big.ts': 'const x = 1;\n'.repeat(MAX_FILE_LINES + 1),
      'src/short.ts': 'export const ok = () => 1;\n',
      'src/__tests__/long.test.ts': long,
      'src/long.test.ts': long,
      'e2e/long.spec.ts': long,
      'src/routeTree.gen.ts': long,
      'docs/long.ts': long,
      'README.md': long,
    });
    expect(files.map((file) => file.path)).toEqual(['src/long.ts', 'src/big.ts', 'src/short.ts']);

    const report = sizeReport(files);
    expect(report.filesOver.map((file) => [file.path, file.lines])).toEqual([['src/big.ts', MAX_FILE_LINES + 1]]);
    expect(report.functionsOver.map((fn) => [fn.path, fn.name, fn.lines])).toEqual([
      ['src/long.ts', 'tooLong', MAX_FUNCTION_LINES + 2],
    ]);
    const text = formatReport(report);
    expect(text).toContain(`src/big.ts: ${MAX_FILE_LINES + 1} lines (limit ${MAX_FILE_LINES})`);
    expect(text).toContain(`src/long.ts:1 tooLong: ${MAX_FUNCTION_LINES + 2} lines (limit ${MAX_FUNCTION_LINES})`);
  });

  it('reports a tree within the limits as such', () => {
    const report = sizeReport(measureFiles({ 'src/short.ts': 'export const ok = () => 1;\n' }));
    expect(report.filesOver).toEqual([]);
    expect(report.functionsOver).toEqual([]);
    expect(formatReport(report)).toContain('Every file and function is within the limits.');
  });
});
