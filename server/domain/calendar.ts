import { badField } from './errors';

/*
 * Time as the product reads it: Nigeria keeps Africa/Lagos time, UTC+1 all year (no daylight
 * saving time), so a "day" of a filter, a report or a reference is a Lagos calendar day.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Africa/Lagos is UTC+1 all year (no daylight saving time). */
export const LAGOS_OFFSET_MS = HOUR_MS;

/** The calendar day (YYYY-MM-DD) of an instant, in Africa/Lagos. */
export const lagosDay = (ms: number): string => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant (epoch ms) of a calendar day in Africa/Lagos; NaN for a day that does not exist (2026-02-30). */
export function lagosDayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return Number.NaN;
  return ms - LAGOS_OFFSET_MS;
}

/**
 * A list's `from` / `to` filter: Africa/Lagos calendar days, both included, as [from, to) in epoch
 * ms (either open); 400 for a day that does not exist, or a last day before the first.
 */
export function lagosDayRange(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from === undefined ? undefined : lagosDayStart(query.from);
  if (Number.isNaN(from)) throw badField('from', 'That day does not exist');
  const to = query.to === undefined ? undefined : lagosDayStart(query.to) + DAY_MS;
  if (Number.isNaN(to)) throw badField('to', 'That day does not exist');
  if (from !== undefined && to !== undefined && from >= to) {
    throw badField('to', 'The last day must not be before the first');
  }
  return { from, to };
}

/** The Africa/Lagos calendar month holding `ms` (or `monthsBack` months before it), as [start, end) in epoch ms. */
export function lagosMonth(ms: number, monthsBack = 0): { start: number; end: number } {
  const lagos = new Date(ms + LAGOS_OFFSET_MS);
  const year = lagos.getUTCFullYear();
  const month = lagos.getUTCMonth() - monthsBack;
  return {
    start: Date.UTC(year, month, 1) - LAGOS_OFFSET_MS,
    end: Date.UTC(year, month + 1, 1) - LAGOS_OFFSET_MS,
  };
}
