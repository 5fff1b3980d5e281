import { z } from 'zod/mini';
import { calendarDay, id, isoDate, naira } from './common';
import { codMethods, riderRef } from './deliveries';
import { transaction } from './wallet';

/*
 * Cash on delivery (issue 28): what each rider collected on a Lagos day, what they still hold,
 * handing it in (a `cod-remittance` in the wallet) and the partner's cash-handling fee. Not in
 * the schemas index: the Riders section's cash view loads it.
 */

/** The largest cash-handling fee a partner may charge, in percent of the cash handed in. */
export const MAX_CASH_HANDLING_FEE_PERCENT = 10;

/** GET /api/cash-on-delivery/report: one Africa/Lagos day (default: today), by the day the cash was collected. */
export const codReportQuery = z.object({ day: z.optional(calendarDay) });
export type CodReportQuery = z.input<typeof codReportQuery>;

const count = z.number().check(z.int(), z.nonnegative());

/** Sums over a set of cash-on-delivery deliveries, in naira. `held` = collected − remitted; `short` = expected − collected. */
export const codTotals = z.object({
  deliveries: count,
  expected: naira,
  collected: naira,
  remitted: naira,
  held: naira,
  short: naira,
});
export type CodTotals = z.infer<typeof codTotals>;

/** One rider's day; `fee`: what "Mark remitted" would keep back of what they hold. */
export const codRiderLine = z.extend(codTotals, { rider: riderRef, fee: naira });
export type CodRiderLine = z.infer<typeof codRiderLine>;

export const codCollectionLine = z.object({
  deliveryId: id,
  trackingNumber: z.string(),
  customerName: z.string(),
  rider: riderRef,
  expected: naira,
  method: z.enum(codMethods),
  collected: naira,
  collectedAt: isoDate,
  remittedAt: z.optional(isoDate),
});
export type CodCollectionLine = z.infer<typeof codCollectionLine>;

export const codReport = z.object({
  day: calendarDay,
  cashHandlingFeePercent: z.number().check(z.nonnegative(), z.lte(MAX_CASH_HANDLING_FEE_PERCENT)),
  totals: codTotals,
  /** By rider name. */
  riders: z.array(codRiderLine),
  /** The day's collections, the latest first. */
  collections: z.array(codCollectionLine),
  /** Cash collected on earlier days that riders still hold. */
  heldBefore: naira,
});
export type CodReport = z.infer<typeof codReport>;

/**
 * POST /api/cash-on-delivery/remittances: the rider handed in the cash they hold from `day`.
 * Every collection of theirs that day not yet remitted is marked, and the wallet gets one
 * `cod-remittance` credit: the cash as `amount`, the cash-handling fee as `fee` (kept back).
 */
export const codRemittanceRequest = z.object({ riderId: id, day: calendarDay });
export type CodRemittanceRequest = z.input<typeof codRemittanceRequest>;

export const codRemittance = z.object({
  rider: riderRef,
  day: calendarDay,
  deliveries: count,
  amount: naira,
  fee: naira,
  remittedAt: isoDate,
  transaction,
});
export type CodRemittance = z.infer<typeof codRemittance>;

/** GET / PUT /api/cash-on-delivery/settings: the partner's cash-handling fee (0: none), to a tenth of a percent. */
export const codSettings = z.object({
  cashHandlingFeePercent: z.number({ error: 'Enter a percentage' }).check(
    z.gte(0, 'The fee cannot be negative'),
    z.lte(MAX_CASH_HANDLING_FEE_PERCENT, `The fee can be at most ${MAX_CASH_HANDLING_FEE_PERCENT}%`),
    z.refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Use at most one decimal place'),
  ),
});
export type CodSettings = z.infer<typeof codSettings>;
