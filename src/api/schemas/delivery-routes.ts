import { z } from 'zod/mini';
import { id, naira, requiredText } from './common';
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

export const createDeliveryRouteRequest = z.object({
  from: requiredText,
  to: requiredText,
  estimatedTime: requiredText,
  basePrice: priceAmount,
  coverage: z._default(coverage, 'local'),
});
export type CreateDeliveryRouteRequest = z.input<typeof createDeliveryRouteRequest>;

export const updateDeliveryRouteRequest = z.partial(
  z.extend(createDeliveryRouteRequest, { coverage, isActive: z.boolean() }),
);
export type UpdateDeliveryRouteRequest = z.infer<typeof updateDeliveryRouteRequest>;
