import { z } from 'zod';
import { naira } from './common';

const count = z.number().int().nonnegative();

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
export const performanceQuery = z.object({ period: z.enum(performancePeriods).default('month') });
export type PerformanceQuery = z.input<typeof performanceQuery>;

export const performance = z.object({
  period: z.enum(performancePeriods),
  completedDeliveries: count,
  onTimeRate: z.number().min(0).max(1),
  averageDeliveryHours: z.number().nonnegative(),
  earnings: naira,
  rating: z.number().min(0).max(5),
});
export type Performance = z.infer<typeof performance>;
