import { expect, it } from 'vitest';
import { ok, SEEDED } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * The performance figures on every store (docs/api-contract.md, Statistics). The seed: two
 * deliveries delivered on time, 4 hours after creation, 68 and 92 hours ago; 1 of the 9 decided
 * deliveries rejected; completed earnings of ₦50,000 in the last 30 days (₦18,000 three days ago,
 * ₦9,500 four days ago, ₦22,500 twelve days ago), ₦27,500 in the last 7.
 */

interface WireDay {
  date: string;
  earnings: number;
  deliveries: number;
}

interface WirePerformance {
  period: string;
  completed_deliveries: number;
  completed_value: number;
  on_time_rate: number;
  average_delivery_hours: number;
  earnings: number;
  earnings_count: number;
  rating: number;
  series: WireDay[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The calendar day (YYYY-MM-DD) of an instant in Africa/Lagos (UTC+1, no DST). */
const lagosDay = (ms: number) => new Date(ms + HOUR).toISOString().slice(0, 10);
const kobo = (naira: number) => Math.round(naira * 100);

const performance = async (api: Target, session: Session, period?: string) =>
  ok<WirePerformance>(await api.call(`/api/statistics/performance${period ? `?period=${period}` : ''}`, as(session)));

/** Delivers a delivery in transit now (the demo partner first stops asking for proof). */
async function deliverNow(api: Target, session: Session, id: string) {
  const proof = { proof_of_delivery: { code: false, signature: false, photo: false } };
  ok(await api.call('/api/delivery-partners/settings', as(session, { method: 'PUT', body: proof })));
  const body = { status: 'delivered', timestamp: new Date().toISOString() };
  ok(await api.call(`/api/deliveries/${id}/status`, as(session, { method: 'PUT', body })));
}

onEveryStore('performance', (api) => {
  it('computes the month by default, and narrows to the week', async () => {
    const session = await signIn(api());
    const { series, ...month } = await performance(api(), session);
    expect(month).toEqual({
      period: 'month',
      completed_deliveries: 2,
      completed_value: 27_500,
      on_time_rate: 1,
      average_delivery_hours: 4,
      earnings: 50_000,
      earnings_count: 3,
      rating: 4.8,
    });
    expect(series).toHaveLength(30);
    expect(await performance(api(), session, 'week')).toMatchObject({
      period: 'week',
      completed_deliveries: 2,
      completed_value: 27_500,
      earnings: 27_500,
      earnings_count: 2,
    });
  });

  it.each([
    ['week', 7],
    ['month', 30],
    ['quarter', 90],
    ['year', 365],
  ] as const)('%s: one entry per Lagos day of %i, ending today, whose sums are the totals', async (period, days) => {
    const session = await signIn(api());
    const figures = await performance(api(), session, period);
    expect(figures.series).toHaveLength(days);
    expect(figures.series.at(-1)?.date).toBe(lagosDay(Date.now()));
    expect(figures.series[0]?.date).toBe(lagosDay(Date.now() - (days - 1) * DAY));
    // Consecutive days, oldest first.
    const starts = figures.series.map((day) => Date.parse(`${day.date}T00:00:00Z`));
    expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual(Array(days - 1).fill(DAY));
    const earned = figures.series.reduce((total, day) => total + kobo(day.earnings), 0);
    expect(earned).toBe(kobo(figures.earnings));
    expect(figures.series.reduce((total, day) => total + day.deliveries, 0)).toBe(figures.completed_deliveries);
  });

  it('puts each completed earning and each delivered delivery on its day, other days at 0', async () => {
    const session = await signIn(api());
    const { series } = await performance(api(), session, 'week');
    const day = (hoursAgo: number) => series.find((d) => d.date === lagosDay(Date.now() - hoursAgo * HOUR));
    expect(day(72)?.earnings).toBe(18_000);
    expect(day(96)?.earnings).toBe(9_500);
    expect(day(68)?.deliveries).toBeGreaterThanOrEqual(1);
    expect(day(92)?.deliveries).toBeGreaterThanOrEqual(1);
    expect(series.filter((d) => d.earnings > 0)).toHaveLength(2);
    expect(series.reduce((total, d) => total + d.deliveries, 0)).toBe(2);
    expect(series.every((d) => d.earnings >= 0 && d.deliveries >= 0)).toBe(true);
  });

  it('counts a delivery delivered now on today, with its earning (not the fee), in every figure', async () => {
    const session = await signIn(api());
    const before = await performance(api(), session, 'week');
    // In transit, created 30 hours ago and due in 2, ₦12,000: delivered now, it is on time.
    await deliverNow(api(), session, SEEDED.inTransit);
    const after = await performance(api(), session, 'week');
    expect(after.series.at(-1)).toEqual({
      date: lagosDay(Date.now()),
      earnings: (before.series.at(-1)?.earnings ?? 0) + 12_000,
      deliveries: (before.series.at(-1)?.deliveries ?? 0) + 1,
    });
    expect(after).toMatchObject({
      completed_deliveries: 3,
      completed_value: 39_500,
      earnings: before.earnings + 12_000,
      earnings_count: before.earnings_count + 1,
    });
    expect(await performance(api(), session, 'year')).toMatchObject({
      completed_deliveries: 3,
      on_time_rate: 1,
      average_delivery_hours: 12.7,
      earnings: 62_000,
    });
  });

  it('lowers the rating with rejections', async () => {
    const session = await signIn(api());
    for (const id of ['dlv_0001', 'dlv_0002']) {
      ok(await api().call(`/api/deliveries/${id}/reject`, as(session, { body: { reason: 'No rider free' } })));
    }
    // 3 of 11 decided rejected: 5 × (0.7 + 0.3 × 8/11) = 4.59…
    expect((await performance(api(), session)).rating).toBe(4.6);
  });

  it('is zero for a partner with no deliveries, and refuses an unknown period', async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    const { series, ...year } = await performance(api(), chidi, 'year');
    expect(year).toEqual({
      period: 'year',
      completed_deliveries: 0,
      completed_value: 0,
      on_time_rate: 0,
      average_delivery_hours: 0,
      earnings: 0,
      earnings_count: 0,
      rating: 0,
    });
    expect(series).toHaveLength(365);
    expect(series.every((day) => day.earnings === 0 && day.deliveries === 0)).toBe(true);
    expect(outcome(await api().call('/api/statistics/performance?period=all', as(chidi)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });
});
