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
  /** Deliveries that need attention (schemas/delivery-attention.ts): what the overview counts. */
  needsAttention: z._default(count, 0),
});
export type DeliveryStatistics = z.infer<typeof deliveryStatistics>;

/** Rolling windows: week = 7 days, month = 30, quarter = 90, year = 365. */
export const performancePeriods = ['week', 'month', 'quarter', 'year'] as const;
export type PerformancePeriod = (typeof performancePeriods)[number];
export const performanceQuery = z.object({ period: z._default(z.enum(performancePeriods), 'month') });
export type PerformanceQuery = z.input<typeof performanceQuery>;

/** One day of the window: what the partner earned (net of nothing: gross earnings) and delivered. */
export const performanceDay = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  earnings: naira,
  deliveries: count,
});
export type PerformanceDay = z.infer<typeof performanceDay>;

export const performance = z.object({
  period: z.enum(performancePeriods),
  completedDeliveries: count,
  onTimeRate: z.number().check(z.gte(0), z.lte(1)),
  averageDeliveryHours: z.number().check(z.nonnegative()),
  earnings: naira,
  /** How many completed earning credits `earnings` sums (a settlement may cover several deliveries). */
  earningsCount: z._default(count, 0),
  /** The prices of the `completedDeliveries`, summed. */
  completedValue: z._default(naira, 0),
  rating: z.number().check(z.gte(0), z.lte(5)),
  /** Every day of the window, oldest first (days without activity at 0). */
  series: z._default(z.array(performanceDay), []),
});
export type Performance = z.infer<typeof performance>;
