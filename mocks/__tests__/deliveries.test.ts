import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptDelivery,
  cancelDelivery,
  createDeliveries,
  createDelivery,
  getDelivery,
  getDeliveryTracking,
  listDeliveries,
  rejectDelivery,
  updateDeliveryStatus,
  updateTracking,
} from '@/api/deliveries';
import { maxDeliveriesPerBatch, snakeizeKeys, type CreateDeliveryRequest, type DeliveryStatus } from '@/api/schemas';
import { listTransactions, getWallet } from '@/api/wallet';
import { db } from '../db';
import { statusNotes } from '../constants';
import { trackingNumber } from '../format';
import { expectFailure, raw, signInDemo, signInNewPartner } from './helpers';

// Seed ids (mocks/seed.ts): dlv_0001 pending (newest), dlv_0004 accepted, dlv_0006 picked-up,
// dlv_0007 in-transit, dlv_0009 delivered, dlv_0011 rejected, dlv_0012 cancelled.
const PENDING = 'dlv_0001';
const ACCEPTED = 'dlv_0004';
const PICKED_UP = 'dlv_0006';
const IN_TRANSIT = 'dlv_0007';
const DELIVERED = 'dlv_0009';
const REJECTED = 'dlv_0011';

const seedCounts: Record<DeliveryStatus, number> = {
  pending: 3,
  accepted: 2,
  'picked-up': 1,
  'in-transit': 2,
  delivered: 2,
  rejected: 1,
  cancelled: 1,
};
const zeroCounts: Record<DeliveryStatus, number> = {
  pending: 0,
  accepted: 0,
  'picked-up': 0,
  'in-transit': 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
};

const newDelivery: CreateDeliveryRequest = {
  customer: { name: 'Bisi Ade', email: 'bisi@example.com', phone: '+234 803 000 0000' },
  from: { address: '1 Marina', city: 'Lagos', coordinates: { lat: 6.45, lng: 3.39 } },
  to: { address: '9 Bode Thomas Street, Surulere', city: 'Lagos' },
  description: 'Birthday gift hamper',
  items: ['Hamper'],
  price: 4200,
  priority: 'medium',
  estimatedDelivery: new Date(Date.now() + 6 * 3_600_000).toISOString(),
};

