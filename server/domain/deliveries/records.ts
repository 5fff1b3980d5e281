import { z } from 'zod/mini';
import { kobo } from '../money';
import { codMethods, delivery, trackingEvent, vehicles } from '@/api/schemas';

/*
 * The deliveries' records as the stores keep them (the contract's camelCase, each owned by a
 * partner): a delivery, its tracking events, and the riders a delivery names. Money is integer
 * kobo (the replies are naira: server/domain/deliveries/view.ts).
 */

const owned = { partnerId: z.string() };

export { kobo } from '../money';

/**
 * A delivery as stored: its rider by id (the reply names the rider as the roster has it now), the
 * recipient's code with its tries (the reply says only whether it was verified and the tries
 * left), its cash on delivery in kobo.
 */
export const deliveryRecord = z.extend(
  z.omit(delivery, { rider: true, deliveryCode: true, trackingUrl: true, cashOnDelivery: true }),
  {
    ...owned,
    /** The public tracking page's code (./tracking-codes.ts): the reply's `trackingUrl`. */
    trackingCode: z.string(),
    price: kobo,
    riderId: z.optional(z.string()),
    code: z.optional(z.object({ value: z.string(), triesLeft: z.number(), verified: z.boolean() })),
    cashOnDelivery: z.optional(
      z.object({
        amount: kobo,
        collected: z.optional(z.object({ method: z.enum(codMethods), amount: kobo, at: z.string() })),
        remittedAt: z.optional(z.string()),
      }),
    ),
    /**
     * When the parcel last said where it is (ISO): its pickup, then each location update — the
     * needs-attention clock of "no location" (./attention.ts), kept on the delivery so that no
     * query reads its events for it.
     */
    lastReportedAt: z.optional(z.string()),
    /**
     * When it was delivered (ISO), set by the move to `delivered` (./workflow.ts): the performance
     * figures' clock (./performance.ts), kept on the delivery so that no query reads its events for it.
     */
    deliveredAt: z.optional(z.string()),
  },
);
export type DeliveryRecord = z.infer<typeof deliveryRecord>;

/** A delivery's tracking event (its history: a status reached, a location, a note). */
export const trackingEventRecord = z.extend(trackingEvent, { deliveryId: z.string() });
export type TrackingEventRecord = z.infer<typeof trackingEventRecord>;
export type EventLocation = NonNullable<TrackingEventRecord['location']>;

/** A rider of a partner's roster (issue 27); `archivedAt`: off the roster since then. */
export const riderRecord = z.object({
  ...owned,
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicle: z.enum(vehicles),
  plate: z.optional(z.string()),
  onDuty: z.boolean(),
  archivedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type RiderRecord = z.infer<typeof riderRecord>;

/** A named counter (`tracking-number`: the last tracking number's sequence given). */
export const counterRecord = z.object({ name: z.string(), value: z.number().check(z.int(), z.nonnegative()) });
export type CounterRecord = z.infer<typeof counterRecord>;
