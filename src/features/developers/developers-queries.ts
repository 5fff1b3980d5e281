import type { QueryClient } from '@tanstack/react-query';
import type { RequestLogQuery } from '@/api/schemas/request-logs';
import { apiKeyQueries } from '@/queries/api-keys';
import { settled } from '@/queries/ensure';
import { firstRequestLogPage, requestLogQueries } from '@/queries/request-logs';
import { webhookQueries } from '@/queries/webhooks';
import { developersSearchDefaults, type DevelopersSearch } from './search';
import { webhookEndpointFetches } from './webhooks/webhook-queries';

/**
 * The list request the search params stand for. With no filter on page 1 it is
 * `firstRequestLogPage` itself (one query key, so one request).
 */
export function requestLogQueryOf({ outcome, mode, key, path, page }: DevelopersSearch): RequestLogQuery {
  return {
    ...firstRequestLogPage,
    page,
    ...(outcome === 'all' ? {} : { outcome }),
    ...(mode === 'all' ? {} : { mode }),
    ...(key ? { keyId: key } : {}),
    ...(path.trim() ? { path: path.trim() } : {}),
  };
}

/**
 * The developers section's loader: the keys, the webhook endpoints and the log's page the URL
 * asks for — or, with `endpoint`, that webhook endpoint and its deliveries (the first,
 * unfiltered, by default); a failure shows in its card, with Retry. Within the section
 * (`stay`: a filter, a page) it only starts the request: the card keeps the current page on
 * screen while the next one loads.
 */
export function loadDevelopers(
  queryClient: QueryClient,
  search: DevelopersSearch = developersSearchDefaults,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
): Promise<void> | undefined {
  const loaded = settled(
    search.endpoint
      ? webhookEndpointFetches(queryClient, search)
      : [
          queryClient.ensureQueryData(apiKeyQueries.list()),
          queryClient.ensureQueryData(webhookQueries.endpoints()),
          queryClient.ensureQueryData(requestLogQueries.list(requestLogQueryOf(search))),
        ],
  );
  return cause === 'stay' ? undefined : loaded;
}
