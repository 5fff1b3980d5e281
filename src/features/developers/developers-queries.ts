import type { QueryClient } from '@tanstack/react-query';
import { apiKeyQueries } from '@/queries/api-keys';
import { settled } from '@/queries/ensure';
import { requestLogQueries } from '@/queries/request-logs';
import { developersSearchDefaults, requestLogQueryOf, type DevelopersSearch } from './search';

/**
 * The developers section's loader: the keys and the log's page the URL asks for (the first,
 * unfiltered, by default); a failure shows in its card, with Retry. Within the section
 * (`stay`: a filter, a page) it only starts the request: the card keeps the current page on
 * screen while the next one loads.
 */
export function loadDevelopers(
  queryClient: QueryClient,
  search: DevelopersSearch = developersSearchDefaults,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
): Promise<void> | undefined {
  const loaded = settled([
    queryClient.ensureQueryData(apiKeyQueries.list()),
    queryClient.ensureQueryData(requestLogQueries.list(requestLogQueryOf(search))),
  ]);
  return cause === 'stay' ? undefined : loaded;
}
