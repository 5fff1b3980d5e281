import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDelivery, cancelDelivery, getDelivery, getDeliveryTracking, listDeliveries } from '@/api/deliveries';
import { snakeizeKeys, type CreateDeliveryRequest } from '@/api/schemas';
import { maxDeliveriesPerBatch } from '@/api/schemas/delivery-writes';
import { db } from '../db';
import { statusNotes } from '../constants';
import { trackingNumber } from '../format';
import { expectFailure, raw, signInDemo, signInNewPartner } from './helpers';
import { DELIVERED, IN_TRANSIT, newDelivery, PENDING, REJECTED, seedCounts, zeroCounts } from './deliveries-fixtures';
import { createDeliveries, createDelivery, updateTracking } from '@/api/delivery-writes';

describe('deliveries: GET /api/deliveries', () => {
  beforeEach(signInDemo);

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

describe('deliveries: GET /api/deliveries/:id and /tracking', () => {
  beforeEach(signInDemo);

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
    // Picked up at its pickup, and no location reported since.
    expect(tracking.currentLocation?.address).toBe('Sabon Gari Market');
    await expectFailure(getDeliveryTracking('dlv_nope'), { status: 404, code: 'NOT_FOUND' });
  });
});

describe('deliveries: POST /api/deliveries', () => {
  beforeEach(signInDemo);

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

describe('deliveries: POST /api/deliveries/batch', () => {
  beforeEach(signInDemo);

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
