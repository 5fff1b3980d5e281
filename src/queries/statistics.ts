import { queryOptions } from '@tanstack/react-query';
import type { PerformanceQuery } from '@/api/schemas';
import { getDeliveryStatistics, getPerformance } from '@/api/statistics';

/** Read-only: deliveries and wallet mutations invalidate these keys when they change the numbers. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  deliveries: () => [...statisticsKeys.all, 'deliveries'] as const,
  performances: () => [...statisticsKeys.all, 'performance'] as const,
  performance: (query: PerformanceQuery) => [...statisticsKeys.performances(), query] as const,
};

export const statisticsQueries = {
  /** Live, as the deliveries list: refetched every 30 s while visible (new requests, what needs attention). */
  deliveries: () =>
    queryOptions({
      queryKey: statisticsKeys.deliveries(),
      queryFn: ({ signal }) => getDeliveryStatistics(signal),
      refetchInterval: 30_000,
    }),
  performance: (query: PerformanceQuery = {}) =>
    queryOptions({
      queryKey: statisticsKeys.performance(query),
      queryFn: ({ signal }) => getPerformance(query, signal),
    }),
};
