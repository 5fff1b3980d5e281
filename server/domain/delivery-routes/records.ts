import { z } from 'zod/mini';
import { deliveryRoute } from '@/api/schemas';
import { kobo } from '../deliveries/records';

/** A delivery route a partner serves (from, to, a base price in kobo): never a router route. */
export const deliveryRouteRecord = z.extend(deliveryRoute, { partnerId: z.string(), basePrice: kobo });
export type DeliveryRouteRecord = z.infer<typeof deliveryRouteRecord>;
