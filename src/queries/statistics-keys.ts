import type { PerformanceQuery } from '@/api/schemas';

/** Read-only: deliveries and wallet mutations invalidate these keys when they change the numbers. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  deliveries: () => [...statisticsKeys.all, 'deliveries'] as const,
  performances: () => [...statisticsKeys.all, 'performance'] as const,
  performance: (query: PerformanceQuery) => [...statisticsKeys.performances(), query] as const,
};
