import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAttention } from '@/api/delivery-attention';
import { acceptDelivery, updateDeliveryStatus } from '@/api/deliveries';
import { getDeliveryStatistics } from '@/api/statistics';
import { db } from '../db';
import { DEMO_USER_ID } from '../seed';
import { createRider } from '@/api/riders';
import { newDeliveryDue } from './deliveries-fixtures';
import { raw, signInDemo, signInNewPartner, deliverWithProof } from './helpers';
import { createDelivery, updateTracking } from '@/api/delivery-writes';

/*
 * GET /api/deliveries/attention (issue 15): pending for over 30 minutes, past the ETA and not
 * delivered, picked up or in transit with no location for 2 hours — the longest waiting first.
 * The clock is faked (Date only: the mock's timers run as usual) to walk through each rule.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = Date.parse('2026-11-25T09:00:00.000Z');

const order = newDeliveryDue;

const at = (ms: number) => vi.setSystemTime(ms);
const reasonsOf = async (id: string) =>
  (await listAttention({ limit: 100 })).items.find((item) => item.delivery.id === id)?.reasons ?? [];

describe('GET /api/deliveries/attention', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(start);
    // A new partner: only the deliveries each test makes.
    await signInNewPartner();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flags a request still pending 30 minutes after it came in, until it is accepted', async () => {
    const delivery = await createDelivery(order(start + 5 * HOUR));
    at(start + 30 * MINUTE - 1);
    expect((await listAttention()).total).toBe(0);
    at(start + 30 * MINUTE);
    expect(await reasonsOf(delivery.id)).toEqual([
      { reason: 'pending-too-long', since: new Date(start + 30 * MINUTE).toISOString() },
    ]);
    expect((await getDeliveryStatistics()).needsAttention).toBe(1);
    await acceptDelivery(delivery.id);
    expect(await listAttention()).toMatchObject({ total: 0, items: [] });
    expect((await getDeliveryStatistics()).needsAttention).toBe(0);
  });

  it('flags a delivery past its ETA until it is delivered, and one on the road without a location for 2 hours', async () => {
    const eta = start + 90 * MINUTE;
    const delivery = await createDelivery(order(eta));
    const rider = await createRider({ name: 'Musa Bello', phone: '0803 555 0199', vehicle: 'bike' });
    await acceptDelivery(delivery.id, { riderId: rider.id });
    at(start + 10 * MINUTE);
    await updateDeliveryStatus(delivery.id, 'picked-up');
    at(start + 20 * MINUTE);
    // Starting the delivery says nothing new about where the parcel is: the clock runs from the pickup.
    await updateDeliveryStatus(delivery.id, 'in-transit');

    at(eta);
    expect(await reasonsOf(delivery.id)).toEqual([{ reason: 'eta-passed', since: new Date(eta).toISOString() }]);

    const silentSince = start + 10 * MINUTE + 2 * HOUR;
    at(silentSince);
    expect(await reasonsOf(delivery.id)).toEqual([
      { reason: 'eta-passed', since: new Date(eta).toISOString() },
      { reason: 'no-location', since: new Date(silentSince).toISOString() },
    ]);

    // A location report restarts the 2 hours; the ETA stays passed.
    await updateTracking(delivery.id, { address: 'Third Mainland Bridge' });
    expect(await reasonsOf(delivery.id)).toEqual([{ reason: 'eta-passed', since: new Date(eta).toISOString() }]);
    at(silentSince + 2 * HOUR);
    expect((await reasonsOf(delivery.id)).map((flag) => flag.reason)).toEqual(['eta-passed', 'no-location']);

    await deliverWithProof(delivery.id);
    expect((await listAttention()).total).toBe(0);
  });

  it('puts the longest waiting first, counts each reason and pages', async () => {
    const late = await createDelivery(order(start + 10 * MINUTE)); // ETA passed at +10 min
    at(start + 5 * MINUTE);
    const waiting = await createDelivery(order(start + 10 * HOUR)); // pending too long from +35 min
    at(start + 20 * MINUTE);
    const fresh = await createDelivery(order(start + 10 * HOUR)); // pending too long from +50 min
    at(start + 2 * HOUR);

    const all = await listAttention();
    expect(all.items.map((item) => item.delivery.id)).toEqual([late.id, waiting.id, fresh.id]);
    // `late` is pending too: both of its reasons, its earliest decides its place.
    expect(all.items[0]!.reasons.map((flag) => flag.reason)).toEqual(['pending-too-long', 'eta-passed']);
    expect(all.counts).toEqual({
      'pending-too-long': 3,
      'eta-passed': 1,
      'no-location': 0,
      'failed-attempt': 0,
      'short-collection': 0,
    });
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20 });

    const second = await listAttention({ page: 2, limit: 2 });
    expect(second.items.map((item) => item.delivery.id)).toEqual([fresh.id]);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
  });

  it("shows only the signed-in partner's deliveries", async () => {
    await createDelivery(order(start - HOUR));
    await signInDemo();
    const demo = await listAttention({ limit: 100 });
    expect(
      demo.items.every(
        (item) => db.state.deliveries.find((d) => d.id === item.delivery.id)?.partnerId === DEMO_USER_ID,
      ),
    ).toBe(true);
    expect((await getDeliveryStatistics()).needsAttention).toBe(demo.total);
  });

  it('refuses bad paging with 400 and a missing session with 401', async () => {
    expect((await raw('/api/deliveries/attention?limit=500')).status).toBe(400);
    expect((await raw('/api/deliveries/attention?page=0')).status).toBe(400);
    expect((await raw('/api/deliveries/attention', { token: null })).status).toBe(401);
  });
});
