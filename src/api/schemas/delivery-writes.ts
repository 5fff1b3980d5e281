import { z } from 'zod/mini';
import { boundedText, isoDate, textMax } from './common';
import { coordinates, customer, delivery, deliveryText, deliveryTextMax, place, priority } from './deliveries';
import { amountWithin, priceAmount } from './money';
import { priceLimits } from '../money';

/*
 * What the deliveries' writes send that the section's first screen never does (creating one or
 * a batch, reporting a location): out of the schemas index, so they load with the screens that
 * send them (`onDemandDomains`, scripts/chunk-groups.ts). Their types are in the index.
 */

/** What a rider collects at the door (issue 28): within a price's bounds. */
export const codAmount = amountWithin(priceLimits, 'amount to collect');

export const createDeliveryRequest = z.object({
  customer,
  from: place,
  to: place,
  description: deliveryText(textMax.text),
  items: z.array(deliveryText(deliveryTextMax.short)).check(z.minLength(1)),
  price: priceAmount,
  priority,
  estimatedDelivery: isoDate,
  specialInstructions: z.optional(boundedText(textMax.text, `Please keep this under ${textMax.text} characters`)),
  /** Cash on delivery: the amount the rider collects from the recipient (issue 28). */
  cashOnDelivery: z.optional(z.object({ amount: codAmount })),
});
export type CreateDeliveryRequest = z.infer<typeof createDeliveryRequest>;

/**
 * POST /api/deliveries/batch: several new deliveries in one request (the CSV import sends a
 * file 100 rows at a time), created together or not at all; the reply holds them in the
 * request's order.
 */
export const maxDeliveriesPerBatch = 100;
export const createDeliveriesRequest = z.object({
  deliveries: z.array(createDeliveryRequest).check(z.minLength(1), z.maxLength(maxDeliveriesPerBatch)),
});
export type CreateDeliveriesRequest = z.infer<typeof createDeliveriesRequest>;
export const createdDeliveries = z.object({ deliveries: z.array(delivery) });

/** Free text kept in the tracking history (an address, a note): bounded like a reason. */
const trackingText = z.string().check(z.maxLength(300));

/** POST /api/tracking/{id}/update: where the rider is now — an address, coordinates, or both. */
export const trackingUpdateRequest = z
  .object({
    coordinates: z.optional(coordinates),
    address: z.optional(trackingText),
    note: z.optional(trackingText),
  })
  .check(
    z.refine((update) => update.coordinates !== undefined || Boolean(update.address?.trim()), {
      message: 'Give an address, coordinates or both',
      path: ['address'],
    }),
  );
export type TrackingUpdateRequest = z.infer<typeof trackingUpdateRequest>;
