import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDelivery, rejectDelivery, updateDeliveryStatus } from '@/api/deliveries';
import { getDeliveryStatistics, getPerformance } from '@/api/statistics';
import { raw, signInDemo, signInNewPartner } from './helpers';

describe('GET /api/statistics/deliveries', () => {
  beforeEach(async () => {
    await signInDemo();
  });

  it("counts the partner's deliveries by stage", async () => {
    // Seed: 3 pending, 2 accepted + 1 picked-up + 2 in-transit, 2 delivered, 1 rejected, 1 cancelled.
    expect(await getDeliveryStatistics()).toEqual({
      total: 12,
      completed: 2,
      inProgress: 5,
      pending: 3,
      rejected: 1,
      cancelled: 1,
    });
  });

  it('follows status changes at once', async () => {
    await acceptDelivery('dlv_0001');
    expect(await getDeliveryStatistics()).toMatchObject({ pending: 2, inProgress: 6 });
    await rejectDelivery('dlv_0002');
    expect(await getDeliveryStatistics()).toMatchObject({ pending: 1, rejected: 2 });
    await updateDeliveryStatus('dlv_0007', 'delivered');
    expect(await getDeliveryStatistics()).toEqual({
      total: 12,
      completed: 3,
      inProgress: 5,
      pending: 1,
      rejected: 2,
      cancelled: 1,
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
    });
  });

  it('requires a signed-in partner', async () => {
    expect((await raw('/api/statistics/deliveries', { token: null })).status).toBe(401);
  });
});

describe('GET /api/statistics/performance', () => {
  beforeEach(async () => {
    await signInDemo();
  });

  // Seed: two deliveries delivered on time, 4 hours after creation; 1 of the 9 decided deliveries rejected;
  // completed earnings 50,000 in the last 30 days, 27,500 in the last 7.
  it('computes the month by default', async () => {
    expect(await getPerformance()).toEqual({
      period: 'month',
      completedDeliveries: 2,
      onTimeRate: 1,
      averageDeliveryHours: 4,
      earnings: 50_000,
      rating: 4.8,
    });
  });

  it('narrows to the week', async () => {
    expect(await getPerformance({ period: 'week' })).toMatchObject({
      period: 'week',
      completedDeliveries: 2,
      earnings: 27_500,
    });
  });

  it('counts a delivery as soon as it is delivered', async () => {
    // dlv_0007 was created 30 hours ago and is due in 2: delivered now, it is on time.
    await updateDeliveryStatus('dlv_0007', 'delivered');
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
    expect(await getPerformance({ period: 'year' })).toEqual({
      period: 'year',
      completedDeliveries: 0,
      onTimeRate: 0,
      averageDeliveryHours: 0,
      earnings: 0,
      rating: 0,
    });
  });

  it('refuses an unknown period', async () => {
    const { status, json } = await raw('/api/statistics/performance?period=all');
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });
});
