import { z } from 'zod/mini';
import { naira } from './common';

const count = z.number().check(z.int(), z.nonnegative());

export const deliveryStatistics = z.object({
  total: count,
  completed: count,
  inProgress: count,
  pending: count,
  rejected: count,
  cancelled: count,
});
export type DeliveryStatistics = z.infer<typeof deliveryStatistics>;

export const performancePeriods = ['week', 'month', 'year'] as const;
export const performanceQuery = z.object({ period: z._default(z.enum(performancePeriods), 'month') });
export type PerformanceQuery = z.input<typeof performanceQuery>;

export const performance = z.object({
  period: z.enum(performancePeriods),
  completedDeliveries: count,
  onTimeRate: z.number().check(z.gte(0), z.lte(1)),
  averageDeliveryHours: z.number().check(z.nonnegative()),
  earnings: naira,
  rating: z.number().check(z.gte(0), z.lte(5)),
});
export type Performance = z.infer<typeof performance>;
