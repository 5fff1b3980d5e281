import { expect, it } from 'vitest';
import { deliveryStatuses } from '@/api/schemas';
import { trackingCodePattern } from '@/api/schemas/public-tracking';
import { lagosDay } from '../../domain/calendar';
import {
  codeOf,
  detail,
  list,
  newDelivery,
  ok,
  readable,
  RIDERS,
  SEEDED,
  seedCounts,
  sequenceOf,
  type WireDelivery,
  type WirePage,
} from '../support/deliveries';
import { as, onEveryStore, outcome, refusalOf, signIn } from '../support/suite';

/* The deliveries' reads and creation, on every store (docs/api-contract.md, Deliveries). */

const priorityRank = { low: 0, medium: 1, high: 2 } as const;
const sortValue = {
  createdAt: (d: WireDelivery) => Date.parse(d.created_at),
  estimatedDelivery: (d: WireDelivery) => Date.parse(d.estimated_delivery),
  price: (d: WireDelivery) => d.price,
  priority: (d: WireDelivery) => priorityRank[d.priority],
  status: (d: WireDelivery) => deliveryStatuses.indexOf(d.status as (typeof deliveryStatuses)[number]),
};
type SortKey = keyof typeof sortValue;
const ids = (page: WirePage) => page.items.map((d) => d.id);

