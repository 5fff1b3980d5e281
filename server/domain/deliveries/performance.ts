import { toNaira } from '@/api/money';
import type { Performance, PerformancePeriod } from '@/api/schemas';
import { DAY_MS, HOUR_MS, lagosDay, lagosDayStart } from '../calendar';
import type { Ctx } from '../ports';
import { periodDays } from '../wallet/history';
import type { CompletedDelivery } from './port';

/*
 * GET /api/statistics/performance: how the partner performed over the window of `period` — the
 * last 7 / 30 / 90 / 365 calendar days in Africa/Lagos, today included (so the totals are the sums
 * of the daily series). Every figure comes from a query of the window (server/domain/deliveries/port.ts
 * `completed`, `statusCounts`; server/domain/wallet/port.ts `totalsPerDay`), never from a scan of
 * the partner's deliveries or movements:
 * - completedDeliveries: deliveries delivered in the window (their `deliveredAt`);
 * - onTimeRate: the share of those delivered at or before their estimatedDelivery (0 when none);
 * - averageDeliveryHours: mean of delivered-at − createdAt over those, 1 decimal (0 when none);
 * - earnings: completed 'earning' credits in the window; earningsCount: how many;
 * - completedValue: the prices of the completed deliveries, summed;
 * - rating: 5 × (0.7 × onTimeRate + 0.3 × (1 − rejectionRate)), 1 decimal, 0 when nothing was
 *   completed; rejectionRate = rejected ÷ deliveries created in the window that left 'pending';
 * - series: one entry per day of the window, oldest first: the earnings (as above) and the
 *   deliveries delivered that day, 0 on days without any.
 */

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The figures of the deliveries delivered in the window. */
function deliveryFigures(completed: readonly CompletedDelivery[]) {
  const count = completed.length;
  const onTime = completed.filter((d) => d.deliveredAt <= d.estimatedDelivery).length;
  const hours = sum(completed.map((d) => (d.deliveredAt - d.createdAt) / HOUR_MS));
  return {
    onTimeRate: count ? onTime / count : 0,
    averageDeliveryHours: count ? Math.max(0, round1(hours / count)) : 0,
    value: sum(completed.map((d) => d.price)),
  };
}

export async function getPerformance(
  { tx }: Ctx,
  partnerId: string,
  period: PerformancePeriod,
  now: number,
): Promise<Performance> {
  const days = periodDays[period];
  const from = lagosDayStart(lagosDay(now)) - (days - 1) * DAY_MS;
  const window = { from, to: from + days * DAY_MS };
  /** The day of the window an instant falls on (0 = the oldest). */
  const dayOf = (ms: number) => Math.floor((ms - from) / DAY_MS);
  const series = Array.from({ length: days }, (_, index) => ({
    date: lagosDay(from + index * DAY_MS),
    earningsKobo: 0,
    deliveries: 0,
  }));

  const completed = await tx.deliveries.completed(partnerId, window);
  for (const { deliveredAt } of completed) series[dayOf(deliveredAt)]!.deliveries += 1;
  const { onTimeRate, averageDeliveryHours, value } = deliveryFigures(completed);

  const created = await tx.deliveries.statusCounts(partnerId, { from });
  const decided = sum(Object.values(created)) - created.pending;
  const rejectionRate = decided ? created.rejected / decided : 0;
  const rating = completed.length ? round1(5 * (0.7 * onTimeRate + 0.3 * (1 - rejectionRate))) : 0;

  const earnings = await tx.transactions.totalsPerDay(partnerId, {
    status: 'completed',
    type: 'credit',
    category: 'earning',
    ...window,
  });
  for (const { day, amount } of earnings) series[day]!.earningsKobo += amount;

  return {
    period,
    completedDeliveries: completed.length,
    onTimeRate: Math.round(onTimeRate * 1000) / 1000,
    averageDeliveryHours,
    earnings: toNaira(sum(earnings.map((e) => e.amount))),
    earningsCount: sum(earnings.map((e) => e.count)),
    completedValue: toNaira(value),
    rating,
    series: series.map(({ date, earningsKobo, deliveries }) => ({ date, earnings: toNaira(earningsKobo), deliveries })),
  };
}
