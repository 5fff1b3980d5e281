import { z } from 'zod/mini';
import { id, naira } from './common';
import { priceAmount } from './money';

export const coverages = ['local', 'interstate', 'international'] as const;
export const coverage = z.enum(coverages);
export type Coverage = z.infer<typeof coverage>;

/** A delivery route a partner serves (from/to/price) — never a router route. */
export const deliveryRoute = z.object({
  id,
  from: z.string(),
  to: z.string(),
  estimatedTime: z.string(),
  basePrice: naira,
  isActive: z.boolean(),
  coverage,
});
export type DeliveryRoute = z.infer<typeof deliveryRoute>;

/**
 * "45 min", "2 h", "1-2 days", "1–2 weeks": a whole number or a range, then a unit. Its
 * bounded quantifiers also bound the text's length (at most 19 characters).
 */
export const durationPattern = /^\d{1,3}( ?[-–] ?\d{1,3})? ?(min(ute)?s?|h((ou)?rs?)?|days?|weeks?)$/i;

export const deliveryRouteRules = {
  placeMax: 80,
  placeTooLong: 'Use at most 80 characters',
  samePlaces: 'From and to must be different places',
  duration: 'Enter a time like 45 min, 2 h or 1–2 days',
} as const;

/** How two place names compare: "Port Harcourt" and "port harcourt " are one place. */
export const placeKey = (place: string) => place.replace(/\s+/g, '').toLowerCase();

const place = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(deliveryRouteRules.placeMax, deliveryRouteRules.placeTooLong));
const routeFields = {
  from: place,
  to: place,
  estimatedTime: z
    .string()
    .check(
      z.trim(),
      z.regex(durationPattern, deliveryRouteRules.duration),
      z.maxLength(19, deliveryRouteRules.duration),
    ),
  basePrice: priceAmount,
};
// One check for both requests: an update that sends only one end is compared with the stored route by the server.
const differentPlaces = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (route) => !route.from || !route.to || placeKey(route.from) !== placeKey(route.to),
  deliveryRouteRules.samePlaces,
);

export const createDeliveryRouteRequest = z
  .object({ ...routeFields, coverage: z._default(coverage, 'local') })
  .check(differentPlaces);
export type CreateDeliveryRouteRequest = z.input<typeof createDeliveryRouteRequest>;

export const updateDeliveryRouteRequest = z
  .partial(z.object({ ...routeFields, coverage, isActive: z.boolean() }))
  .check(differentPlaces);
export type UpdateDeliveryRouteRequest = z.infer<typeof updateDeliveryRouteRequest>;