describe('deliveries', () => {
  beforeEach(async () => {
    await signInDemo();
  });

  describe('GET /api/deliveries', () => {
    it("lists the partner's deliveries newest first with totals and per-status counts", async () => {
      const page = await listDeliveries();
      expect(page).toMatchObject({ total: 12, page: 1, limit: 20, counts: seedCounts });
      expect(page.items).toHaveLength(12);
      expect(page.items[0]?.id).toBe(PENDING);
      const created = page.items.map((d) => Date.parse(d.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('filters by status while the counts still cover every status', async () => {
      const page = await listDeliveries({ status: 'pending' });
      expect(page.total).toBe(3);
      expect(page.items.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
      expect(page.counts).toEqual(seedCounts);
    });

    it('searches tracking number, customer name and description, case-insensitively', async () => {
      const byName = await listDeliveries({ search: 'BAKARE' });
      expect(byName.items.map((d) => d.customer.name)).toEqual(['Tunde Bakare']);
      expect(byName.counts).toEqual({ ...zeroCounts, pending: 1 });

      const byDescription = await listDeliveries({ search: 'fragile' });
      expect(byDescription.items.map((d) => d.id)).toEqual([IN_TRANSIT]);

      const delivered = await getDelivery(DELIVERED);
      const byTracking = await listDeliveries({ search: delivered.trackingNumber.toLowerCase() });
      expect(byTracking.items.map((d) => d.id)).toEqual([DELIVERED]);

      const none = await listDeliveries({ search: 'no such parcel' });
      expect(none).toMatchObject({ items: [], total: 0, counts: zeroCounts });
    });

    it('combines search and status: counts follow the search, items both', async () => {
      const page = await listDeliveries({ search: 'delivery', status: 'rejected' });
      expect(page.items.map((d) => d.id)).toEqual([REJECTED]);
      expect(page.counts).toEqual({ ...zeroCounts, rejected: 1 });
    });

    it('pages through the list without gaps or repeats', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((n) => listDeliveries({ page: n, limit: 5 })));
      expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2, 0]);
      expect(pages.every((p) => p.total === 12 && p.limit === 5)).toBe(true);
      expect(pages[2]?.page).toBe(3);
      const ids = pages.flatMap((p) => p.items.map((d) => d.id));
      const all = await listDeliveries();
      expect(ids).toEqual(all.items.map((d) => d.id));
    });

    it('refuses a query outside the contract', async () => {
      for (const query of ['limit=0', 'limit=101', 'page=-1', 'status=lost']) {
        const { status, json } = await raw(`/api/deliveries?${query}`);
        expect({ query, status, code: json.code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
      }
    });

    it('answers 401 without a token', async () => {
      const { status, json } = await raw('/api/deliveries', { token: null });
      expect(status).toBe(401);
      expect(json).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });
  });

  describe('GET /api/deliveries/:id and /tracking', () => {
    it('returns one delivery, and 404 for an unknown id', async () => {
      const delivery = await getDelivery(IN_TRANSIT);
      expect(delivery).toMatchObject({
        id: IN_TRANSIT,
        status: 'in-transit',
        customer: { name: 'Zainab Bello' },
        priority: 'high',
      });
      await expectFailure(getDelivery('dlv_nope'), { status: 404, code: 'NOT_FOUND', message: 'Delivery not found' });
    });

    it("returns the tracking history oldest first with the last event's location as the current one", async () => {
      const tracking = await getDeliveryTracking(IN_TRANSIT);
      expect(tracking.deliveryId).toBe(IN_TRANSIT);
      expect(tracking.status).toBe('in-transit');
      expect(tracking.events.map((e) => e.status)).toEqual(['pending', 'accepted', 'picked-up', 'in-transit']);
      const times = tracking.events.map((e) => Date.parse(e.timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(tracking.currentLocation).toEqual(tracking.events.at(-1)?.location);
      expect(tracking.currentLocation?.address).toBe('Zoo Road, Tarauni');
      await expectFailure(getDeliveryTracking('dlv_nope'), { status: 404, code: 'NOT_FOUND' });
    });
  });

  describe('POST /api/deliveries', () => {
    it('creates a pending delivery with the next tracking number and a first event', async () => {
      const { status, json } = await raw('/api/deliveries', { method: 'POST', body: snakeizeKeys(newDelivery) });
      expect(status).toBe(201);
      const data = json.data as { id: string; tracking_number: string; status: string };
      expect(data).toMatchObject({ status: 'pending', tracking_number: trackingNumber(13) });

      const second = await createDelivery(newDelivery);
      expect(second.trackingNumber).toBe(trackingNumber(14));
      expect(second).toMatchObject({
        status: 'pending',
        price: 4200,
        items: ['Hamper'],
        customer: newDelivery.customer,
      });

      const tracking = await getDeliveryTracking(second.id);
      expect(tracking.events).toHaveLength(1);
      expect(tracking.events[0]).toMatchObject({ status: 'pending', note: statusNotes.pending });
      expect(tracking.currentLocation).toEqual({ address: '1 Marina', coordinates: { lat: 6.45, lng: 3.39 } });

      const page = await listDeliveries();
      expect(page.total).toBe(14);
      expect(page.items[0]?.id).toBe(second.id);
      expect(page.counts.pending).toBe(5);

      // Accepting does not move the parcel: the first event's location stays current.
      await acceptDelivery(second.id);
      expect((await getDeliveryTracking(second.id)).currentLocation).toEqual({
        address: '1 Marina',
        coordinates: { lat: 6.45, lng: 3.39 },
      });
    });

    it('refuses a delivery without items or with a zero price', async () => {
      for (const body of [
        { ...newDelivery, items: [] },
        { ...newDelivery, price: 0 },
      ]) {
        const { status, json } = await raw('/api/deliveries', { method: 'POST', body });
        expect(status).toBe(400);
        expect(json.code).toBe('VALIDATION_ERROR');
      }
      expect((await listDeliveries()).total).toBe(12);
    });
  });

  describe('POST /api/deliveries/batch', () => {
    const named = (name: string): CreateDeliveryRequest => ({
      ...newDelivery,
      customer: { ...newDelivery.customer, name },
    });

    it('creates every delivery of the body, in its order, with consecutive tracking numbers and a first event each', async () => {
      const created = await createDeliveries([named('First'), named('Second'), named('Third')]);
      expect(created.deliveries.map((d) => [d.customer.name, d.trackingNumber, d.status])).toEqual([
        ['First', trackingNumber(13), 'pending'],
        ['Second', trackingNumber(14), 'pending'],
        ['Third', trackingNumber(15), 'pending'],
      ]);
      for (const delivery of created.deliveries) {
        const tracking = await getDeliveryTracking(delivery.id);
        expect(tracking.events.map((e) => [e.status, e.note])).toEqual([['pending', statusNotes.pending]]);
        expect(tracking.currentLocation?.address).toBe('1 Marina');
      }
      const page = await listDeliveries();
      expect(page.total).toBe(15);
      expect(page.counts.pending).toBe(seedCounts.pending + 3);
      // One after another would give the same: the next single create goes on from there.
      expect((await createDelivery(newDelivery)).trackingNumber).toBe(trackingNumber(16));
    });

    it(`takes 1 to ${maxDeliveriesPerBatch} at once: all of them or none`, async () => {
      const full = Array.from({ length: maxDeliveriesPerBatch }, (_, index) => named(`Customer ${index + 1}`));
      expect((await createDeliveries(full)).deliveries).toHaveLength(maxDeliveriesPerBatch);
      const before = JSON.stringify(db.state);

      const refusals = [
        { deliveries: [] },
        { deliveries: snakeizeKeys([...full, newDelivery]) },
        // One bad delivery refuses the whole body, and the 400 says which one.
        { deliveries: snakeizeKeys([newDelivery, newDelivery, { ...newDelivery, price: 0 }]) },
        { deliveries: snakeizeKeys(newDelivery) },
        snakeizeKeys([newDelivery]),
      ];
      const answers = [];
      for (const body of refusals) answers.push(await raw('/api/deliveries/batch', { method: 'POST', body }));
      expect(answers.map(({ status, json }) => [status, json.code])).toEqual(
        refusals.map(() => [400, 'VALIDATION_ERROR']),
      );
      expect(answers[2]?.json.message).toMatch(/^deliveries\.2\.price: /);
      expect(JSON.stringify(db.state)).toBe(before);

      const { status, json } = await raw('/api/deliveries/batch', {
        method: 'POST',
        body: { deliveries: [snakeizeKeys(newDelivery)] },
        token: null,
      });
      expect([status, json.code]).toEqual([401, 'UNAUTHORIZED']);
      expect(JSON.stringify(db.state)).toBe(before);
    });
  });

  describe('status changes', () => {
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
      await acceptDelivery(PENDING, 'Rider Musa on the way');
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
      expect((await acceptDelivery(PENDING)).status).toBe('accepted');
      expect((await updateDeliveryStatus(PENDING, 'picked-up')).status).toBe('picked-up');
      expect((await updateDeliveryStatus(PENDING, 'in-transit')).status).toBe('in-transit');
      expect((await updateDeliveryStatus(PENDING, 'delivered')).status).toBe('delivered');

      const tracking = await getDeliveryTracking(PENDING);
      expect(tracking.status).toBe('delivered');
      expect(tracking.events.map((e) => [e.status, e.note])).toEqual([
        ['pending', statusNotes.pending],
        ['accepted', statusNotes.accepted],
        ['picked-up', statusNotes['picked-up']],
        ['in-transit', statusNotes['in-transit']],
        ['delivered', statusNotes.delivered],
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
      const delivered = await updateDeliveryStatus(IN_TRANSIT, 'delivered');
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

  describe('POST /api/tracking/:id/update', () => {
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
      await updateDeliveryStatus(ACCEPTED, 'delivered');
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
});

describe('deliveries are per partner', () => {
  it("a new partner sees none of the demo partner's deliveries and cannot touch them", async () => {
    await signInNewPartner();
    const page = await listDeliveries();
    expect(page).toMatchObject({ items: [], total: 0, counts: zeroCounts });
    await expectFailure(getDelivery(PENDING), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(getDeliveryTracking(PENDING), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(acceptDelivery(PENDING), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(cancelDelivery(PENDING, 'not mine'), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(updateTracking(IN_TRANSIT, { coordinates: { lat: 1, lng: 1 } }), {
      status: 404,
      code: 'NOT_FOUND',
    });

    const own = await createDelivery(newDelivery);
    expect(own.trackingNumber).toBe(trackingNumber(13));
    expect((await listDeliveries()).items.map((d) => d.id)).toEqual([own.id]);

    await signInDemo();
    expect((await getDelivery(PENDING)).status).toBe('pending');
    await expectFailure(getDelivery(own.id), { status: 404, code: 'NOT_FOUND' });
    expect((await listDeliveries()).total).toBe(12);
  });
});