onEveryStore('the deliveries list', (api) => {
  it('lists the partner’s twelve, newest first, with the counts per status', async () => {
    const session = await signIn(api());
    const page = await list(api(), session);
    expect(page).toMatchObject({ total: 12, page: 1, limit: 100, counts: seedCounts });
    expect(page.items[0]?.id).toBe(SEEDED.pending);
    expect(page.items.at(-1)?.id).toBe(SEEDED.cancelled);
    // Another partner sees none of them.
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(await list(api(), chidi)).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by every key, ties by id, `desc` exactly the reverse of `asc`', async () => {
    const session = await signIn(api());
    for (const key of Object.keys(sortValue) as SortKey[]) {
      const asc = await list(api(), session, `sort=${key}&order=asc`);
      const value = sortValue[key];
      const pairs = asc.items.slice(1).map((d, i) => [asc.items[i]!, d] as const);
      for (const [a, b] of pairs) {
        const ordered = value(a) < value(b) || (value(a) === value(b) && a.id < b.id);
        expect({ key, a: a.id, b: b.id, ordered }).toEqual({ key, a: a.id, b: b.id, ordered: true });
      }
      expect(ids(await list(api(), session, `sort=${key}&order=desc`))).toEqual(ids(asc).reverse());
    }
  });

  it('pages without repeating or skipping, ties included', async () => {
    const session = await signIn(api());
    const all = ids(await list(api(), session, 'sort=priority&order=desc'));
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = ok<WirePage>(
        await api().call(`/api/deliveries?sort=priority&order=desc&limit=5&page=${page}`, as(session)),
      );
      expect(reply).toMatchObject({ total: 12, page, limit: 5 });
      pages.push(...ids(reply));
    }
    expect(pages).toEqual(all);
  });

  it('filters by status, rider and unassigned, the counts over the rider’s', async () => {
    const session = await signIn(api());
    const pending = await list(api(), session, 'status=pending');
    expect(pending).toMatchObject({ total: 3, counts: seedCounts });
    expect(pending.items.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    const bola = await list(api(), session, `rider=${RIDERS.busy}`);
    expect(ids(bola)).toEqual([SEEDED.pickedUp]);
    expect(bola.counts).toMatchObject({ 'picked-up': 1, pending: 0 });
    const unassigned = await list(api(), session, 'rider=unassigned');
    expect(ids(unassigned).sort()).toEqual(['dlv_0001', 'dlv_0002', 'dlv_0003', 'dlv_0005', 'dlv_0011', 'dlv_0012']);
    expect(unassigned).toMatchObject({
      total: 6,
      counts: { pending: 3, accepted: 1, 'picked-up': 0, rejected: 1, cancelled: 1 },
    });
    expect(await list(api(), session, 'rider=unassigned&status=accepted')).toMatchObject({ total: 1 });
    // The counts follow the filter once a delivery changes hands.
    const body = { rider_id: RIDERS.busy };
    ok(await api().call(`/api/deliveries/${SEEDED.acceptedWithoutRider}/assign`, as(session, { body })));
    expect((await list(api(), session, `rider=${RIDERS.busy}`)).counts).toMatchObject({ 'picked-up': 1, accepted: 1 });
    expect((await list(api(), session, 'rider=unassigned')).counts).toMatchObject({ accepted: 0, pending: 3 });
    expect(ids(await list(api(), session, `rider=${RIDERS.busy}&status=accepted`))).toEqual([
      SEEDED.acceptedWithoutRider,
    ]);
  });

  it('searches every field, any case, a phone by its digits; wildcards are plain text', async () => {
    const session = await signIn(api());
    const chioma = await detail(api(), session, SEEDED.pending);
    const found = async (search: string) => ids(await list(api(), session, `search=${encodeURIComponent(search)}`));
    expect(await found(chioma.tracking_number)).toEqual([SEEDED.pending]);
    expect(await found('CHIOMA nwosu')).toEqual([SEEDED.pending]);
    for (const phone of ['08035550101', '0803 555 0101', '+234 803 555 0101', '2348035550101']) {
      expect({ phone, found: await found(phone) }).toEqual({ phone, found: [SEEDED.pending] });
    }
    expect(await found('insulin')).toEqual([SEEDED.pending]);
    const fields = {
      'e-mail': 'NWOSU@example.c',
      description: 'pharmacy restock',
      item: 'cold pack',
      'pickup address': 'Admiralty Way',
      'drop-off address': '5 awolowo road',
      'a search spaced around': '  Chioma Nwosu  ',
    };
    for (const [field, search] of Object.entries(fields))
      expect({ field, found: await found(search) }).toEqual({ field, found: [SEEDED.pending] });
    const kano = await list(api(), session, 'search=kano');
    expect(kano.items.every((d) => JSON.stringify(d).toLowerCase().includes('kano'))).toBe(true);
    expect(kano.total).toBeGreaterThan(0);
    for (const wildcard of ['%', '_', '\\', '%lagos%'])
      expect({ wildcard, found: await found(wildcard) }).toEqual({ wildcard, found: [] });
    // The counts cover the search, every status.
    const lagos = await list(api(), session, 'search=lagos&status=pending');
    const counted = Object.values(lagos.counts).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe((await list(api(), session, 'search=lagos')).total);
  });

  it('filters by Lagos days created, both included; refuses a day that does not exist or a range backwards', async () => {
    const session = await signIn(api());
    const created = ok<WireDelivery>(await api().call('/api/deliveries', as(session, { body: newDelivery() })), 201);
    const today = lagosDay(Date.now());
    const todays = await list(api(), session, `from=${today}&to=${today}`);
    expect(ids(todays)).toContain(created.id);
    expect(todays.total).toBe(Object.values(todays.counts).reduce((sum, n) => sum + n, 0));
    expect(await list(api(), session, 'from=2999-01-01')).toMatchObject({ total: 0, items: [] });
    const noSuchDay = await api().call('/api/deliveries?from=2026-02-30', as(session));
    expect(refusalOf(noSuchDay)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'from: That day does not exist',
    });
    const backwards = await api().call('/api/deliveries?from=2026-11-20&to=2026-11-19', as(session));
    expect(backwards.json.message).toBe('to: The last day must not be before the first');
  });
});

