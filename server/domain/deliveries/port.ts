import type { DeliverySortKey, DeliveryStatus, SortOrder } from '@/api/schemas';
import type { AttentionReason } from '@/api/schemas/delivery-attention';
import type { DeliveryRecord, TrackingEventRecord } from './records';

/*
 * What the deliveries' rules need of a store, inside one transaction (server/domain/ports.ts).
 * Reads return copies; every method is scoped to one partner, but the public tracking page's
 * look-up by code (the code is the secret).
 */

/** What a search looks for in a delivery's search text (./search-text.ts): lower case, trimmed. */
export interface SearchNeedle {
  text: string;
  /** A search that looks like a phone number written with separators: its digits, matched too. */
  digits?: string | undefined;
}

/** Instants [from, to) in epoch ms; an end left out is open. */
export interface TimeRange {
  from?: number | undefined;
  to?: number | undefined;
}

/** One page of a partner's deliveries, as GET /api/deliveries defines it (src/api/schemas/deliveries.ts). */
export interface DeliveryListQuery {
  partnerId: string;
  status?: DeliveryStatus | undefined;
  search?: SearchNeedle | undefined;
  sort: DeliverySortKey;
  order: SortOrder;
  page: number;
  limit: number;
  /** Created at or after (epoch ms), if the range has a start. */
  from?: number | undefined;
  /** Created before (epoch ms), if the range has an end. */
  to?: number | undefined;
  /** A rider's deliveries; null: the unassigned ones; undefined: any. */
  rider?: string | null | undefined;
}

export interface DeliveryListPage {
  items: DeliveryRecord[];
  /** How many match the whole query (the page's filter). */
  total: number;
  /** Per status, over the search, the range and the rider (every status). */
  counts: Record<DeliveryStatus, number>;
}

/** The deliveries that need attention at `now` (./attention.ts), the most urgent first, one page. */
export interface AttentionQuery {
  partnerId: string;
  now: number;
  page: number;
  limit: number;
}

export interface AttentionPage {
  items: DeliveryRecord[];
  total: number;
  counts: Record<AttentionReason, number>;
}

/** A delivery delivered, as the performance figures read it (./performance.ts): its times in epoch ms, its price in kobo. */
export interface CompletedDelivery {
  createdAt: number;
  estimatedDelivery: number;
  deliveredAt: number;
  price: number;
}

/** What a rule may change of a stored delivery. */
export type DeliveryChange = Partial<
  Pick<DeliveryRecord, 'status' | 'riderId' | 'code' | 'lastReportedAt' | 'deliveredAt'>
>;

export interface DeliveryRepo {
  /** The partner's delivery; `lock`: no other transaction changes it until this one ends. */
  byId(partnerId: string, id: string, options?: { lock?: boolean }): Promise<DeliveryRecord | undefined>;
  /** Whoever's delivery has this tracking code (the public tracking page). */
  byTrackingCode(code: string): Promise<DeliveryRecord | undefined>;
  insert(delivery: DeliveryRecord): Promise<void>;
  update(partnerId: string, id: string, change: DeliveryChange): Promise<void>;
  /** Sorted by the key, then by id (code units); `desc` exactly the reverse. `signal`: the request's. */
  list(query: DeliveryListQuery, signal?: AbortSignal): Promise<DeliveryListPage>;
  attention(query: AttentionQuery): Promise<AttentionPage>;
  /** The partner's deliveries in `delivered` whose delivery time falls in [from, to), the earliest first. */
  completed(partnerId: string, delivered: { from: number; to: number }): Promise<CompletedDelivery[]>;
  /**
   * How many of the partner's deliveries are in each status; with `created`, only those created in
   * [from, to) (an end left out is open): a month's deliveries, a period's decisions.
   */
  statusCounts(partnerId: string, created?: TimeRange): Promise<Record<DeliveryStatus, number>>;
}

export interface TrackingEventRepo {
  add(event: TrackingEventRecord): Promise<void>;
  /** A delivery's events, oldest first (events of one instant in the order they were added). */
  of(deliveryId: string): Promise<TrackingEventRecord[]>;
}

/** Tracking numbers' sequence: one for every partner, never given twice, safe under concurrency. */
export interface TrackingNumberCounter {
  /** Takes `count` consecutive sequence numbers: the first of them. */
  take(count: number): Promise<number>;
}

export interface DeliveryRepos {
  deliveries: DeliveryRepo;
  trackingEvents: TrackingEventRepo;
  trackingNumbers: TrackingNumberCounter;
}
