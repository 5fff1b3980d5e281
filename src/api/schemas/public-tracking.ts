import { z } from 'zod/mini';
import { deliveryStatuses } from '../constants';
import { coordinates } from './deliveries';
import { isoDate } from './common';

/*
 * The public tracking page's reply (GET /api/track/:code, issue 28): what a delivery's customer
 * may see without signing in, from the unguessable code in the delivery's `trackingUrl`. No
 * e-mail, phone, street address, price or note: the recipient's first name and initial, the
 * cities, the steps and their times, the rider's last position while on the road.
 */

/** A tracking code: 16 characters of Crockford's base32 (80 random bits), lower case. */
export const trackingCodePattern = /^[0-9a-hjkmnp-tv-z]{16}$/;

/** A step the customer sees: a status it reached, or a failed attempt to hand the parcel over. */
export const publicTrackingSteps = [...deliveryStatuses, 'attempt-failed'] as const;
export type PublicTrackingStep = (typeof publicTrackingSteps)[number];

export const publicTrackingEvent = z.object({
  step: z.enum(publicTrackingSteps),
  at: isoDate,
  /** The city it happened in (the pickup's, or the drop-off's once on the road), where known. */
  city: z.optional(z.string()),
});
export type PublicTrackingEvent = z.infer<typeof publicTrackingEvent>;

export const publicTracking = z.object({
  /** The logistics company carrying it (its profile's company name). */
  partnerName: z.string(),
  trackingNumber: z.string(),
  status: z.enum(deliveryStatuses),
  estimatedDelivery: isoDate,
  fromCity: z.string(),
  toCity: z.string(),
  /** The recipient's first name and the initial of the rest: "Funke A.". */
  recipient: z.string(),
  /** Oldest first. */
  events: z.array(publicTrackingEvent),
  /** The last reported position, only while the parcel is on the road (in transit). */
  lastLocation: z.optional(coordinates),
  /** Once delivered: when, and to whom by initials ("T. A."). */
  delivered: z.optional(z.object({ at: isoDate, to: z.string() })),
  /** A delivery made in test mode (the partner's sandbox, docs/api-contract.md): no parcel will move. */
  test: z.boolean(),
});
export type PublicTracking = z.infer<typeof publicTracking>;
