import type { DeliverySortKey, DeliveryStatus, Priority, SortOrder } from '@/api/schemas';
import { deliveryStatuses } from '@/api/schemas';
import { db, type DeliveryRecord } from './db';
import { MockError } from './errors';

/*
 * The deliveries list at fleet scale (issue 15): GET /api/deliveries answers from a per-partner
 * index instead of filtering and sorting every delivery on every request.
 *
 * - Built lazily, per partner, on the first list request: the partner's deliveries (an
 *   ordinal each), per sort key its values and the ordinals sorted by (value, id) — all of
 *   them and per status — and the per-status counts.
 * - No search, no date range: a page is a slice of a sorted list, O(page) (`desc` reads it
 *   from the end). A date range alone: binary searches on the createdAt list for the counts
 *   (and the page, sorted by createdAt); another sort walks its list picking what falls in
 *   the range, stopping once the page is full.
 * - A search: one pass over a lowercase haystack per delivery (built on the first search),
 *   pausing for a macrotask every `scanOptions.itemsPerSlice` deliveries and stopping (499)
 *   once the request's signal is aborted, so a search the app abandoned stops costing the
 *   server; then the same walk as above over the sort key's list. The last few searches are
 *   kept (a search only narrows a kept one it extends: "lago" scans what "lag" found).
 *   Walks never pause (a flag or a number per delivery: about a millisecond at 100,000), so
 *   no change can slip in while a page is being read; a scan can pause while a delivery is
 *   created, and its result then answers its own request but is not kept.
 *
 * Kept valid across every change of the deliveries:
 * - this module's own hooks, called by mocks/handlers/deliveries.ts after each change:
 *   `noteDeliveryCreated` (a delivery appended) and `noteDeliveryStatusChanged` update the
 *   index in place (a binary search per kept list for the place, a splice to move it: well
 *   under a millisecond at 100,000; nothing is re-sorted);
 * - anything else is caught by the check made before each use: another `db.state.deliveries`
 *   array (a reset, a scenario, a state loaded from storage) or another length (a delivery
 *   added or removed elsewhere) rebuilds the whole index lazily;
 * - code elsewhere that changes a delivery in place (its status, its fields) must call
 *   `markDeliveriesChanged()`, which does the same.
 */

const statusRank = Object.fromEntries(deliveryStatuses.map((status, rank) => [status, rank])) as Record<
  DeliveryStatus,
  number
>;
/** Priority order: high > medium > low (ascending sorts low first). */
const priorityRank: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

/** How many deliveries a scan handles between two pauses (a macrotask each). */
export const scanOptions = { itemsPerSlice: 4096 };

/**
 * For tests: what the index has done. `onPause` runs at each pause of a scan (awaited), before
 * the scan checks its request's signal.
 */
export const deliveryIndexProbe = {
  /** Partner indexes built from scratch. */
  builds: 0,
  /** Deliveries whose haystack a search looked at. */
  visited: 0,
  /** Scans over, whether they ran to the end or stopped for an aborted request. */
  scansOver: 0,
  pauses: 0,
  onPause: null as (() => void | Promise<void>) | null,
};

