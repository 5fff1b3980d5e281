import type { CodMethod } from '@/api/schemas';
import { formatNaira } from '@/components/ui/format';
import { formatCalendarDay, formatLagosDateTime, formatLagosTime, lagosDay } from '@/components/ui/lagos-time';

/*
 * The cash view's words (issue 28): how a collection was paid, a day as the partner reads it,
 * and what the view says when something fails.
 */

export const codMethodLabels: Record<CodMethod, string> = { cash: 'Cash', transfer: 'Transfer', pos: 'POS' };

/** "Sat, 28 Nov" (a calendar day: no time zone shift). */
export const dayLabel = (day: string) => formatCalendarDay(day, { weekday: 'short', day: 'numeric', month: 'short' });

/** When cash collected on `day` was handed in: "14:05" the same day, else "30 Nov 2026, 09:12" (Lagos). */
export const handedInAt = (remittedAt: string, day: string) =>
  lagosDay(remittedAt) === day ? formatLagosTime(remittedAt) : formatLagosDateTime(remittedAt);

/** "₦96,000 collected on earlier days is still with riders." */
export const heldBeforeNote = (heldBefore: number) =>
  `${formatNaira(heldBefore)} collected on earlier days is still with riders.`;

export const codMessages = {
  loadFailed: "Couldn't load the cash collected that day.",
  remitFailed: 'Failed to mark the cash remitted. Please try again.',
  settingsFailed: "Couldn't load the cash-handling fee.",
} as const;
