/*
 * Dates as a Lagos partner reads them (docs/product.md#dates-and-times), whatever the device's own time zone. Kept
 * apart from format.ts, which is in every page's first load: only the screens that show them load these.
 */

export const lagosTimeZone = 'Africa/Lagos';

const time = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: lagosTimeZone });
const dayParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: lagosTimeZone,
});
const clockParts = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: lagosTimeZone,
});

const toDate = (when: string | Date) => (typeof when === 'string' ? new Date(when) : when);
const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/** "14 May 2026, 10:32" and "14 May 2026" in Lagos: the formatters every page has (format.ts). */
export { formatDateTime as formatLagosDateTime, formatDate as formatLagosDate } from './format';
/** "10:32" in Lagos (the locale's short time). */
export const formatLagosTime = (when: string | Date): string => time.format(toDate(when));

/** The Lagos calendar day of an instant, as YYYY-MM-DD. */
export function lagosDay(when: string | Date = new Date()): string {
  const parts = dayParts.formatToParts(toDate(when));
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** The Lagos wall-clock time of an instant, as HH:mm (24-hour). */
export function lagosClock(when: string | Date): string {
  const parts = clockParts.formatToParts(toDate(when));
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** Calendar arithmetic on a YYYY-MM-DD day: `addDays('2026-03-01', -1)` is '2026-02-28'. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** One formatter per set of options: making an Intl.DateTimeFormat costs far more than using one. */
const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD calendar day for people, e.g. "14 May 2026" (no time zone shift: it is a day, not an instant). */
export function formatCalendarDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const key = JSON.stringify(options);
  let format = calendarDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NG', { ...options, timeZone: 'UTC' });
    calendarDayFormats.set(key, format);
  }
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
