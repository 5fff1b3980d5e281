import { queryOptions } from '@tanstack/react-query';
import { listAttention } from '@/api/delivery-attention';
import type { AttentionQuery } from '@/api/schemas/delivery-attention';
import { deliveryKeys } from './deliveries';

/**
 * The needs-attention pages: under `deliveryKeys.attention()`, which every status action and
 * location update invalidates. What needs attention also changes with the clock alone (a
 * pending delivery turns 30 minutes old): the page refetches every 30 s while it is visible.
 */
export const attentionQueries = {
  page: (query: AttentionQuery = {}) =>
    queryOptions({
      queryKey: [...deliveryKeys.attention(), query] as const,
      queryFn: ({ signal }) => listAttention(query, signal),
      refetchInterval: 30_000,
    }),
};
