import type { QueryClient } from '@tanstack/react-query';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { settled } from '@/queries/ensure';

/** The routes section's loader: the partner's delivery routes. */
export function loadRoutes(queryClient: QueryClient): Promise<void> {
  return settled([queryClient.ensureQueryData(deliveryRouteQueries.list())]);
}
