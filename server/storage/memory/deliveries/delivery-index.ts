import type { DeliveryRecord } from '../../../domain/deliveries/records';
import { deliveryIndexProbe } from './search';
import { PartnerIndex, StaleIndex } from './sorted-lists';

/*
 * The deliveries list at fleet scale (issue 15), as the in-memory store answers it (the mock's,
 * in the browser and the HTTP mock): from a per-partner index instead of filtering and sorting
 * every delivery on every request. PostgreSQL answers the same query from its own indexes
 * (server/storage/postgres/repos/delivery-list.ts).
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
 * The pieces: this module (the index of the current data, and the hooks that keep it so),
 * ./sorted-lists.ts (a partner's sorted lists), ./search.ts (the search scan and kept searches),
 * ./list-page.ts (a page of the list from them).
 *
 * Kept valid across every change of the deliveries:
 * - this module's own hooks, called after each change by the store's repository (./repos.ts):
 *   `noteDeliveryCreated` (a delivery appended) and `noteDeliveryStatusChanged` update the
 *   index in place (a binary search per kept list for the place, a splice to move it: well
 *   under a millisecond at 100,000; nothing is re-sorted);
 * - anything else is caught by the check made before each use: another deliveries array (a
 *   reset, a scenario, a state loaded from storage) or another length (a delivery added or
 *   removed elsewhere) rebuilds the whole index lazily;
 * - code elsewhere that changes a delivery in place (its status, its fields: an undone
 *   transaction) must call `markDeliveriesChanged()`, which does the same.
 */

interface IndexState {
  /** The deliveries array it was built from, and its length then. */
  source: readonly DeliveryRecord[];
  length: number;
  /** `version` then: `markDeliveriesChanged()` moves it on. */
  version: number;
  /** Built on each partner's first list request. */
  partners: Map<string, PartnerIndex>;
}

let version = 0;
let index: IndexState | null = null;

/** The index if it still describes `source` (the state's deliveries), else null. */
function validIndex(source: readonly DeliveryRecord[]): IndexState | null {
  return index && index.source === source && index.length === source.length && index.version === version ? index : null;
}

/** The index of one partner's deliveries among `source` (the state's). */
export function partnerIndex(source: readonly DeliveryRecord[], partnerId: string): PartnerIndex {
  let current = validIndex(source);
  if (!current) {
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

/** Call after appending a delivery (the stored record) to `source`. */
export function noteDeliveryCreated(source: readonly DeliveryRecord[], record: DeliveryRecord): void {
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

/** Call after changing a delivery's status (the stored record). */
export function noteDeliveryStatusChanged(source: readonly DeliveryRecord[], record: DeliveryRecord): void {
  const current = validIndex(source);
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
