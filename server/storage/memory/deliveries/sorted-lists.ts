import type { DeliverySortKey, DeliveryStatus, Priority } from '@/api/schemas';
import { deliveryStatuses } from '@/api/schemas';
import type { SearchNeedle } from '../../../domain/deliveries/port';
import type { DeliveryRecord } from '../../../domain/deliveries/records';
import { DeliverySearches, type SearchMatch } from './search';

/*
 * One partner's deliveries kept sorted (./delivery-index.ts explains when and why): an
 * ordinal each, per sort key its values and the ordinals sorted by (value, id) — all of them
 * and per status — and the per-status counts. A created delivery or a status change updates the
 * built lists in place (a binary search per list for the place, a splice to move it); nothing is
 * re-sorted.
 */

export const statusRank = Object.fromEntries(deliveryStatuses.map((status, rank) => [status, rank])) as Record<
  DeliveryStatus,
  number
>;
/** Priority order: high > medium > low (ascending sorts low first). */
const priorityRank: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

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
export class StaleIndex extends Error {}

function insert(list: number[], ordinal: number, compare: Compare): void {
  list.splice(lowerBound(list, ordinal, compare), 0, ordinal);
}

function remove(list: number[], ordinal: number, compare: Compare): void {
  const at = lowerBound(list, ordinal, compare);
  if (list[at] !== ordinal) throw new StaleIndex();
  list.splice(at, 1);
}

export interface SortedLists {
  /** The partner's ordinals sorted by (value, id), ascending. */
  all: number[];
  /** The same, per status rank. */
  byStatus: number[][];
}

export class PartnerIndex {
  readonly records: DeliveryRecord[] = [];
  private readonly ids: string[] = [];
  /** Status rank per ordinal: the `status` sort key's values, changed in place. */
  private readonly status: number[] = [];
  readonly counts: number[] = deliveryStatuses.map(() => 0);
  private readonly values = new Map<DeliverySortKey, number[]>();
  private readonly compares = new Map<DeliverySortKey, Compare>();
  private readonly lists = new Map<DeliverySortKey, SortedLists>();
  private readonly searches = new DeliverySearches();

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
    this.searches.forgetKept();
  }

  /** A delivery whose status changed: moved between the status lists (and within the status sort). */
  statusChanged(record: DeliveryRecord): void {
    // A scan of references (well under a millisecond at 100,000), from the newest: cheaper than
    // keeping a map from id to ordinal, which would cost more than the rest of the build.
    // The HTTP mock's store wraps a delivery created since the last save in a proxy at that save:
    // the index may hold the object the handler pushed, so the id settles it.
    let ordinal = this.records.lastIndexOf(record);
    if (ordinal < 0) ordinal = this.records.findLastIndex((indexed) => indexed.id === record.id);
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

  /** The deliveries created in [from, to) whose search text holds the needle (./search.ts). */
  search(needle: SearchNeedle, from: number, to: number, signal: AbortSignal | undefined): Promise<SearchMatch> {
    return this.searches.search(this.records, { needle, from, to }, (start, end) => this.createdIn(start, end), signal);
  }

  /** The ordinals created in [from, to), in ordinal order. */
  private createdIn(from: number, to: number): number[] {
    const byCreated = this.sorted('createdAt').all;
    const [start, end] = this.createdBounds(byCreated, from, to);
    return byCreated.slice(start, end).sort((a, b) => a - b);
  }

  statusOf(ordinal: number): number {
    return this.status[ordinal]!;
  }
}
