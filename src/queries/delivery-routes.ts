import { queryOptions } from '@tanstack/react-query';
import { listDeliveryRoutes } from '@/api/delivery-routes';

/** A partner's delivery routes (from/to/price): one list, no filters, no detail endpoint. */
export const deliveryRouteKeys = {
  all: ['delivery-routes'] as const,
  list: () => [...deliveryRouteKeys.all, 'list'] as const,
};

export const deliveryRouteQueries = {
  list: () =>
    queryOptions({
      queryKey: deliveryRouteKeys.list(),
      queryFn: ({ signal }) => listDeliveryRoutes(signal),
    }),
};

// The mutations are in delivery-route-mutations.ts: only the profile loads them, the overview reads the list.
