import { queryOptions } from '@tanstack/react-query';
import type { PerformanceQuery } from '@/api/schemas';
import { getDeliveryStatistics, getPerformance } from '@/api/statistics';
import { statisticsKeys } from './statistics-keys';

export { statisticsKeys };

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
