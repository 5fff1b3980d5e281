import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryListQuery } from '@/api/schemas';
import { codQueries } from '@/queries/cash-on-delivery';
import { deliveryQueries } from '@/queries/deliveries';
import { settled } from '@/queries/ensure';
import { riderQueries } from '@/queries/riders';
import { ridersSearchDefaults, type RidersSearch } from './search';

/** Dispatch's list: the accepted deliveries no rider carries, the most urgent first. */
export const unassignedQuery: DeliveryListQuery = {
  status: 'accepted',
  rider: 'unassigned',
  sort: 'priority',
  order: 'desc',
  limit: 100,
};

/** What a view shows: the roster (or the archived riders), dispatch's two lists, the fleet, or the day's cash. */
function viewFetches(queryClient: QueryClient, search: RidersSearch): Array<Promise<unknown>> {
  switch (search.view) {
    case 'dispatch':
      return [
        queryClient.ensureQueryData(riderQueries.list()),
        queryClient.ensureQueryData(deliveryQueries.list(unassignedQuery)),
      ];
    case 'map':
      return [queryClient.ensureQueryData(riderQueries.fleet())];
    case 'cash':
      return [
        queryClient.ensureQueryData(codQueries.report(search.day || undefined)),
        queryClient.ensureQueryData(codQueries.settings()),
      ];
    case 'roster':
      return [queryClient.ensureQueryData(riderQueries.list(search.archived === 'yes'))];
  }
}

/**
 * The riders section's loader: it waits for what the view shows, so the view renders its final
 * layout at once; a failure shows in its card, with Retry. A rider's page (`?rider=`) is waited
 * for when the section opens on it; opened from the roster (`stay`), the sheet shows its own
 * loading shape.
 */
export function loadRiders(
  queryClient: QueryClient,
  search: RidersSearch = ridersSearchDefaults,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
): Promise<void> {
  const rider =
    search.rider && cause !== 'stay' ? [queryClient.ensureQueryData(riderQueries.detail(search.rider))] : [];
  return settled([...viewFetches(queryClient, search), ...rider]);
}
