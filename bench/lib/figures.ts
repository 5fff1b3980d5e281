import os from 'node:os';
import { median, round } from './stats';

/*
 * The figures the bench prints (bench/run.ts): one value per round each, printed as
 * min / median / max over the rounds with the machine's 1-minute load average beside it.
 */

/** A figure the table prints: one value per round. */
export interface Figure {
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

export type FigureSpec = Omit<Figure, 'id' | 'values' | 'load'>;

const figures = new Map<string, Figure>();

/** One round's value of the figure `id` (created with `spec` at its first value). */
export function record(id: string, spec: FigureSpec, value: number): void {
  const figure = figures.get(id) ?? { id, ...spec, values: [], load: [] };
  figure.values.push(round(value, spec.unit === 'L' ? 2 : 1));
  figure.load.push(round(os.loadavg()[0] ?? 0, 2));
  figures.set(id, figure);
}

function spread(values: number[]) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

function passes(figure: Figure): boolean | null {
  if (figure.target === undefined) return null;
  const value = median(figure.values);
  return figure.higherIsBetter ? value >= figure.target : value <= figure.target;
}

export type FigureResult = Figure & ReturnType<typeof spread> & { pass: boolean | null };

/** Every figure recorded, with its spread over the rounds and whether it meets its target. */
export const figureResults = (): FigureResult[] =>
  [...figures.values()].map((figure) => ({ ...figure, ...spread(figure.values), pass: passes(figure) }));

function format(value: number, unit: Figure['unit']): string {
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  if (unit === 'L') return `${value.toFixed(2)} L`;
  if (unit === 'score') return String(value);
  if (unit === 'fps') return `${value.toFixed(0)} fps`;
  return value.toFixed(3);
}

/** The Markdown table of the figures, under a line saying where and when they were measured. */
export function markdown(results: {
  date: string;
  rounds: number;
  environment: { cpus: number; chromium: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  figures: FigureResult[];
}): string {
  const { environment: e } = results;
  const rows = results.figures.map((f) => {
    const target = f.target === undefined ? '' : `${f.higherIsBetter ? '≥' : '≤'} ${format(f.target, f.unit)}`;
    const mark = f.pass === null ? '' : f.pass ? '✓' : '✗';
    const load = `${Math.min(...f.load).toFixed(2)}–${Math.max(...f.load).toFixed(2)}`;
    return `| ${f.label} | ${format(f.min, f.unit)} | ${format(f.median, f.unit)} | ${format(f.max, f.unit)} | ${target} ${mark} | ${load} |`;
  });
  return [
    `DeliverOS bench, ${results.date.slice(0, 16).replace('T', ' ')} UTC — production build, ${results.rounds} rounds, ${e.cpus} CPUs, Chromium ${e.chromium}, 1-min load ${e.loadAverageAtStart[0]} → ${e.loadAverageAtEnd[0]}`,
    '',
    '| figure | min | median | max | target | load (1 min) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
