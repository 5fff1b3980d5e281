import type { WebhookEventType } from '@/api/schemas/webhooks';
import type { AuthRepos } from './auth/port';
import type { PasswordHasher } from './auth/secrets';
import type { ApiAccessRepo } from './api-access/records';
import type { ApiKeyFailureRepo, ApiKeyRepo, RequestLogRepo } from './api-keys/port';
import type { InvoiceRepos } from './billing/port';
import type { CodRepos } from './cash-on-delivery/port';
import type { DeliveryRepos } from './deliveries/port';
import type { ProofRepos } from './deliveries/proof-port';
import type { DeliveryRouteRepos } from './delivery-routes/port';
import type { IdempotencyRepo } from './idempotency';
import type { LookupRepo } from './lookup-limits';
import type { Message } from './messages';
import type { PartnerRepos } from './partners/port';
import type { FleetRepo, RiderRepo } from './riders/port';
import type { WalletRepos } from './wallet/port';
import type { WebhookRepos } from './webhooks/port';
import type { WebhookServices } from './webhooks/sending';

/*
 * The storage port: what the rules (server/domain/<area>) need of a store, and nothing of how it
 * keeps things. Two adapters implement it: PostgreSQL (server/storage/postgres: the server, on
 * PGlite by default) and memory (server/storage/memory: the mock in the browser and in Vitest).
 *
 * A request is one transaction: `Store.transaction` runs the use-case with a `Tx` and commits
 * when it returns, or undoes every write when it throws. What the request causes besides its
 * writes — a message to send, an event for the partner's webhooks — is added to `outbox` in the
 * same transaction, and goes out only after the commit (a transactional outbox).
 */

/** What a request causes beyond its writes, kept with them and handed on after the commit. */
export type OutboxEntry =
  { kind: 'message'; message: Message } | { kind: 'event'; partnerId: string; type: WebhookEventType; data: object };

export interface OutboxRepo {
  add(entry: OutboxEntry): Promise<void>;
}

export interface Tx
  extends
    AuthRepos,
    PartnerRepos,
    WalletRepos,
    DeliveryRepos,
    DeliveryRouteRepos,
    InvoiceRepos,
    ProofRepos,
    CodRepos,
    WebhookRepos {
  /** Look-ups counted against their limits (server/domain/lookup-limits.ts). */
  lookups: LookupRepo;
  /** Idempotency-Keys and the replies given to them (server/http/idempotency.ts). */
  idempotency: IdempotencyRepo;
  /** Requests for API access, their review and invitations (server/domain/api-access). */
  apiAccessRequests: ApiAccessRepo;
  /** What a request causes: a message kept for the relay; an event recorded with its webhook deliveries (server/domain/webhooks/events.ts). */
  /** API keys, the requests made with them, unknown keys sent (server/domain/api-keys). */
  apiKeys: ApiKeyRepo;
  requestLogs: RequestLogRepo;
  apiKeyFailures: ApiKeyFailureRepo;
  outbox: OutboxRepo;
  /** The partner's riders, their loads and deliveries (server/domain/riders; a delivery's rider). */
  riders: RiderRepo;
  /** The open deliveries' last positions (server/domain/riders/fleet.ts). */
  fleet: FleetRepo;
  /**
   * Holds the partner's lock until the transaction ends: a rule that reads several of a partner's
   * records and then writes (exactly one default payment method) runs one request at a time for
   * that partner. (The in-memory store runs every transaction alone anyway.)
   */
  lockPartner(partnerId: string): Promise<void>;
  /**
   * Runs `work` so that, if it throws, only its own writes are undone and the transaction goes on
   * (an Idempotency-Key's refusal is stored although the action's writes are not).
   */
  savepoint<T>(work: () => Promise<T>): Promise<T>;
}

export interface Store {
  /** Runs `work` in one transaction: committed when it returns, undone when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** What the rules are run with besides the store: the same for every request of a process. */
export interface Services {
  passwords: PasswordHasher;
  /**
   * The verification code e-mailed to a new or changed address. The demo's is always 123456
   * (docs/product.md#demo-data: DeliverOS support hands it out); a deployment sets random codes.
   */
  verificationCode: () => string;
  /**
   * How long the bank takes to answer a withdrawal or a top-up by bank transfer (ms): each is
   * pending until then, and settles afterwards (server/domain/wallet/settlement.ts).
   */
  settleAfterMs: () => number;
  /**
   * The web app's public origin, where the customers' tracking pages are: a delivery's
   * `trackingUrl` (the same in every reply, webhook event and customer message, whoever asks).
   */
  trackingOrigin: () => string;
  /** How webhooks are sent and where they may go (server/domain/webhooks/sending.ts). */
  webhooks: WebhookServices;
}

/** Who asks and when, as the HTTP layer knows it. */
export interface RequestInfo {
  /** The client a sign-in attempt is counted against (server/http/client.ts). */
  client: string;
  /** Where the web app runs: the links of the e-mails point there. */
  appOrigin: string;
  /** Aborted once the client has gone: a long read (a search) may stop early. */
  signal?: AbortSignal | undefined;
}

/** Everything a use-case is given. */
export interface Ctx {
  tx: Tx;
  services: Services;
  request: RequestInfo;
}
