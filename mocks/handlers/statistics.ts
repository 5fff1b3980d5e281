import { endpoints } from '@/api/endpoints';
import { toNaira } from '@/api/money';
import { db } from '../db';
import { DAY_MS, lagosDay, lagosDayStart } from '../format';
import { handle } from '../http';
import { periodDays } from '@server/domain/wallet/history';

const HOUR_MS = 3_600_000;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** When each delivery reached `delivered` (its last 'delivered' tracking event), in one pass over the events. */
function deliveredTimes(): Map<string, number> {
  const times = new Map<string, number>();
  for (const e of db.state.trackingEvents) {
    if (e.status !== 'delivered') continue;
    const at = Date.parse(e.timestamp);
    times.set(e.deliveryId, Math.max(times.get(e.deliveryId) ?? at, at));
  }
  return times;
}

export const statisticsHandlers = [
  /*
   * Over the window of `period`: the last 7 / 30 / 90 / 365 calendar days in Africa/Lagos,
   * today included (so the totals are the sums of the daily series):
   * - completedDeliveries: deliveries whose 'delivered' event falls in the window;
   * - onTimeRate: the share of those delivered at or before their estimatedDelivery (0 when none);
   * - averageDeliveryHours: mean of delivered-at − createdAt over those, 1 decimal (0 when none);
   * - earnings: completed 'earning' credits in the window; earningsCount: how many;
   * - completedValue: the prices of the completed deliveries, summed;
   * - rating: 5 × (0.7 × onTimeRate + 0.3 × (1 − rejectionRate)), 1 decimal, 0 when nothing was
   *   completed; rejectionRate = rejected ÷ deliveries created in the window that left 'pending';
   * - series: one entry per day of the window, oldest first: the earnings (as above) and the
   *   deliveries delivered that day, 0 on days without any.
   */
  handle(endpoints.getPerformance, ({ user, query }) => {
    const days = periodDays[query.period];
    const since = lagosDayStart(lagosDay(Date.now())) - (days - 1) * DAY_MS;
    /** The day of the window an instant falls on (0 = the oldest), or -1 outside it. */
    const dayOf = (ms: number) => {
      const index = Math.floor((ms - since) / DAY_MS);
      return index >= 0 && index < days ? index : -1;
    };
    const series = Array.from({ length: days }, (_, index) => ({
      date: lagosDay(since + index * DAY_MS),
      earningsKobo: 0,
      deliveries: 0,
    }));
    const own = db.state.deliveries.filter((d) => d.partnerId === user.id);

    const deliveredAt = deliveredTimes();
    const completed = own.flatMap((d) => {
      const at = deliveredAt.get(d.id);
      return d.status === 'delivered' && at !== undefined && dayOf(at) >= 0 ? [{ delivery: d, at }] : [];
    });
    for (const { at } of completed) series[dayOf(at)]!.deliveries += 1;
    const onTime = completed.filter(({ delivery, at }) => at <= Date.parse(delivery.estimatedDelivery)).length;
    const onTimeRate = completed.length ? onTime / completed.length : 0;
    const averageDeliveryHours = completed.length
      ? round1(
          completed.reduce((sum, { delivery, at }) => sum + (at - Date.parse(delivery.createdAt)) / HOUR_MS, 0) /
            completed.length,
        )
      : 0;

    const decided = own.filter((d) => d.status !== 'pending' && Date.parse(d.createdAt) >= since);
    const rejectionRate = decided.length ? decided.filter((d) => d.status === 'rejected').length / decided.length : 0;
    const rating = completed.length ? round1(5 * (0.7 * onTimeRate + 0.3 * (1 - rejectionRate))) : 0;

    let earningsKobo = 0;
    let earningsCount = 0;
    for (const t of db.state.transactions) {
      if (t.partnerId !== user.id || t.status !== 'completed' || t.type !== 'credit' || t.category !== 'earning') {
        continue;
      }
      const day = dayOf(Date.parse(t.date));
      if (day < 0) continue;
      series[day]!.earningsKobo += t.amount;
      earningsKobo += t.amount;
      earningsCount += 1;
    }

    return {
      period: query.period,
      completedDeliveries: completed.length,
      onTimeRate: Math.round(onTimeRate * 1000) / 1000,
      averageDeliveryHours: Math.max(0, averageDeliveryHours),
      earnings: toNaira(earningsKobo),
      earningsCount,
      completedValue: toNaira(completed.reduce((sum, { delivery }) => sum + delivery.price, 0)),
      rating,
      series: series.map(({ date, earningsKobo: kobo, deliveries }) => ({ date, earnings: toNaira(kobo), deliveries })),
    };
  }),
];
