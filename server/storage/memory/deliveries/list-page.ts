import { deliveryStatuses, type DeliveryStatus } from '@/api/schemas';
import type { DeliveryListPage, DeliveryListQuery } from '../../../domain/deliveries/port';
import type { DeliveryRecord } from '../../../domain/deliveries/records';
import { partnerIndex } from './delivery-index';
import { throwIfAborted } from './search';
import { statusRank } from './sorted-lists';

/*
 * A page of GET /api/deliveries from the partner's index (./delivery-index.ts). No search,
 * no date range: a slice of a sorted list, O(page) (`desc` reads it from the end). A date range
 * alone: binary searches on the createdAt list for the counts (and the page, sorted by
 * createdAt); another sort walks its list picking what falls in the range, stopping once the
 * page is full. A search: its scan (./search.ts), then the same walk. Walks never
 * pause (a flag or a number per delivery: about a millisecond at 100,000), so no change can
 * slip in while a page is being read. A rider filter (or `unassigned`): one pass for the flags and
 * counts, then the same walk.
 */

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

/** Counts by status rank, as the contract's record of counts by status. */
export const countsRecord = (counts: readonly number[]) =>
  Object.fromEntries(deliveryStatuses.map((status, rank) => [status, counts[rank] ?? 0])) as Record<
    DeliveryStatus,
    number
  >;

/**
 * One page of a partner's deliveries (`source`: the state's) as GET /api/deliveries defines it
 * (src/api/schemas/deliveries.ts): `counts` per status over the search and the range, `total` of
 * the page's filter. The stored records (the caller copies them). Throws a 499 once `signal` is aborted.
 */
export async function listDeliveryPage(
  source: readonly DeliveryRecord[],
  request: DeliveryListQuery,
  signal?: AbortSignal,
): Promise<DeliveryListPage> {
  throwIfAborted(signal);
  const partner = partnerIndex(source, request.partnerId);
  const needle = request.search;
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
  if (request.rider !== undefined) {
    // A rider's deliveries (or the unassigned ones): one pass over the partner's for the counts, then the walk.
    const rider = request.rider ?? undefined;
    const match = needle ? await partner.search(needle, from, to, signal) : undefined;
    const created = partner.valuesOf('createdAt');
    const flags = new Uint8Array(partner.records.length);
    counts = deliveryStatuses.map(() => 0);
    partner.records.forEach((record, ordinal) => {
      if (record.riderId !== rider) return;
      if (match ? match.flags[ordinal] !== 1 : created[ordinal]! < from || created[ordinal]! >= to) return;
      flags[ordinal] = 1;
      counts[partner.statusOf(ordinal)]! += 1;
    });
    ordinals = walk(list, (ordinal) => flags[ordinal] === 1, start, request.limit, desc);
  } else if (needle) {
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
