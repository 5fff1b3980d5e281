/*
 * Pure helpers of the mock (no state): Lagos calendar days and the reference formats, which are
 * the server's (server/domain/calendar.ts, server/domain/references.ts). The seed uses them as the
 * handlers do.
 */

export { DAY_MS, HOUR_MS, LAGOS_OFFSET_MS, lagosDay, lagosDayStart } from '@server/domain/calendar';
export { formatReference, trackingNumber } from '@server/domain/references';
