import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryListQuery } from '@/api/schemas';
import { limits } from '@/config';
import { deliveryQueries } from '@/queries/deliveries';
import { settled } from '@/queries/ensure';
import type { DeliveriesSearch } from './search';

/** The deliveries list request the section's search params stand for. */
export function deliveryListQuery({
  status,
  q,
  page,
}: Pick<DeliveriesSearch, 'status' | 'q' | 'page'>): DeliveryListQuery {
  return {
    page,
    limit: limits.deliveriesPageSize,
    ...(status === 'all' ? {} : { status }),
    ...(q.trim() ? { search: q.trim() } : {}),
  };
}

/**
 * The section's loader. Entering the section, it waits for the page of deliveries (settled),
 * so the list renders at once; a shared link's detail view and its history load alongside,
 * shown by the view itself. Within the section (`stay`: a filter, a page, a card opened) it
 * only starts the requests: the list keeps the current page on screen while the next loads.
 */
export function loadDeliveries(
  queryClient: QueryClient,
  search: DeliveriesSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> | undefined {
  if (search.delivery) {
    void queryClient.prefetchQuery(deliveryQueries.detail(search.delivery));
    void queryClient.prefetchQuery(deliveryQueries.tracking(search.delivery));
  }
  const list = settled([queryClient.ensureQueryData(deliveryQueries.list(deliveryListQuery(search)))]);
  return cause === 'stay' ? undefined : list;
}
