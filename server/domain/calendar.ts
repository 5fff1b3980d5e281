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
