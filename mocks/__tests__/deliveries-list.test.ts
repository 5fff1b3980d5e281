import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptDelivery, cancelDelivery, listDeliveries, rejectDelivery, updateDeliveryStatus } from '@/api/deliveries';
import { isAbortError } from '@/api/abort';
import { ApiError } from '@/api/errors';
import {
  deliverySortKeys,
  deliveryStatuses,
  sortOrders,
  type DeliveryListQuery,
  type DeliverySortKey,
  type DeliveryStatus,
  type Priority,
} from '@/api/schemas';
import { tokenStorage } from '@/api/token-storage';
import { attachPersistence, db, resetDb, type DeliveryRecord } from '../db';
import { markDeliveriesChanged } from '@server/storage/memory/deliveries/delivery-index';
import { deliveryIndexProbe, scanOptions } from '@server/storage/memory/deliveries/search';
import { handlers } from '../handlers';
import { buildSeed, DEMO_RIDERS, DEMO_USER_ID } from '../seed';
import { API, deliverWithProof, mockState, raw, signInDemo } from './helpers';
import { createDelivery } from '@/api/delivery-writes';
import { newDelivery } from './deliveries-fixtures';

/*
 * GET /api/deliveries at fleet scale (issue 15): sort, order, the date range, every search
 * field, pages that never repeat or skip, and the index behind it staying right after every
 * kind of change. Every answer is checked against a plain reference (filter and sort the
 * partner's deliveries in the test) over the same data.
 */

const SIZE = 1_000;
const HOUR = 3_600_000;

const priorityRank: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

function keyOf(d: DeliveryRecord, key: DeliverySortKey): number {
  switch (key) {
    case 'createdAt':
      return Date.parse(d.createdAt);
    case 'estimatedDelivery':
      return Date.parse(d.estimatedDelivery);
    case 'price':
      return d.price;
    case 'priority':
      return priorityRank[d.priority];
    case 'status':
      return deliveryStatuses.indexOf(d.status);
  }
}

/** The Lagos calendar day of an instant: UTC+1, no daylight saving. */
const lagosDay = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString().slice(0, 10);

const searchable = (d: DeliveryRecord) => [
  d.trackingNumber,
  d.customer.name,
  d.customer.email,
  d.customer.phone,
  d.description,
  ...d.items,
  d.from.address,
  d.from.city,
  d.to.address,
  d.to.city,
];

const own = () => db.state.deliveries.filter((d) => d.partnerId === DEMO_USER_ID);

/** What the list must answer, computed the plain way from the database. */
function reference(query: DeliveryListQuery = {}) {
  const needle = query.search?.trim().toLowerCase();
  const matching = own().filter(
    (d) =>
      (!query.from || lagosDay(d.createdAt) >= query.from) &&
      (!query.to || lagosDay(d.createdAt) <= query.to) &&
      (!needle || searchable(d).some((field) => field.toLowerCase().includes(needle))),
  );
  const counts = Object.fromEntries(deliveryStatuses.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const d of matching) counts[d.status] += 1;
  const key = query.sort ?? 'createdAt';
  const sorted = matching
    .filter((d) => !query.status || d.status === query.status)
    .sort((a, b) => keyOf(a, key) - keyOf(b, key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if ((query.order ?? 'desc') === 'desc') sorted.reverse();
  return { ids: sorted.map((d) => d.id), counts };
}

/**
 * One page straight from the handlers (ids, total, counts), as the in-browser mock asks them:
 * the loops below make hundreds of requests, and going through the client and msw's fetch
 * interception costs ten times what the mock does. The client's own encoding of these
 * parameters is used by the other tests.
 */
async function wirePage(query: DeliveryListQuery) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value as string | number)]],
    ),
  );
  const response = await getResponse(
    handlers,
    new Request(`${API}/api/deliveries?${params}`, { headers: { Authorization: `Bearer ${tokenStorage.getToken()}` } }),
  );
  expect({ query, status: response?.status }).toEqual({ query, status: 200 });
  const { data } = (await response!.json()) as {
    data: { items: Array<{ id: string }>; total: number; counts: Record<DeliveryStatus, number> };
  };
  return { ids: data.items.map((d) => d.id), total: data.total, counts: data.counts };
}