onEveryStore('a delivery', (api) => {
  it('shows its detail with its rider, and its tracking oldest first; another partner’s is a 404', async () => {
    const session = await signIn(api());
    const zainab = await detail(api(), session, SEEDED.inTransit);
    expect(zainab).toMatchObject({ status: 'in-transit', rider: { id: 'rdr_emeka', name: 'Emeka Okafor' } });
    expect(codeOf(zainab)).toMatch(trackingCodePattern);
    const tracking = ok<{ events: Array<{ status: string }>; current_location: unknown }>(
      await api().call(`/api/deliveries/${SEEDED.inTransit}/tracking`, as(session)),
    );
    expect(tracking.events.map((e) => e.status)).toEqual(['pending', 'accepted', 'picked-up', 'in-transit']);
    expect(tracking.current_location).toMatchObject({ address: 'Sabon Gari Market' });
    const chidi = await signIn(api(), 'chidi@riders.ng');
    for (const path of [
      `/api/deliveries/${SEEDED.inTransit}`,
      `/api/deliveries/${SEEDED.inTransit}/tracking`,
      '/api/deliveries/dlv_nope',
    ]) {
      expect(outcome(await api().call(path, as(chidi)))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

onEveryStore('creating deliveries', (api) => {
  it('makes one pending, with the next tracking number, a random code and a first event at the pickup', async () => {
    const session = await signIn(api());
    const before = await list(api(), session);
    const highest = Math.max(...before.items.map((d) => sequenceOf(d.tracking_number)));
    const eta = '2030-01-02T10:00:00+01:00';
    const created = ok<WireDelivery>(
      await api().call(
        '/api/deliveries',
        as(session, { body: newDelivery({ estimated_delivery: eta, special_instructions: '  Ring twice ' }) }),
      ),
      201,
    );
    expect(created).toMatchObject({ status: 'pending', price: 4200, special_instructions: 'Ring twice' });
    expect(sequenceOf(created.tracking_number)).toBe(highest + 1);
    // The instant, in UTC.
    expect(created.estimated_delivery).toBe('2030-01-02T09:00:00.000Z');
    expect(codeOf(created)).toMatch(trackingCodePattern);
    const tracking = (await api().call(`/api/deliveries/${created.id}/tracking`, as(session))).json.data;
    expect(tracking).toMatchObject({
      events: [
        {
          status: 'pending',
          note: 'Delivery request created',
          location: { address: '1 Marina', coordinates: { lat: 6.45, lng: 3.39 } },
        },
      ],
    });
    expect(ids(await list(api(), session))[0]).toBe(created.id);
  });

  it('makes a batch in order with consecutive numbers — or, one row wrong, none at all', async () => {
    const session = await signIn(api());
    const before = await readable(api(), session);
    const wrong = await api().call(
      '/api/deliveries/batch',
      as(session, { body: { deliveries: [newDelivery(), newDelivery({ price: -5 }), newDelivery()] } }),
    );
    expect(outcome(wrong)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(wrong.json.message).toMatch(/^deliveries\.1\.price: /);
    expect(await readable(api(), session)).toEqual(before);

    const names = ['Ada One', 'Bode Two', 'Chika Three'];
    const batch = ok<{ deliveries: WireDelivery[] }>(
      await api().call(
        '/api/deliveries/batch',
        as(session, {
          body: {
            deliveries: names.map((name) =>
              newDelivery({ customer: { name, email: 'x@example.com', phone: '0803 000 0001' } }),
            ),
          },
        }),
      ),
      201,
    );
    expect(batch.deliveries.map((d) => d.customer.name)).toEqual(names);
    const sequences = batch.deliveries.map((d) => sequenceOf(d.tracking_number));
    expect(sequences).toEqual([sequences[0]!, sequences[0]! + 1, sequences[0]! + 2]);
    expect(new Set(batch.deliveries.map(codeOf)).size).toBe(3);
    expect((await list(api(), session)).total).toBe(15);
  });
});

onEveryStore('statistics and needs attention', (api) => {
  it('counts the partner’s deliveries by status, and those that need attention', async () => {
    const session = await signIn(api());
    expect((await api().call('/api/statistics/deliveries', as(session))).json.data).toEqual({
      total: 12,
      completed: 2,
      in_progress: 5,
      pending: 3,
      rejected: 1,
      cancelled: 1,
      needs_attention: 6,
    });
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect((await api().call('/api/statistics/deliveries', as(chidi))).json.data).toMatchObject({
      total: 0,
      needs_attention: 0,
    });
  });

  it('follows each change at once, what needs attention too; refuses a caller signed out (401)', async () => {
    const session = await signIn(api());
    const statistics = async () => (await api().call('/api/statistics/deliveries', as(session))).json.data;
    ok(await api().call(`/api/deliveries/${SEEDED.pending}/accept`, as(session, { body: {} })));
    expect(await statistics()).toMatchObject({ pending: 2, in_progress: 6 });
    const reason = { reason: 'No rider free' };
    ok(await api().call('/api/deliveries/dlv_0002/reject', as(session, { body: reason })));
    expect(await statistics()).toMatchObject({ pending: 1, rejected: 2 });
    const noProof = { proof_of_delivery: { code: false, signature: false, photo: false } };
    ok(await api().call('/api/delivery-partners/settings', as(session, { method: 'PUT', body: noProof })));
    const delivered = { status: 'delivered', timestamp: new Date().toISOString() };
    ok(await api().call(`/api/deliveries/${SEEDED.inTransit}/status`, as(session, { method: 'PUT', body: delivered })));
    expect(await statistics()).toEqual({
      total: 12,
      completed: 3,
      in_progress: 5,
      pending: 1,
      rejected: 2,
      cancelled: 1,
      // Two requests answered, one delivery delivered: three fewer.
      needs_attention: 3,
    });
    expect((await api().call('/api/statistics/deliveries')).status).toBe(401);
  });

  it('keeps the counts per status as deliveries are created and move', async () => {
    const session = await signIn(api());
    await api().call('/api/deliveries', as(session, { body: newDelivery() }));
    await api().call(`/api/deliveries/${SEEDED.pending}/accept`, as(session, { body: {} }));
    await api().call(`/api/deliveries/${SEEDED.accepted}/cancel`, as(session, { body: { reason: 'Moved' } }));
    expect((await list(api(), session, 'status=accepted')).counts).toEqual({
      ...seedCounts,
      pending: 3,
      accepted: 2,
      cancelled: 2,
    });
    expect((await api().call('/api/statistics/deliveries', as(session))).json.data).toMatchObject({
      total: 13,
      pending: 3,
      in_progress: 5,
      cancelled: 2,
    });
  });

  it('lists what needs attention, the longest waiting first, with each reason since when', async () => {
    const session = await signIn(api());
    const page = ok<{
      items: Array<{ delivery: WireDelivery; reasons: Array<{ reason: string; since: string }> }>;
      total: number;
      counts: object;
    }>(await api().call('/api/deliveries/attention?limit=20', as(session)));
    expect(page.items.map((item) => item.delivery.id)).toEqual([
      'dlv_0008',
      'dlv_0007',
      'dlv_0006',
      'dlv_0003',
      'dlv_0002',
      'dlv_0001',
    ]);
    expect(page.counts).toEqual({
      'pending-too-long': 3,
      'eta-passed': 0,
      'no-location': 3,
      'failed-attempt': 0,
      'short-collection': 0,
    });
    const chioma = page.items.at(-1)!;
    expect(chioma.reasons).toEqual([
      {
        reason: 'pending-too-long',
        since: new Date(Date.parse(chioma.delivery.created_at) + 30 * 60_000).toISOString(),
      },
    ]);
    expect(page.items[0]!.reasons.map((r) => r.reason)).toEqual(['no-location']);
    const second = ok<{ items: Array<{ delivery: WireDelivery }>; total: number }>(
      await api().call('/api/deliveries/attention?limit=2&page=2', as(session)),
    );
    expect({ total: second.total, ids: second.items.map((item) => item.delivery.id) }).toEqual({
      total: 6,
      ids: ['dlv_0006', 'dlv_0003'],
    });
  });

  it('starts the silence clock again at a location update', async () => {
    const session = await signIn(api());
    const update = await api().call(
      `/api/tracking/${SEEDED.pickedUp}/update`,
      as(session, { body: { address: 'Mile 2 bridge' } }),
    );
    expect(update.status).toBe(200);
    const page = ok<{ items: Array<{ delivery: WireDelivery }>; counts: Record<string, number> }>(
      await api().call('/api/deliveries/attention', as(session)),
    );
    expect(page.items.map((item) => item.delivery.id)).not.toContain(SEEDED.pickedUp);
    expect(page.counts['no-location']).toBe(2);
    expect((await api().call('/api/statistics/deliveries', as(session))).json.data).toMatchObject({
      needs_attention: 5,
    });
  });
});
