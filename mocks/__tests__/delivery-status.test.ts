import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptDelivery,
  cancelDelivery,
  getDelivery,
  getDeliveryTracking,
  listDeliveries,
  rejectDelivery,
  updateDeliveryStatus,
} from '@/api/deliveries';
import { listTransactions, getWallet } from '@/api/wallet';
import { statusNotes } from '../constants';
import { DEMO_RIDERS } from '../seed';
import { deliverWithProof, expectFailure, raw, signInDemo } from './helpers';
import { ACCEPTED, DELIVERED, IN_TRANSIT, PENDING, PICKED_UP } from './deliveries-fixtures';
import { updateTracking } from '@/api/delivery-writes';

describe('deliveries: status changes', () => {
  beforeEach(signInDemo);

  it('accepts a pending delivery and records the event', async () => {
    const accepted = await acceptDelivery(PENDING);
    expect(accepted).toMatchObject({ id: PENDING, status: 'accepted' });
    const tracking = await getDeliveryTracking(PENDING);
    expect(tracking.events.map((e) => e.status)).toEqual(['pending', 'accepted']);
    expect(tracking.events.at(-1)?.note).toBe(statusNotes.accepted);
    // Accepting does not move the parcel: the location stays where it was.
    expect(tracking.currentLocation).toEqual(tracking.events[0]?.location);
    expect(tracking.currentLocation?.address).toBe('12 Admiralty Way, Lekki Phase 1');
    expect((await getDelivery(PENDING)).status).toBe('accepted');
  });

  it('keeps an accept note in the event', async () => {
    await acceptDelivery(PENDING, { note: 'Rider Musa on the way' });
    expect((await getDeliveryTracking(PENDING)).events.at(-1)?.note).toBe('Rider Musa on the way');
  });

  it('refuses to accept a delivery that is not pending (409)', async () => {
    await expectFailure(acceptDelivery(DELIVERED), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot accept a delivery that is delivered',
    });
    await acceptDelivery(PENDING);
    await expectFailure(acceptDelivery(PENDING), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot accept a delivery that is accepted',
    });
    expect((await getDelivery(DELIVERED)).status).toBe('delivered');
  });

  it('rejects a pending delivery, keeping the reason in the event note', async () => {
    const rejected = await rejectDelivery(PENDING, 'No rider free in Lekki today');
    expect(rejected.status).toBe('rejected');
    const last = (await getDeliveryTracking(PENDING)).events.at(-1);
    expect(last).toMatchObject({ status: 'rejected', note: 'No rider free in Lekki today' });
  });

  it('refuses to reject a delivery that is not pending, or without a reason', async () => {
    await expectFailure(rejectDelivery(ACCEPTED), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot reject a delivery that is accepted',
    });
    const blank = await raw(`/api/deliveries/${PENDING}/reject`, { method: 'POST', body: { reason: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.code).toBe('VALIDATION_ERROR');
    expect((await getDelivery(PENDING)).status).toBe('pending');
  });

  it('walks accept → picked-up → in-transit → delivered', async () => {
    expect((await acceptDelivery(PENDING, { riderId: DEMO_RIDERS.available })).status).toBe('accepted');
    expect((await updateDeliveryStatus(PENDING, 'picked-up')).status).toBe('picked-up');
    expect((await updateDeliveryStatus(PENDING, 'in-transit')).status).toBe('in-transit');
    expect((await deliverWithProof(PENDING)).status).toBe('delivered');

    const tracking = await getDeliveryTracking(PENDING);
    expect(tracking.status).toBe('delivered');
    expect(tracking.events.map((e) => [e.status, e.note])).toEqual([
      ['pending', statusNotes.pending],
      ['accepted', statusNotes.accepted],
      ['accepted', 'Assigned to Sade Ogunleye'],
      ['picked-up', statusNotes['picked-up']],
      ['in-transit', statusNotes['in-transit']],
      ['delivered', `${statusNotes.delivered}: Tolu Adebayo`],
    ]);
    const page = await listDeliveries();
    expect(page.counts).toMatchObject({ pending: 2, delivered: 3 });
  });

  it('refuses a status update that skips a step or goes back', async () => {
    await expectFailure(updateDeliveryStatus(ACCEPTED, 'delivered'), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot mark a delivery as delivered while it is accepted; it must be in-transit first',
    });
    await expectFailure(updateDeliveryStatus(IN_TRANSIT, 'picked-up'), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    await expectFailure(updateDeliveryStatus(PENDING, 'picked-up'), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect((await getDelivery(ACCEPTED)).status).toBe('accepted');
  });

  it('refuses statuses PUT /status may not set, and a missing timestamp', async () => {
    const accepting = await raw(`/api/deliveries/${PENDING}/status`, {
      method: 'PUT',
      body: { status: 'accepted', timestamp: new Date().toISOString() },
    });
    expect(accepting.status).toBe(400);
    expect(accepting.json.code).toBe('VALIDATION_ERROR');
    const noTime = await raw(`/api/deliveries/${ACCEPTED}/status`, { method: 'PUT', body: { status: 'picked-up' } });
    expect(noTime.status).toBe(400);
    expect((await getDelivery(ACCEPTED)).status).toBe('accepted');
  });

  it('pays the partner when a delivery is delivered: the price as earning, less the 10% fee', async () => {
    const before = (await getWallet()).balance;
    const delivered = await deliverWithProof(IN_TRANSIT);
    expect((await getWallet()).balance).toBe(before + delivered.price * 0.9);
    const [fee, earning] = (await listTransactions({ limit: 2 })).items;
    expect(earning).toMatchObject({ type: 'credit', category: 'earning', amount: 12_000, status: 'completed' });
    expect(fee).toMatchObject({ type: 'debit', category: 'fee', amount: 1_200, status: 'completed' });
  });

  it('cancels a pending or accepted delivery with a reason', async () => {
    expect((await cancelDelivery(PENDING, 'Customer changed their mind')).status).toBe('cancelled');
    expect((await cancelDelivery(ACCEPTED, 'Duplicate order')).status).toBe('cancelled');
    const last = (await getDeliveryTracking(ACCEPTED)).events.at(-1);
    expect(last?.status).toBe('cancelled');
    expect(last?.note).toContain('Duplicate order');
  });

  it('refuses to cancel once picked up, or without a reason', async () => {
    await expectFailure(cancelDelivery(PICKED_UP, 'Too late'), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot cancel a delivery that is picked-up',
    });
    const noReason = await raw(`/api/deliveries/${PENDING}/cancel`, { method: 'POST', body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.json.code).toBe('VALIDATION_ERROR');
    expect((await getDelivery(PENDING)).status).toBe('pending');
  });
});