/** Every page of a query, walked as the table pages through it. */
async function allPages(query: DeliveryListQuery, limit: number) {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page === 1 || (page - 1) * limit < total; page += 1) {
    const reply = await wirePage({ ...query, page, limit });
    expect(reply.ids.length).toBeLessThanOrEqual(limit);
    ids.push(...reply.ids);
    total = reply.total;
  }
  return { ids, total };
}

/** The page (of 100) and the counts match the reference. */
async function expectAsReference(query: DeliveryListQuery) {
  const expected = reference(query);
  const start = (Number(query.page ?? 1) - 1) * 100;
  const { ids, total, counts } = await wirePage({ ...query, limit: 100 });
  expect({ query, ids, total, counts }).toEqual({
    query,
    ids: expected.ids.slice(start, start + 100),
    total: expected.ids.length,
    counts: expected.counts,
  });
}

/** A spread of queries over every list the index keeps: each sort, each status, a search, a range. */
async function expectIndexRight() {
  for (const sort of deliverySortKeys) {
    await expectAsReference({ sort, order: 'asc' });
    await expectAsReference({ sort, order: 'desc' });
  }
  for (const [i, status] of deliveryStatuses.entries()) {
    await expectAsReference({ status, sort: deliverySortKeys[i % deliverySortKeys.length], order: 'asc' });
  }
  await expectAsReference({ search: 'lagos', status: 'pending', sort: 'status' });
  const days = own()
    .map((d) => lagosDay(d.createdAt))
    .sort();
  const middle = days[Math.floor(days.length / 2)]!;
  await expectAsReference({ from: middle, status: 'accepted' });
  await expectAsReference({ to: middle, sort: 'price' });
}

beforeEach(async () => {
  resetDb({ extraDeliveries: SIZE - 12 });
  await signInDemo();
});

afterEach(() => {
  scanOptions.itemsPerSlice = 4096;
  deliveryIndexProbe.onPause = null;
});

describe('GET /api/deliveries: sort and order', () => {
  it('sorts by each key in both orders exactly as a reference sort of the same data, ties by id', async () => {
    expect(own()).toHaveLength(SIZE);
    for (const sort of deliverySortKeys) {
      for (const order of sortOrders) {
        const expected = reference({ sort, order }).ids;
        const { ids, total } = await allPages({ sort, order }, 100);
        expect({ sort, order, total, ids }).toEqual({ sort, order, total: SIZE, ids: expected });
      }
    }
  });

  it('defaults to createdAt, newest first, and desc is asc read backwards', async () => {
    const byDefault = await allPages({}, 100);
    expect(byDefault.ids).toEqual(reference({ sort: 'createdAt', order: 'desc' }).ids);
    const asc = await allPages({ sort: 'priority', order: 'asc' }, 100);
    const desc = await allPages({ sort: 'priority', order: 'desc' }, 100);
    expect(desc.ids).toEqual([...asc.ids].reverse());
    // Priority: low < medium < high, so descending starts with high.
    const first = await listDeliveries({ sort: 'priority', order: 'desc', limit: 1 });
    expect(first.items[0]?.priority).toBe('high');
    const status = await listDeliveries({ sort: 'status', order: 'asc', limit: 1 });
    expect(status.items[0]?.status).toBe('pending');
  });

  it('walks every page at limit 20, 50 and 100 with every id exactly once, whatever the sort', async () => {
    for (const limit of [20, 50, 100]) {
      for (const sort of deliverySortKeys) {
        const { ids, total } = await allPages({ sort, order: limit === 50 ? 'asc' : 'desc' }, limit);
        expect({ limit, sort, total, pages: Math.ceil(total / limit) }).toEqual({
          limit,
          sort,
          total: SIZE,
          pages: SIZE / limit,
        });
        expect(new Set(ids).size).toBe(SIZE);
        expect(ids).toHaveLength(SIZE);
      }
    }
  });

  it('sorts within a status and pages past the end to an empty page', async () => {
    for (const status of deliveryStatuses) {
      const { ids } = await allPages({ status, sort: 'price', order: 'asc' }, 50);
      expect(ids).toEqual(reference({ status, sort: 'price', order: 'asc' }).ids);
    }
    const pending = reference({ status: 'pending' }).ids.length;
    const past = await listDeliveries({ status: 'pending', page: Math.ceil(pending / 20) + 1 });
    expect(past).toMatchObject({ items: [], total: pending });
  });
});

