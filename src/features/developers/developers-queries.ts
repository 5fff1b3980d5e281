import type { QueryClient } from '@tanstack/react-query';
import { apiKeyQueries } from '@/queries/api-keys';
import { settled } from '@/queries/ensure';
import { firstRequestLogPage, requestLogQueries } from '@/queries/request-logs';

/** The developers section's loader: the keys and the log's first page (a failure shows in its card, with Retry). */
export function loadDevelopers(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(apiKeyQueries.list()),
    queryClient.ensureQueryData(requestLogQueries.list(firstRequestLogPage)),
  ]);
}
