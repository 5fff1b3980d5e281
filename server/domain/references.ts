import { brand } from '@/config';
import { lagosDay } from './calendar';

/*
 * The references a partner reads and quotes: a delivery's tracking number and a movement's
 * transaction reference. Both are counters people see (ids are not: server/domain/ids.ts).
 */

/** `DOS-2026-0042`: the brand's prefix, the year, the partner-wide sequence. */
export function trackingNumber(sequence: number, year = new Date().getFullYear()): string {
  return `${brand.trackingPrefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** One reference format everywhere: TRX-YYYYMMDD-NNNNNN (the movement's day in Lagos, one sequence for all partners). */
export function formatReference(ms: number, sequence: number): string {
  return `TRX-${lagosDay(ms).replace(/-/g, '')}-${String(sequence).padStart(6, '0')}`;
}
