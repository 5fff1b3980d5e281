import { brand } from '@/config';

/*
 * Pure helpers of the mock (no state): Lagos calendar days, the tracking number and
 * transaction reference formats, masked account numbers. The seed uses them as the handlers do.
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

/** `DOS-2026-0042`: the brand's prefix, the year, the partner-wide sequence. */
export function trackingNumber(sequence: number, year = new Date().getFullYear()): string {
  return `${brand.trackingPrefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** One reference format everywhere: TRX-YYYYMMDD-NNNNNN (the movement's day in Lagos, a global sequence). */
export function formatReference(ms: number, sequence: number): string {
  return `TRX-${lagosDay(ms).replace(/-/g, '')}-${String(sequence).padStart(6, '0')}`;
}

/** `GTBank ••••6789` */
export const maskedAccount = (bankName: string, accountNumber: string) => `${bankName} ••••${accountNumber.slice(-4)}`;