describe('GET /api/deliveries: search', () => {
  it('"Lagos" finds the deliveries from or to Lagos, with counts over the matches', async () => {
    const expected = reference({ search: 'lagos' });
    expect(expected.ids.length).toBeGreaterThan(100);
    const inLagos = own().filter((d) => d.from.city === 'Lagos' || d.to.city === 'Lagos');
    expect(expected.ids).toEqual(expect.arrayContaining(inLagos.map((d) => d.id)));
    const { ids, total } = await allPages({ search: 'Lagos' }, 100);
    expect({ ids, total }).toEqual({ ids: expected.ids, total: expected.ids.length });
    const page = await listDeliveries({ search: 'LAGOS', status: 'delivered', sort: 'price' });
    expect(page.counts).toEqual(expected.counts);
    expect(page.total).toBe(expected.counts.delivered);
  });

  it('a narrower search after a wider one, and an unknown one, still answer as the reference', async () => {
    for (const search of ['l', 'la', 'lag', 'lago', 'lagos', 'lagos x', 'market', 'market road', 'zzz-nothing']) {
      await expectAsReference({ search });
    }
    expect((await listDeliveries({ search: 'zzz-nothing' })).total).toBe(0);
  });

  it('a page without a search or a date range visits no delivery', async () => {
    deliveryIndexProbe.visited = 0;
    await listDeliveries({ sort: 'price', page: 7 });
    await listDeliveries({ status: 'accepted', sort: 'status', order: 'asc' });
    expect(deliveryIndexProbe.visited).toBe(0);
  });
});

describe('GET /api/deliveries: from / to, Lagos days of createdAt', () => {
  // Around midnight in Lagos (UTC+1) on 10 March 2020, far from the generated deliveries.
  const edges = {
    lastOf9th: '2020-03-09T22:59:59.999Z', // 23:59:59.999 on the 9th in Lagos
    firstOf10th: '2020-03-09T23:00:00.000Z', // 00:00 on the 10th
    at2330Utc: '2020-03-09T23:30:00.000Z', // 00:30 on the 10th: the next Lagos day
    lastOf10th: '2020-03-10T22:59:59.999Z',
    firstOf11th: '2020-03-10T23:00:00.000Z',
  };
  let ids: Record<keyof typeof edges, string>;

  beforeEach(() => {
    const records = own().slice(0, 5);
    ids = Object.fromEntries(
      Object.entries(edges).map(([name, at], i) => {
        records[i]!.createdAt = at;
        return [name, records[i]!.id];
      }),
    ) as typeof ids;
    // Changed in place behind the handlers' back: the index is told.
    markDeliveriesChanged();
  });

  it('includes both days, in Lagos time: 23:30 UTC belongs to the next day', async () => {
    const tenth = await listDeliveries({ from: '2020-03-10', to: '2020-03-10', sort: 'createdAt', order: 'asc' });
    expect(tenth.items.map((d) => d.id)).toEqual([ids.firstOf10th, ids.at2330Utc, ids.lastOf10th]);
    expect(tenth.total).toBe(3);
    const ninth = await listDeliveries({ from: '2020-03-09', to: '2020-03-09' });
    expect(ninth.items.map((d) => d.id)).toEqual([ids.lastOf9th]);
    const untilTenth = await listDeliveries({ to: '2020-03-10' });
    expect(untilTenth.items.map((d) => d.id)).toEqual([ids.lastOf10th, ids.at2330Utc, ids.firstOf10th, ids.lastOf9th]);
    const fromEleventh = await listDeliveries({ from: '2020-03-11', sort: 'createdAt', order: 'asc', limit: 1 });
    expect(fromEleventh.items.map((d) => d.id)).toEqual([ids.firstOf11th]);
    expect(fromEleventh.total).toBe(SIZE - 4);
  });

  it('counts, status, sort and search follow the range as the reference does', async () => {
    for (const query of [
      { from: '2020-03-10', to: '2020-03-10' },
      { from: '2020-03-10', to: '2020-03-10', sort: 'price', order: 'desc' },
      { to: '2020-03-10', status: own()[2]!.status },
      { from: '2020-03-11', sort: 'priority', order: 'asc' },
      { from: '2020-03-11', sort: 'estimatedDelivery', status: 'pending', page: 2 },
      { from: '2020-03-09', to: '2020-03-10', search: 'lagos' },
      { from: '2020-03-11', search: 'market road', sort: 'status' },
    ] satisfies DeliveryListQuery[]) {
      await expectAsReference(query);
    }
    const { ids: walked } = await allPages({ from: '2020-03-11', sort: 'estimatedDelivery', order: 'asc' }, 50);
    expect(walked).toEqual(reference({ from: '2020-03-11', sort: 'estimatedDelivery', order: 'asc' }).ids);
  });
});

