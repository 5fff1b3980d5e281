import { z } from 'zod/mini';
import {
  knownDeviceRecord,
  resetTokenRecord,
  sessionRecord,
  signInFailureRecord,
  userRecord,
} from '@server/domain/auth/records';
import { counterRecord, deliveryRecord, riderRecord, trackingEventRecord } from '@server/domain/deliveries/records';
import { proofImagesRecord } from '@server/domain/deliveries/proof-records';
import { codRemittanceRecord } from '@server/domain/cash-on-delivery/records';
import { deliveryRouteRecord } from '@server/domain/delivery-routes/records';
import { invoiceRecord } from '@server/domain/billing/records';
import { idempotencyRecord } from '@server/domain/idempotency';
import { apiAccessRecord } from '@server/domain/api-access/records';
import { apiKeyFailureRecord, apiKeyRecord, requestLogRecord } from '@server/domain/api-keys/records';
import { lookupRecord } from '@server/domain/lookup-limits';
import { billingRecord, paymentMethodRecord, profileRecord, settingsRecord } from '@server/domain/partners/records';
import { payoutAccountRecord, transactionRecord, walletRecord } from '@server/domain/wallet/records';
import { buildSeed, type SeedOptions } from './seed';
import { webhookDeliveryRecord, webhookEndpointRecord, webhookEventRecord } from '@server/domain/webhooks/records';

export { type ProofImagesRecord } from '@server/domain/deliveries/proof-records';
export { type DeliveryRecord, type RiderRecord } from '@server/domain/deliveries/records';
export { type DeliveryRouteRecord } from '@server/domain/delivery-routes/records';
export {
  kobo,
  type PayoutAccountRecord,
  type TransactionRecord,
  type WalletRecord,
} from '@server/domain/wallet/records';
export {
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  type WebhookEventRecord,
} from '@server/domain/webhooks/records';

/*
 * The mock API's database: plain collections of the contract's own (camelCase) records,
 * each owned by a partner. The whole state is one zod schema, so a persisted copy that
 * no longer fits (an older shape in localStorage, an older `version`) is dropped for a
 * fresh seed instead of crashing a handler.
 *
 * Money is stored as integer kobo (balances, transaction amounts and fees, delivery prices,
 * route base prices): the records below differ from the contract's there, and the handlers
 * convert at the boundary (`toKobo` on input, `toNaira` in replies, src/api/money.ts).
 */

export { type ApiKeyRecord, type RequestLogRecord } from '@server/domain/api-keys/records';

export const DB_VERSION = 10;

