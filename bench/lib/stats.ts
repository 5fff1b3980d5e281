/** Percentile by the nearest-rank method (p in 0..100) of a non-empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);
export const max = (values: readonly number[]) => (values.length ? Math.max(...values) : Number.NaN);
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function summary(values: readonly number[]) {
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(max(values)),
    min: round(values.length ? Math.min(...values) : Number.NaN),
    samples: values.map((v) => round(v)),
  };
}
