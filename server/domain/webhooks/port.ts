import type { WebhookAttempt, WebhookDeliveryOutcome, WebhookEventType } from '@/api/schemas/webhooks';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEventRecord } from './records';

/* What the webhooks' rules need of a store, inside one transaction (server/domain/ports.ts); reads return copies. */

export type EndpointPatch = Partial<
  Pick<
    WebhookEndpointRecord,
    'url' | 'description' | 'events' | 'status' | 'disabledReason' | 'consecutiveFailures' | 'secret' | 'previousSecret'
  >
>;

export interface WebhookEndpointRepo {
  /** The partner's endpoints, the newest first. */
  list(partnerId: string): Promise<WebhookEndpointRecord[]>;
  /** The partner's endpoint with this id (another partner's is as absent as a missing one). */
  byId(partnerId: string, id: string): Promise<WebhookEndpointRecord | undefined>;
  count(partnerId: string): Promise<number>;
  /** The partner's enabled endpoints that want events of `type`. */
  subscribed(partnerId: string, type: WebhookEventType): Promise<WebhookEndpointRecord[]>;
  insert(endpoint: WebhookEndpointRecord): Promise<void>;
  update(id: string, patch: EndpointPatch): Promise<void>;
  /** Removes the endpoint and its deliveries. */
  remove(id: string): Promise<void>;
  /** One more failed attempt in a row (a conditional update, never read-then-write): how many now. */
  addFailure(id: string): Promise<number>;
}

export interface WebhookEventRepo {
  insert(event: WebhookEventRecord): Promise<void>;
  byId(id: string): Promise<WebhookEventRecord | undefined>;
  /** Drops the partner's events beyond the newest `keep`, with their deliveries. */
  keepNewest(partnerId: string, keep: number): Promise<void>;
}

export interface DeliveryFilter {
  outcome?: WebhookDeliveryOutcome | undefined;
  type?: WebhookEventType | undefined;
}

/** What an attempt changes of its delivery besides adding itself to the log. */
export interface AttemptOutcome {
  outcome: WebhookDeliveryOutcome;
  nextAttemptAt: number | null;
}

export interface WebhookDeliveryRepo {
  insert(delivery: WebhookDeliveryRecord): Promise<void>;
  byId(partnerId: string, id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** A page of the endpoint's deliveries, the newest first, and how many match. */
  page(
    endpointId: string,
    filter: DeliveryFilter,
    page: { page: number; limit: number },
  ): Promise<{ items: WebhookDeliveryRecord[]; total: number }>;
  /** Every pending delivery of the endpoint fails (it was disabled). */
  failPending(endpointId: string): Promise<void>;
  /**
   * Takes the deliveries due by `now` for sending, at most one per enabled endpoint — its oldest
   * due one, and only when none of that endpoint's is on its way (so a receiver gets an endpoint's
   * events in order) — leased until `leaseUntil`. Two senders never take the same one: on
   * PostgreSQL the endpoints are locked FOR UPDATE SKIP LOCKED.
   */
  claimDue(now: number, leaseUntil: number, limit: number): Promise<WebhookDeliveryRecord[]>;
  /** Leases this delivery until `leaseUntil` unless it is leased already; whether it was. */
  lease(id: string, now: number, leaseUntil: number): Promise<boolean>;
  /** Appends the attempt to the log, sets the outcome and next time, and lets the lease go. */
  recordAttempt(id: string, attempt: WebhookAttempt, outcome: AttemptOutcome | null): Promise<void>;
}

export interface WebhookRepos {
  webhookEndpoints: WebhookEndpointRepo;
  webhookEvents: WebhookEventRepo;
  webhookDeliveries: WebhookDeliveryRepo;
}
