import { lagosDay } from '@server/domain/calendar';

/*
 * Pure helpers of the mock (no state): Lagos calendar days and the tracking number (the server's:
 * server/domain/calendar.ts, server/domain/deliveries/tracking-codes.ts), the transaction
 * reference format, masked account numbers. The seed uses them as the handlers do.
 */

export { DAY_MS, HOUR_MS, LAGOS_OFFSET_MS, lagosDay, lagosDayStart } from '@server/domain/calendar';
export { trackingNumber } from '@server/domain/deliveries/tracking-codes';

/** One reference format everywhere: TRX-YYYYMMDD-NNNNNN (the movement's day in Lagos, a global sequence). */
export function formatReference(ms: number, sequence: number): string {
  return `TRX-${lagosDay(ms).replace(/-/g, '')}-${String(sequence).padStart(6, '0')}`;
}

/** `GTBank ••••6789` */
export const maskedAccount = (bankName: string, accountNumber: string) => `${bankName} ••••${accountNumber.slice(-4)}`;
