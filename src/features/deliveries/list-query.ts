import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryListQuery } from '@/api/schemas';
import { limits } from '@/config';
import { deliveryQueries } from '@/queries/deliveries';
import { settled } from '@/queries/ensure';
import type { DeliveriesSearch } from './search';

export type ListParams = Pick<
  DeliveriesSearch,
  'view' | 'status' | 'q' | 'page' | 'sort' | 'order' | 'size' | 'from' | 'to' | 'rider'
>;

/**
 * The deliveries list request the section's search params stand for. The cards are the newest
 * first, 20 a page; the table adds its sort, page size and date range.
 */
export function deliveryListQuery({
  view,
  status,
  q,
  page,
  sort,
  order,
  size,
  from,
  to,
  rider,
}: ListParams): DeliveryListQuery {
  return {
    page,
    limit: view === 'table' ? size : limits.deliveriesPageSize,
    ...(status === 'all' ? {} : { status }),
    ...(q.trim() ? { search: q.trim() } : {}),
    // No bound is no key: the query (and its cache key) names only what narrows it.
    ...(view === 'table'
      ? { sort, order, from: from || undefined, to: to || undefined, rider: rider || undefined }
      : {}),
  };
}

/**
 * The section's loader. Entering the section, it waits for the page of deliveries (or of those
 * that need attention: `?view=attention`) (settled),
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
  const list = settled([
    search.view === 'attention'
      ? // With the view's own code (one file): its query loads with it.
        import('./attention/attention-view').then(({ loadAttentionPage }) =>
          loadAttentionPage(queryClient, search.page),
        )
      : queryClient.ensureQueryData(deliveryQueries.list(deliveryListQuery(search))),
  ]);
  return cause === 'stay' ? undefined : list;
}
