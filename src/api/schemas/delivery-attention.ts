import { z } from 'zod/mini';
import { isoDate, page, pageQuery } from './common';
import { delivery } from './deliveries';

/*
 * The deliveries that need attention (issue 15): what a dispatcher must look at now. Not in
 * the schemas index: the needs-attention page loads it with its own code.
 */

/**
 * - `pending-too-long`: still pending `pendingMinutes` after it was created;
 * - `eta-passed`: its estimated delivery has passed and it is not delivered (nor rejected or cancelled);
 * - `no-location`: picked up or in transit, and no location reported for `silentHours` (the
 *   clock starts at the pickup and restarts at each location update; a status change alone
 *   does not say where the parcel is);
 * - `failed-attempt`: an attempt to hand it over failed and it is still open (since the last one);
 * - `short-collection`: delivered with less cash on delivery collected than was due, until the
 *   rider hands the cash in (since the collection; issue 28).
 */
export const attentionReasons = [
  'pending-too-long',
  'eta-passed',
  'no-location',
  'failed-attempt',
  'short-collection',
] as const;
export const attentionReason = z.enum(attentionReasons);
export type AttentionReason = z.infer<typeof attentionReason>;
export const attentionThresholds = { pendingMinutes: 30, silentHours: 2 } as const;

/** A reason and the moment it began: created + 30 min, the ETA, the last location + 2 h. */
export const attentionFlag = z.object({ reason: attentionReason, since: isoDate });
export type AttentionFlag = z.infer<typeof attentionFlag>;

export const attentionItem = z.object({ delivery, reasons: z.array(attentionFlag).check(z.minLength(1)) });
export type AttentionItem = z.infer<typeof attentionItem>;

/**
 * GET /api/deliveries/attention: one page, the most urgent first — the one whose earliest
 * reason began longest ago (ties by id) — with how many deliveries each reason concerns
 * (a delivery can have two: pending too long and past its ETA).
 */
export const attentionQuery = pageQuery;
export type AttentionQuery = z.input<typeof attentionQuery>;
export const attentionPage = z.extend(page(attentionItem), {
  counts: z.record(attentionReason, z.number().check(z.int(), z.nonnegative())),
});
export type AttentionPage = z.infer<typeof attentionPage>;
