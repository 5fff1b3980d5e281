import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDelivery, rejectDelivery } from '@/api/deliveries';
import { toKobo } from '@/api/money';
import type { Performance } from '@/api/schemas';
import { getDeliveryStatistics, getPerformance } from '@/api/statistics';
import { raw, signInDemo, signInNewPartner, deliverWithProof } from './helpers';

/** The calendar day (YYYY-MM-DD) of an instant in Africa/Lagos (UTC+1, no DST). */
const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
const sumKobo = (series: Performance['series']) => series.reduce((total, day) => total + toKobo(day.earnings), 0);
const sumDeliveries = (series: Performance['series']) => series.reduce((total, day) => total + day.deliveries, 0);

describe('GET /api/statistics/deliveries', () => {
  beforeEach(signInDemo);

  it("counts the partner's deliveries by stage", async () => {
    // Seed: 3 pending, 2 accepted + 1 picked-up + 2 in-transit, 2 delivered, 1 rejected, 1 cancelled;
    // the 3 pending came in hours ago, and 3 on the road have not reported a location for hours.
    expect(await getDeliveryStatistics()).toEqual({
      total: 12,
      completed: 2,
      inProgress: 5,
      pending: 3,
      rejected: 1,
      cancelled: 1,
      needsAttention: 6,
    });
  });

  it('follows status changes at once', async () => {
    await acceptDelivery('dlv_0001');
    expect(await getDeliveryStatistics()).toMatchObject({ pending: 2, inProgress: 6 });
    await rejectDelivery('dlv_0002');
    expect(await getDeliveryStatistics()).toMatchObject({ pending: 1, rejected: 2 });
    await deliverWithProof('dlv_0007');
    expect(await getDeliveryStatistics()).toEqual({
      total: 12,
      completed: 3,
      inProgress: 5,
      pending: 1,
      rejected: 2,
      cancelled: 1,
      // Two requests answered, one delivery delivered: three fewer.
      needsAttention: 3,
    });
  });

  it('is per partner', async () => {
    await signInNewPartner();
    expect(await getDeliveryStatistics()).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      pending: 0,
      rejected: 0,
      cancelled: 0,
      needsAttention: 0,
    });
  });

  it('requires a signed-in partner', async () => {
    expect((await raw('/api/statistics/deliveries', { token: null })).status).toBe(401);
  });
});

describe('GET /api/statistics/performance', () => {
  beforeEach(signInDemo);

  // Seed: two deliveries delivered on time, 4 hours after creation; 1 of the 9 decided deliveries rejected;
  // completed earnings 50,000 in the last 30 days (three credits: the two deliveries' 18,000
  // and 9,500, and a 22,500 weekly settlement), 27,500 in the last 7.
  it('computes the month by default', async () => {
    const { series, ...totals } = await getPerformance();
    expect(totals).toEqual({
      period: 'month',
      completedDeliveries: 2,
      completedValue: 27_500,
      onTimeRate: 1,
      averageDeliveryHours: 4,
      earnings: 50_000,
      earningsCount: 3,
      rating: 4.8,
    });
    expect(series).toHaveLength(30);
  });

  describe('series: one entry per calendar day of the window (Africa/Lagos), oldest first', () => {
    it.each([
      ['week', 7],
      ['month', 30],
      ['quarter', 90],
      ['year', 365],
    ] as const)('%s: %i days ending today, whose sums are the totals', async (period, days) => {
      const performance = await getPerformance({ period });
      const { series } = performance;
      expect(series).toHaveLength(days);
      expect(series.at(-1)?.date).toBe(lagosDay(Date.now()));
      expect(series[0]?.date).toBe(lagosDay(Date.now() - (days - 1) * 86_400_000));
      // Consecutive days, oldest first.
      const starts = series.map((day) => Date.parse(`${day.date}T00:00:00Z`));
      expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual(Array(days - 1).fill(86_400_000));
      expect(sumKobo(series)).toBe(toKobo(performance.earnings));
      expect(sumDeliveries(series)).toBe(performance.completedDeliveries);
    });

    it('puts each completed earning and each delivered delivery on its day, other days at 0', async () => {
      // Seed: earnings 18,000 three days ago, 9,500 four days ago (22,500 twelve days ago is outside the week);
      // the two deliveries were delivered 68 and 92 hours ago.
      const { series } = await getPerformance({ period: 'week' });
      const day = (hoursAgo: number) => series.find((d) => d.date === lagosDay(Date.now() - hoursAgo * 3_600_000));
      expect(day(72)?.earnings).toBe(18_000);
      expect(day(96)?.earnings).toBe(9_500);
      expect(day(68)?.deliveries).toBeGreaterThanOrEqual(1);
      expect(day(92)?.deliveries).toBeGreaterThanOrEqual(1);
      expect(series.filter((d) => d.earnings > 0)).toHaveLength(2);
      expect(sumDeliveries(series)).toBe(2);
      expect(series.every((d) => d.earnings >= 0 && d.deliveries >= 0)).toBe(true);
    });

    it("counts today's delivery and its earnings (not the fee) on today", async () => {
      const before = await getPerformance({ period: 'week' });
      await deliverWithProof('dlv_0007'); // price ₦12,000
      const after = await getPerformance({ period: 'week' });
      expect(after.series.at(-1)).toEqual({
        date: lagosDay(Date.now()),
        earnings: (before.series.at(-1)?.earnings ?? 0) + 12_000,
        deliveries: (before.series.at(-1)?.deliveries ?? 0) + 1,
      });
      expect(after.earnings).toBe(before.earnings + 12_000);
    });
  });

  it('narrows to the week', async () => {
    expect(await getPerformance({ period: 'week' })).toMatchObject({
      period: 'week',
      completedDeliveries: 2,
      completedValue: 27_500,
      earnings: 27_500,
      earningsCount: 2,
    });
  });

  it('counts a delivery as soon as it is delivered', async () => {
    // dlv_0007 was created 30 hours ago and is due in 2: delivered now, it is on time.
    await deliverWithProof('dlv_0007');
    const year = await getPerformance({ period: 'year' });
    expect(year).toMatchObject({ completedDeliveries: 3, onTimeRate: 1, averageDeliveryHours: 12.7, earnings: 62_000 });
  });

  it('lowers the rating with rejections', async () => {
    await rejectDelivery('dlv_0001');
    await rejectDelivery('dlv_0002');
    // 3 of 11 decided rejected: 5 × (0.7 + 0.3 × 8/11) = 4.59…
    expect((await getPerformance()).rating).toBe(4.6);
  });

  it('is zero for a partner with no deliveries', async () => {
    await signInNewPartner();
    const { series, ...totals } = await getPerformance({ period: 'year' });
    expect(totals).toEqual({
      period: 'year',
      completedDeliveries: 0,
      completedValue: 0,
      onTimeRate: 0,
      averageDeliveryHours: 0,
      earnings: 0,
      earningsCount: 0,
      rating: 0,
    });
    expect(series).toHaveLength(365);
    expect(series.every((day) => day.earnings === 0 && day.deliveries === 0)).toBe(true);
  });

  it('refuses an unknown period', async () => {
    const { status, json } = await raw('/api/statistics/performance?period=all');
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });
});
