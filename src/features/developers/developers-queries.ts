import type { QueryClient } from '@tanstack/react-query';
import { apiKeyQueries } from '@/queries/api-keys';
import { settled } from '@/queries/ensure';

/** The developers section's loader: the keys (a failure shows in the card, with Retry). */
export function loadDevelopers(queryClient: QueryClient): Promise<void> {
  return settled([queryClient.ensureQueryData(apiKeyQueries.list())]);
}