export const dbSchema = z.object({
  version: z.literal(DB_VERSION),
  users: z.array(userRecord),
  /** Sign-ins: their tokens by their hashes (server/domain/auth/sessions.ts). */
  sessions: z.array(sessionRecord),
  profiles: z.array(profileRecord),
  settings: z.array(settingsRecord),
  billing: z.array(billingRecord),
  paymentMethods: z.array(paymentMethodRecord),
  deliveries: z.array(deliveryRecord),
  /** Riders (issue 27) and the proof images of delivered deliveries. */
  riders: z._default(z.array(riderRecord), []),
  proofImages: z._default(z.array(proofImagesRecord), []),
  /** Cash on delivery handed in (server/domain/cash-on-delivery): one per rider, day and round. */
  codRemittances: z._default(z.array(codRemittanceRecord), []),
  trackingEvents: z.array(trackingEventRecord),
  wallets: z.array(walletRecord),
  transactions: z.array(transactionRecord),
  /** Where each partner's withdrawals go: their own Nigerian bank accounts. */
  payoutAccounts: z.array(payoutAccountRecord),
  deliveryRoutes: z.array(deliveryRouteRecord),
  /** DeliverOS's invoices to each partner (issue 24). A state stored before they existed loads with none. */
  invoices: z._default(z.array(invoiceRecord), []),
  /** `invitationTokenHash`: an approved request's sign-up invitation, by its hash (the token is e-mailed). */
  apiAccessRequests: z.array(apiAccessRecord),
  /**
   * Partners' API keys (issue 25, server/domain/api-keys): never the secret, only its SHA-256 and its
   * last 4. `expiresAt`: a rolled key's end of grace; `revokedAt`: revoked (epoch ms, or null).
   * A state stored before keys existed loads with none.
   */
  apiKeys: z._default(z.array(apiKeyRecord), []),
  /**
   * Requests made with API keys (issue 25), oldest first, at most REQUEST_LOGS_KEPT per partner
   * (the live partner's id, both modes). An audit trail: a refused request is logged too.
   */
  requestLogs: z._default(z.array(requestLogRecord), []),
  /** Webhooks (issue 26): endpoints, the last events of each partner, their deliveries. */
  webhookEndpoints: z._default(z.array(webhookEndpointRecord), []),
  webhookEvents: z._default(z.array(webhookEventRecord), []),
  webhookDeliveries: z._default(z.array(webhookDeliveryRecord), []),
  /** Replies already given to an Idempotency-Key, replayed instead of acting twice (server/http/idempotency.ts). */
  idempotency: z.array(idempotencyRecord),
  /** `tracking-number`: the last tracking number's sequence given (server/domain/deliveries/port.ts). */
  counters: z.array(counterRecord),
  /** Look-ups counted against their limits (server/domain/lookup-limits.ts): the last window's. */
  lookups: z._default(z.array(lookupRecord), []),
  /** Unknown API keys sent, by client, of the last window (server/domain/api-keys/authenticate.ts). */
  apiKeyFailures: z._default(z.array(apiKeyFailureRecord), []),
  /** Next numbers for ids. */
  sequence: z.number().check(z.int()),
  /** The last number given to a transaction reference (TRX-YYYYMMDD-NNNNNN), one sequence for all partners. */
  referenceSequence: z.number().check(z.int(), z.nonnegative()),
  /** Password-reset links handed out (issue 14), by their hashes: single use, until they expire. */
  resetTokens: z._default(z.array(resetTokenRecord), []),
  /**
   * Failed sign-in and verification attempts of the last 15 minutes (mocks/auth-limits.ts):
   * the address tried (trimmed, lower case, with or without an account), the client that tried
   * it (mocks/client-identity.ts) and when (epoch ms). Older ones are pruned as new ones come,
   * and at most MAX_FAILURES_KEPT are kept. In the state, so a lock outlives a restart of the
   * HTTP mock; a state stored before they were kept loads with none.
   */
  signInFailures: z._default(z.array(signInFailureRecord), []),
  /**
   * The clients that signed in to each account (epoch ms of the last time): its "known
   * devices", which a lock of the account's address does not keep out (mocks/auth-limits.ts).
   * At most KNOWN_DEVICES_PER_ACCOUNT per account, each forgotten 30 days after its last sign-in.
   */
  knownDevices: z._default(z.array(knownDeviceRecord), []),
  /**
   * The mock scenario this data was made for (mocks/control/scenarios.ts; absent: the demo
   * data), and what it changes in the mock's behaviour: `withdrawalsFail`, every withdrawal is
   * refused by the bank when it settles (`payouts-failing`). Part of the data, so it lasts as
   * long as the data does: a reload, a restart of the HTTP mock.
   */
  scenario: z.optional(
    z.object({
      name: z.string(),
      withdrawalsFail: z.optional(z.boolean()),
      /** New delivery requests arriving on their own (`arrivals`, mocks/arrivals.ts): epoch ms of the next one. */
      arrivals: z.optional(z.object({ everyMs: z.number(), next: z.number(), left: z.number(), made: z.number() })),
    }),
  ),
});
export type DbState = z.infer<typeof dbSchema>;

export interface Persistence {
  load(): unknown;
  save(state: DbState): void;
  clear(): void;
}

let persistence: Persistence | null = null;
let seedOptions: SeedOptions = {};
let current: DbState = buildSeed();

export const db: { state: DbState } = {
  get state(): DbState {
    return current;
  },
  set state(next: DbState) {
    current = next;
  },
};

/**
 * Where the state is kept between runs. Browser: localStorage (mocks/browser.ts). Vitest: nowhere,
 * in memory only. (`npm run api:mock` is the server, on its own database: mocks/dev-server.)
 * A stored state that passes `dbSchema` is used; anything else (none, an older version, a
 * corrupt copy), or `fresh`, means the seed (`seed` options, e.g. extra deliveries), saved at once.
 */
export function attachPersistence(
  next: Persistence | null,
  options: { seed?: SeedOptions; fresh?: boolean } = {},
): 'loaded' | 'seeded' {
  persistence = next;
  if (options.seed) seedOptions = options.seed;
  const stored = options.fresh ? null : persistence?.load();
  const parsed = stored === undefined || stored === null ? null : dbSchema.safeParse(stored);
  if (parsed?.success) {
    db.state = parsed.data;
    return 'loaded';
  }
  db.state = buildSeed(seedOptions);
  saveDb();
  return 'seeded';
}

/** Back to the demo data of docs/product.md#demo-data (optionally with more deliveries, for the benchmark). */
export function resetDb(options: SeedOptions = seedOptions): void {
  seedOptions = options;
  db.state = buildSeed(options);
  saveDb();
}

/** Writes the state; returns once it is stored. */
export function saveDb(): void {
  persistence?.save(db.state);
}

export function nextId(prefix: string): string {
  db.state.sequence += 1;
  return `${prefix}_${db.state.sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