describe('deliveries: POST /api/tracking/:id/update', () => {
  beforeEach(signInDemo);

  it('adds a location event to a delivery on the road and returns the tracking', async () => {
    const before = await getDeliveryTracking(IN_TRANSIT);
    const tracking = await updateTracking(IN_TRANSIT, {
      coordinates: { lat: 11.99, lng: 8.53 },
      address: 'Kofar Nassarawa',
      note: 'Stuck in traffic',
    });
    expect(tracking.status).toBe('in-transit');
    expect(tracking.events).toHaveLength(before.events.length + 1);
    expect(tracking.events.at(-1)).toMatchObject({ status: 'in-transit', note: 'Stuck in traffic' });
    expect(tracking.currentLocation).toEqual({ address: 'Kofar Nassarawa', coordinates: { lat: 11.99, lng: 8.53 } });
    expect((await getDelivery(IN_TRANSIT)).status).toBe('in-transit');

    const pickedUp = await updateTracking(PICKED_UP, { coordinates: { lat: 6.47, lng: 3.21 } });
    expect(pickedUp.currentLocation).toEqual({ coordinates: { lat: 6.47, lng: 3.21 } });
  });

  it('refuses a location update for a delivery that is not on the road (409) or bad coordinates (400)', async () => {
    await expectFailure(updateTracking(PENDING, { coordinates: { lat: 6.4, lng: 3.4 } }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot update the location of a delivery that is pending',
    });
    await expectFailure(updateTracking(DELIVERED, { coordinates: { lat: 6.4, lng: 3.4 } }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    const bad = await raw(`/api/tracking/${IN_TRANSIT}/update`, {
      method: 'POST',
      body: { coordinates: { lat: 123, lng: 3 } },
    });
    expect(bad.status).toBe(400);
    await expectFailure(updateTracking('dlv_nope', { coordinates: { lat: 6.4, lng: 3.4 } }), {
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('takes an address alone; refuses an update with neither an address nor coordinates, changing nothing', async () => {
    const byAddress = await updateTracking(IN_TRANSIT, { address: 'Third Mainland Bridge' });
    expect(byAddress.currentLocation).toEqual({ address: 'Third Mainland Bridge' });
    expect(byAddress.events.at(-1)).toMatchObject({
      note: 'Location updated',
      location: { address: 'Third Mainland Bridge' },
    });

    const before = (await getDeliveryTracking(IN_TRANSIT)).events.length;
    for (const body of [{}, { address: '   ' }, { note: 'Somewhere' }]) {
      const refused = await raw(`/api/tracking/${IN_TRANSIT}/update`, { method: 'POST', body });
      expect(refused.status).toBe(400);
    }
    const tooLong = await raw(`/api/tracking/${IN_TRANSIT}/update`, {
      method: 'POST',
      body: { address: 'x'.repeat(301) },
    });
    expect(tooLong.status).toBe(400);
    expect((await getDeliveryTracking(IN_TRANSIT)).events).toHaveLength(before);
  });

  it('records where each step happened: picked up at the pickup, on the road where last seen, delivered at the drop-off', async () => {
    const delivery = await getDelivery(ACCEPTED);
    await updateDeliveryStatus(ACCEPTED, 'picked-up');
    expect((await getDeliveryTracking(ACCEPTED)).currentLocation?.address).toBe(delivery.from.address);
    await updateDeliveryStatus(ACCEPTED, 'in-transit');
    await updateTracking(ACCEPTED, { address: 'Ozumba Mbadiwe Avenue', note: 'Past the toll gate' });
    await deliverWithProof(ACCEPTED);
    const tracking = await getDeliveryTracking(ACCEPTED);
    expect(tracking.events.slice(-4).map((e) => [e.status, e.location?.address])).toEqual([
      ['picked-up', delivery.from.address],
      ['in-transit', delivery.from.address],
      ['in-transit', 'Ozumba Mbadiwe Avenue'],
      ['delivered', delivery.to.address],
    ]);
    expect(tracking.currentLocation?.address).toBe(delivery.to.address);
  });
});