/** A macrotask: setImmediate under node, a MessageChannel message in a browser (no 4 ms clamp). */
const nextMacrotask: () => Promise<void> = (() => {
  const immediate = globalThis.setImmediate as ((callback: () => void) => unknown) | undefined;
  if (typeof immediate === 'function') return () => new Promise<void>((resolve) => void immediate(resolve));
  const waiting: Array<() => void> = [];
  let channel: MessageChannel | null = null;
  return () =>
    new Promise<void>((resolve) => {
      if (!channel) {
        channel = new MessageChannel();
        channel.port1.onmessage = () => waiting.shift()?.();
      }
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
})();

/** Nobody waits for the reply any more (nginx's 499): the answer is never read. */
const clientGone = () => new MockError(499, 'The client closed the request', 'CLIENT_CLOSED_REQUEST');

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw clientGone();
}

async function pause(signal: AbortSignal | undefined) {
  deliveryIndexProbe.pauses += 1;
  await deliveryIndexProbe.onPause?.();
  await nextMacrotask();
  throwIfAborted(signal);
}

function instant(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

function sortValue(key: Exclude<DeliverySortKey, 'status'>, d: DeliveryRecord): number {
  switch (key) {
    case 'createdAt':
      return instant(d.createdAt);
    case 'estimatedDelivery':
      return instant(d.estimatedDelivery);
    case 'price':
      return d.price;
    case 'priority':
      return priorityRank[d.priority];
  }
}

/**
 * Everything a search looks in, lowercased, one field after another. A phone is there as
 * written, as digits, and in the local form (+234 803… → 0803…).
 */
function haystackOf(d: DeliveryRecord): string {
  const digits = d.customer.phone.replace(/\D/g, '');
  const local = digits.startsWith('234') ? `0${digits.slice(3)}` : '';
  return [
    d.trackingNumber,
    d.customer.name,
    d.customer.email,
    d.customer.phone,
    digits,
    local,
    d.description,
    ...d.items,
    d.from.address,
    d.from.city,
    d.to.address,
    d.to.city,
  ]
    .join('\u0001')
    .toLowerCase();
}

/** The digits of a search that looks like a phone number written with separators ("0803 555 0101"), else null. */
function phoneDigits(needle: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(needle)) return null;
  const digits = needle.replace(/\D/g, '');
  return digits.length >= 4 && digits !== needle ? digits : null;
}

function matcher(needle: string): (haystack: string) => boolean {
  const digits = phoneDigits(needle);
  return digits ? (h) => h.includes(needle) || h.includes(digits) : (h) => h.includes(needle);
}

type Compare = (a: number, b: number) => number;

/** First position whose item is not before `item` (by `compare`). */
function lowerBound(list: readonly number[], item: number, compare: Compare): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First position whose value is at least `value` (a list sorted by `values`). */
function firstAtLeast(list: readonly number[], values: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[list[mid]!]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The index no longer matches the data: the caller drops it. */
class StaleIndex extends Error {}

interface SortedLists {
  /** The partner's ordinals sorted by (value, id), ascending. */
  all: number[];
  /** The same, per status rank. */
  byStatus: number[][];
}

interface SearchMatch {
  needle: string;
  from: number;
  to: number;
  /** The matching ordinals, in ordinal order. */
  ordinals: number[];
  /** 1 at each matching ordinal. */
  flags: Uint8Array;
}

/** How many searches a partner's index keeps. */
const KEPT_SEARCHES = 8;

class PartnerIndex {
  readonly records: DeliveryRecord[] = [];
  private readonly ids: string[] = [];
  /** Status rank per ordinal: the `status` sort key's values, changed in place. */
  private readonly status: number[] = [];
  readonly counts: number[] = deliveryStatuses.map(() => 0);
  private readonly values = new Map<DeliverySortKey, number[]>();
  private readonly compares = new Map<DeliverySortKey, Compare>();
  private readonly lists = new Map<DeliverySortKey, SortedLists>();
  private readonly haystacks: Array<string | undefined> = [];
  private readonly searches: SearchMatch[] = [];

  constructor(records: readonly DeliveryRecord[]) {
    for (const record of records) this.append(record);
  }

  private append(record: DeliveryRecord): number {
    const ordinal = this.records.length;
    this.records.push(record);
    this.ids.push(record.id);
    const rank = statusRank[record.status];
    this.status.push(rank);
    this.counts[rank]! += 1;
    for (const [key, values] of this.values) if (key !== 'status') values.push(sortValue(key, record));
    return ordinal;
  }

  /** The values of a sort key, per ordinal. */
  valuesOf(key: DeliverySortKey): number[] {
    if (key === 'status') return this.status;
    let values = this.values.get(key);
    if (!values) {
      values = this.records.map((record) => sortValue(key, record));
      this.values.set(key, values);
    }
    return values;
  }

  private compareOf(key: DeliverySortKey): Compare {
    let compare = this.compares.get(key);
    if (!compare) {
      const values = this.valuesOf(key);
      const ids = this.ids;
      compare = (a, b) => values[a]! - values[b]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
      this.compares.set(key, compare);
    }
    return compare;
  }

  sorted(key: DeliverySortKey): SortedLists {
    let lists = this.lists.get(key);
    if (!lists) {
      const all = Array.from(this.records, (_, ordinal) => ordinal).sort(this.compareOf(key));
      const byStatus: number[][] = deliveryStatuses.map(() => []);
      for (const ordinal of all) byStatus[this.status[ordinal]!]!.push(ordinal);
      lists = { all, byStatus };
      this.lists.set(key, lists);
    }
    return lists;
  }

  /** A delivery appended to the data: in every list built so far at its place. */
  add(record: DeliveryRecord): void {
    const ordinal = this.append(record);
    for (const [key, lists] of this.lists) {
      const compare = this.compareOf(key);
      insert(lists.all, ordinal, compare);
      insert(lists.byStatus[this.status[ordinal]!]!, ordinal, compare);
    }
    // A kept search may be missing it.
    this.searches.length = 0;
  }

  /** A delivery whose status changed: moved between the status lists (and within the status sort). */
  statusChanged(record: DeliveryRecord): void {
    // A scan of references (well under a millisecond at 100,000), from the newest: cheaper than
    // keeping a map from id to ordinal, which would cost more than the rest of the build.
    const ordinal = this.records.lastIndexOf(record);
    if (ordinal < 0) throw new StaleIndex();
    const previous = this.status[ordinal]!;
    const next = statusRank[record.status];
    if (previous === next) return;
    for (const [key, lists] of this.lists) {
      const compare = this.compareOf(key);
      remove(lists.byStatus[previous]!, ordinal, compare);
      if (key === 'status') remove(lists.all, ordinal, compare);
    }
    this.status[ordinal] = next;
    this.counts[previous]! -= 1;
    this.counts[next]! += 1;
    for (const [key, lists] of this.lists) {
      const compare = this.compareOf(key);
      insert(lists.byStatus[next]!, ordinal, compare);
      if (key === 'status') insert(lists.all, ordinal, compare);
    }
    // Kept searches hold ordinals, not statuses: they stay right.
  }

  /** Where [from, to) falls in an ascending createdAt list. */
  createdBounds(list: readonly number[], from: number, to: number): [number, number] {
    const created = this.valuesOf('createdAt');
    return [firstAtLeast(list, created, from), firstAtLeast(list, created, to)];
  }

  /** The deliveries created in [from, to) whose haystack holds the needle. */
  async search(needle: string, from: number, to: number, signal: AbortSignal | undefined): Promise<SearchMatch> {
    const kept = this.searches.findIndex((s) => s.needle === needle && s.from === from && s.to === to);
    if (kept >= 0) {
      const [match] = this.searches.splice(kept, 1);
      this.searches.push(match!);
      return match!;
    }
    // A kept search whose needle this one extends holds every delivery this one can find.
    const plain = phoneDigits(needle) === null;
    const narrowed = plain
      ? this.searches
          .filter((s) => s.from === from && s.to === to && needle.includes(s.needle) && phoneDigits(s.needle) === null)
          .sort((a, b) => a.ordinals.length - b.ordinals.length)[0]
      : undefined;
    let candidates: readonly number[] | null = narrowed?.ordinals ?? null;
    if (!candidates && (from !== Number.NEGATIVE_INFINITY || to !== Number.POSITIVE_INFINITY)) {
      const byCreated = this.sorted('createdAt').all;
      const [start, end] = this.createdBounds(byCreated, from, to);
      candidates = byCreated.slice(start, end).sort((a, b) => a - b);
    }

    const size = this.records.length;
    const count = candidates ? candidates.length : size;
    const test = matcher(needle);
    const flags = new Uint8Array(size);
    const ordinals: number[] = [];
    const slice = Math.max(1, scanOptions.itemsPerSlice);
    throwIfAborted(signal);
    try {
      for (let i = 0; i < count; i += 1) {
        if (i > 0 && i % slice === 0) await pause(signal);
        const ordinal = candidates ? candidates[i]! : i;
        const haystack = (this.haystacks[ordinal] ??= haystackOf(this.records[ordinal]!));
        deliveryIndexProbe.visited += 1;
        if (test(haystack)) {
          flags[ordinal] = 1;
          ordinals.push(ordinal);
        }
      }
    } finally {
      deliveryIndexProbe.scansOver += 1;
    }
    const match: SearchMatch = { needle, from, to, ordinals, flags };
    // A delivery created while the scan paused is not in it: such a result is used once, not kept.
    if (this.records.length === size) {
      this.searches.push(match);
      if (this.searches.length > KEPT_SEARCHES) this.searches.shift();
    }
    return match;
  }

  statusOf(ordinal: number): number {
    return this.status[ordinal]!;
  }
}

function insert(list: number[], ordinal: number, compare: Compare): void {
  list.splice(lowerBound(list, ordinal, compare), 0, ordinal);
}

function remove(list: number[], ordinal: number, compare: Compare): void {
  const at = lowerBound(list, ordinal, compare);
  if (list[at] !== ordinal) throw new StaleIndex();
  list.splice(at, 1);
}

/* The index of the current data, and the hooks that keep it so. */

interface IndexState {
  /** The `db.state.deliveries` array it was built from, and its length then. */
  source: readonly DeliveryRecord[];
  length: number;
  /** `version` then: `markDeliveriesChanged()` moves it on. */
  version: number;
  /** Built on each partner's first list request. */
  partners: Map<string, PartnerIndex>;
}

let version = 0;
let index: IndexState | null = null;

/** The index if it still describes `db.state.deliveries`, else null. */
function validIndex(): IndexState | null {
  const source = db.state.deliveries;
  return index && index.source === source && index.length === source.length && index.version === version ? index : null;
}

function partnerIndex(partnerId: string): PartnerIndex {
  let current = validIndex();
  if (!current) {
    const source = db.state.deliveries;
    current = index = { source, length: source.length, version, partners: new Map<string, PartnerIndex>() };
  }
  let partner = current.partners.get(partnerId);
  if (!partner) {
    partner = new PartnerIndex(current.source.filter((d) => d.partnerId === partnerId));
    deliveryIndexProbe.builds += 1;
    current.partners.set(partnerId, partner);
  }
  return partner;
}

/** Call after appending a delivery to `db.state.deliveries`. */
export function noteDeliveryCreated(record: DeliveryRecord): void {
  const source = db.state.deliveries;
  if (
    !index ||
    index.source !== source ||
    index.version !== version ||
    source.length !== index.length + 1 ||
    source[source.length - 1] !== record
  ) {
    index = null;
    return;
  }
  index.length = source.length;
  index.partners.get(record.partnerId)?.add(record);
}

/** Call after changing a delivery's status. */
export function noteDeliveryStatusChanged(record: DeliveryRecord): void {
  const current = validIndex();
  try {
    current?.partners.get(record.partnerId)?.statusChanged(record);
  } catch (error) {
    if (!(error instanceof StaleIndex)) throw error;
    index = null;
  }
}

/** Call after changing deliveries any other way (fields edited in place, records replaced): the index is rebuilt. */
export function markDeliveriesChanged(): void {
  version += 1;
}

export interface DeliveryListRequest {
  partnerId: string;
  status?: DeliveryStatus | undefined;
  search?: string | undefined;
  sort: DeliverySortKey;
  order: SortOrder;
  page: number;
  limit: number;
  /** First instant included (epoch ms), if the range has a start. */
  from?: number | undefined;
  /** First instant no longer included (epoch ms), if the range has an end. */
  to?: number | undefined;
}

export interface DeliveryListResult {
  items: DeliveryRecord[];
  total: number;
  counts: Record<DeliveryStatus, number>;
}

/** `limit` items from position `start` of list[begin, end), read backwards for `desc`. */
function slice(list: readonly number[], begin: number, end: number, start: number, limit: number, desc: boolean) {
  const out: number[] = [];
  if (desc) for (let i = end - 1 - start; i >= begin && out.length < limit; i -= 1) out.push(list[i]!);
  else for (let i = begin + start; i < end && out.length < limit; i += 1) out.push(list[i]!);
  return out;
}

/** The page of the items `accepts` lets through, walking the list (backwards for `desc`) until it is full. */
function walk(
  list: readonly number[],
  accepts: (ordinal: number) => boolean,
  start: number,
  limit: number,
  desc: boolean,
) {
  const out: number[] = [];
  let skipped = 0;
  const step = desc ? -1 : 1;
  for (let i = desc ? list.length - 1 : 0; i >= 0 && i < list.length && out.length < limit; i += step) {
    const ordinal = list[i]!;
    if (!accepts(ordinal)) continue;
    if (skipped < start) skipped += 1;
    else out.push(ordinal);
  }
  return out;
}

const countsRecord = (counts: readonly number[]) =>
  Object.fromEntries(deliveryStatuses.map((status, rank) => [status, counts[rank] ?? 0])) as Record<
    DeliveryStatus,
    number
  >;

/**
 * One page of a partner's deliveries as GET /api/deliveries defines it (src/api/schemas/
 * deliveries.ts): `counts` per status over the search and the range, `total` of the page's
 * filter. Throws a 499 MockError once `signal` is aborted.
 */
export async function listDeliveryPage(
  request: DeliveryListRequest,
  signal?: AbortSignal,
): Promise<DeliveryListResult> {
  throwIfAborted(signal);
  const partner = partnerIndex(request.partnerId);
  const needle = request.search?.trim().toLowerCase() || undefined;
  const from = request.from ?? Number.NEGATIVE_INFINITY;
  const to = request.to ?? Number.POSITIVE_INFINITY;
  const ranged = request.from !== undefined || request.to !== undefined;
  const start = (request.page - 1) * request.limit;
  const desc = request.order === 'desc';
  const rank = request.status === undefined ? undefined : statusRank[request.status];
  const lists = partner.sorted(request.sort);
  const list = rank === undefined ? lists.all : lists.byStatus[rank]!;

  let counts: number[];
  let ordinals: number[];
  if (needle) {
    const match = await partner.search(needle, from, to, signal);
    counts = deliveryStatuses.map(() => 0);
    for (const ordinal of match.ordinals) counts[partner.statusOf(ordinal)]! += 1;
    ordinals = walk(list, (ordinal) => match.flags[ordinal] === 1, start, request.limit, desc);
  } else if (ranged) {
    const byCreated = partner.sorted('createdAt');
    counts = byCreated.byStatus.map((inStatus) => {
      const [begin, end] = partner.createdBounds(inStatus, from, to);
      return end - begin;
    });
    if (request.sort === 'createdAt') {
      const [begin, end] = partner.createdBounds(list, from, to);
      ordinals = slice(list, begin, end, start, request.limit, desc);
    } else {
      const created = partner.valuesOf('createdAt');
      ordinals = walk(list, (o) => created[o]! >= from && created[o]! < to, start, request.limit, desc);
    }
  } else {
    counts = partner.counts;
    ordinals = slice(list, 0, list.length, start, request.limit, desc);
  }
  const total = rank === undefined ? counts.reduce((sum, n) => sum + n, 0) : counts[rank]!;
  return { items: ordinals.map((ordinal) => partner.records[ordinal]!), total, counts: countsRecord(counts) };
}