describe('GET /api/deliveries: refusals', () => {
  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    await listDeliveries({ search: 'lagos' }); // the index is built: a refusal must not disturb it
    const before = mockState();
    const refusals: Array<[string, RegExp]> = [
      ['sort=name', /^sort: /],
      ['sort=created_at', /^sort: /],
      ['order=up', /^order: /],
      ['from=10-03-2020', /^from: Use a date as YYYY-MM-DD$/],
      ['from=2020-02-30', /^from: That day does not exist$/],
      ['to=2021-13-01', /^to: That day does not exist$/],
      ['from=2020-03-11&to=2020-03-10', /^to: The last day must not be before the first$/],
      ['limit=0', /^limit: /],
      ['limit=101', /^limit: /],
      ['limit=twenty', /^limit: /],
      ['page=0', /^page: /],
      ['status=lost', /^status: /],
      [`search=${'x'.repeat(101)}`, /^search: /],
    ];
    for (const [query, message] of refusals) {
      const { status, json } = await raw(`/api/deliveries?${query}`);
      expect({ query, status, code: json.code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
      expect(json.message).toMatch(message);
    }
    expect(mockState()).toEqual(before);
    await expectAsReference({ search: 'lagos' });
  });

  it('takes a range of one day and every page size up to 100', async () => {
    expect((await raw('/api/deliveries?from=2020-03-10&to=2020-03-10')).status).toBe(200);
    for (const limit of [1, 20, 50, 100]) expect((await listDeliveries({ limit })).items).toHaveLength(limit);
  });

  it('the client refuses a value outside the contract before sending it', async () => {
    const error = await listDeliveries({ sort: 'name' as DeliverySortKey }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-request' });
  });
});

describe('the index stays right after every kind of change', () => {
  /** Builds every list the index keeps and a kept search, then counts the builds from there. */
  async function primed() {
    await expectIndexRight();
    return deliveryIndexProbe.builds;
  }

  it('create: the new delivery comes first, newest first, and counts as pending; no rebuild', async () => {
    const builds = await primed();
    const before = await listDeliveries();
    const created = await createDelivery({ ...newDelivery, customer: { ...newDelivery.customer, name: 'Lagos Ade' } });
    const after = await listDeliveries();
    expect(after.items[0]?.id).toBe(created.id);
    expect(after.total).toBe(before.total + 1);
    expect(after.counts.pending).toBe(before.counts.pending + 1);
    // Found by a search the index had kept from before it existed.
    expect((await listDeliveries({ search: 'lagos', limit: 1 })).items[0]?.id).toBe(created.id);
    await expectIndexRight();
    expect(deliveryIndexProbe.builds).toBe(builds);
  });

  it('accept moves a delivery between the status counts and its place in the status sort; no rebuild', async () => {
    const builds = await primed();
    const pending = reference({ status: 'pending', sort: 'price', order: 'asc' }).ids[3]!;
    const before = await listDeliveries();
    await acceptDelivery(pending);
    const after = await listDeliveries();
    expect(after.counts).toEqual({
      ...before.counts,
      pending: before.counts.pending - 1,
      accepted: before.counts.accepted + 1,
    });
    const accepted = await allPages({ status: 'accepted', sort: 'price', order: 'asc' }, 100);
    expect(accepted.ids).toContain(pending);
    expect((await allPages({ status: 'pending' }, 100)).ids).not.toContain(pending);
    await expectIndexRight();
    expect(deliveryIndexProbe.builds).toBe(builds);
  });

  it('reject, every status update and cancel; no rebuild', async () => {
    const builds = await primed();
    const [toReject, toWalk, toCancel] = reference({ status: 'pending' }).ids;
    await rejectDelivery(toReject!, 'No rider free');
    await expectIndexRight();
    await acceptDelivery(toWalk!, { riderId: DEMO_RIDERS.available });
    for (const status of ['picked-up', 'in-transit'] as const) {
      await updateDeliveryStatus(toWalk!, status);
      await expectIndexRight();
    }
    await deliverWithProof(toWalk!);
    await expectIndexRight();
    await cancelDelivery(toCancel!, 'Customer changed their mind');
    await expectIndexRight();
    expect(deliveryIndexProbe.builds).toBe(builds);
  });

  it('a refused change leaves it as it was', async () => {
    const builds = await primed();
    const delivered = reference({ status: 'delivered' }).ids[0]!;
    await expect(acceptDelivery(delivered)).rejects.toMatchObject({ status: 409 });
    await expectIndexRight();
    expect(deliveryIndexProbe.builds).toBe(builds);
  });

  it('a reset, a scenario switch or a state loaded from storage: rebuilt from the new data', async () => {
    const builds = await primed();
    resetDb({ extraDeliveries: 88 });
    await signInDemo();
    expect((await listDeliveries()).total).toBe(100);
    await expectIndexRight();
    expect(deliveryIndexProbe.builds).toBeGreaterThan(builds);

    // A scenario (or a stored state) replaces the whole state.
    const stored = buildSeed({ extraDeliveries: 38 });
    attachPersistence({ load: () => structuredClone(stored), save: () => {}, clear: () => {} });
    try {
      await signInDemo();
      expect((await listDeliveries()).total).toBe(50);
      await expectIndexRight();
    } finally {
      attachPersistence(null);
    }
  });

  it('changes made elsewhere: an appended delivery is seen; an edit in place once markDeliveriesChanged() says so', async () => {
    await primed();
    const copy = { ...own()[0]!, id: 'dlv_elsewhere', createdAt: new Date().toISOString() };
    db.state.deliveries.push(copy);
    expect((await listDeliveries()).items[0]?.id).toBe('dlv_elsewhere');
    await expectIndexRight();

    const record = own().find((d) => d.status === 'rejected')!;
    record.status = 'cancelled';
    record.price = 1;
    markDeliveriesChanged();
    await expectIndexRight();
    expect((await listDeliveries({ sort: 'price', order: 'asc', limit: 1 })).items[0]?.id).toBe(record.id);
  });
});

describe('an abandoned search stops costing the server', () => {
  it('the app aborts a search while its scan pauses: the scan visits no further delivery', async () => {
    scanOptions.itemsPerSlice = 100;
    await listDeliveries({ search: 'warm up' }); // the index is built
    const controller = new AbortController();
    deliveryIndexProbe.onPause = () => controller.abort();
    deliveryIndexProbe.visited = 0;
    const scans = deliveryIndexProbe.scansOver;
    const error = await listDeliveries({ search: 'parcel batch #9' }, controller.signal).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    // Once the abandoned scan is over (msw sends nothing back for an aborted request).
    await vi.waitFor(() => expect(deliveryIndexProbe.scansOver).toBe(scans + 1));
    expect(deliveryIndexProbe.visited).toBe(100);

    // Not aborted, the same search visits every delivery, and answers as the reference: the
    // abandoned scan left nothing half done behind.
    deliveryIndexProbe.onPause = null;
    deliveryIndexProbe.visited = 0;
    await expectAsReference({ search: 'parcel batch #9' });
    expect(deliveryIndexProbe.visited).toBe(SIZE);
  });

  it('a request whose signal aborts mid-scan gets no page, only a 499 nobody reads (the HTTP server’s path)', async () => {
    scanOptions.itemsPerSlice = 100;
    await listDeliveries(); // the index is built
    const controller = new AbortController();
    deliveryIndexProbe.onPause = () => controller.abort();
    deliveryIndexProbe.visited = 0;
    const headers = { Authorization: `Bearer ${tokenStorage.getToken()}` };
    const response = await getResponse(
      handlers,
      new Request(`${API}/api/deliveries?search=lagos`, { headers, signal: controller.signal }),
    );
    expect(response?.status).toBe(499);
    expect(await response?.json()).toMatchObject({ success: false, data: null, code: 'CLIENT_CLOSED_REQUEST' });
    expect(deliveryIndexProbe.visited).toBe(100);

    // Already aborted when it reaches the handler: no work at all, not even building the index.
    markDeliveriesChanged();
    deliveryIndexProbe.visited = 0;
    const builds = deliveryIndexProbe.builds;
    const late = await getResponse(
      handlers,
      new Request(`${API}/api/deliveries?search=lagos`, { headers, signal: AbortSignal.abort() }),
    );
    expect(late?.status).toBe(499);
    expect(deliveryIndexProbe.visited).toBe(0);
    expect(deliveryIndexProbe.builds).toBe(builds);
  });
});
