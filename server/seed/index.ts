import type { ApiAccessRecord } from '../domain/api-access/records';
import type { ApiKeyRecord, RequestLogRecord } from '../domain/api-keys/records';
import type { KnownDeviceRecord, SessionRecord, UserRecord } from '../domain/auth/records';
import type { InvoiceRecord } from '../domain/billing/records';
import type { CounterRecord, DeliveryRecord, RiderRecord, TrackingEventRecord } from '../domain/deliveries/records';
import { TRACKING_NUMBER_COUNTER } from '../domain/deliveries/tracking-codes';
import type { ProofImagesRecord } from '../domain/deliveries/proof-records';
import type { DeliveryRouteRecord } from '../domain/delivery-routes/records';
import type { BillingRecord, PaymentMethodRecord, ProfileRecord, SettingsRecord } from '../domain/partners/records';
import type { PayoutAccountRecord, TransactionRecord, WalletRecord } from '../domain/wallet/records';
import { DEMO_USER_ID, seedProfiles, seedSettings, seedUsers } from './accounts';
import { seedApiAccessRequests } from './api-access';
import { seedApiKeys } from './api-keys';
import { seedDeliveries } from './deliveries';
import { seedRequestLogs } from './request-logs';
import { seedDeliveryRoutes } from './delivery-routes';
import { seedInvoices } from './invoices';
import { seedBilling, seedPaymentMethods } from './partners';
import { seedPayoutAccounts } from './payout-accounts';
import { assignSeededDeliveries, seededSignatures, seedRiders } from './riders';
import { seedTransactions, seedWallets } from './wallet';
import { seedWebhooks, type WebhookSeed } from './webhooks';

/*
 * The demo data (docs/product.md#demo-data) as the server seeds it: the part of the story that lives on the
 * server today, built by the same functions as the mock's seed (mocks/seed.ts), so the README's
 * demo accounts work on both. What has not moved yet (docs/server.md) is the mock's alone.
 */

export interface ServerSeed extends WebhookSeed {
  users: UserRecord[];
  sessions: SessionRecord[];
  knownDevices: KnownDeviceRecord[];
  profiles: ProfileRecord[];
  settings: SettingsRecord[];
  billing: BillingRecord[];
  paymentMethods: PaymentMethodRecord[];
  wallets: WalletRecord[];
  /** Every partner's movements, oldest first, their references 1…n of the one sequence. */
  transactions: TransactionRecord[];
  payoutAccounts: PayoutAccountRecord[];
  deliveries: DeliveryRecord[];
  trackingEvents: TrackingEventRecord[];
  riders: RiderRecord[];
  deliveryRoutes: DeliveryRouteRecord[];
  /** DeliverOS's invoices of the last months, each with the partner's billing details of its day. */
  invoices: InvoiceRecord[];
  /** `tracking-number`: the last tracking number's sequence given (the seeded deliveries' last). */
  counters: CounterRecord[];
  /** The seeded proofs' typed signatures (GET …/proof). */
  proofImages: ProofImagesRecord[];
  /** Requests waiting for operations, one approved with an unused invitation (server/seed/api-access.ts). */
  apiAccessRequests: ApiAccessRecord[];
  /** The demo partner's test and live keys, and the test key's requests of last week. */
  apiKeys: ApiKeyRecord[];
  requestLogs: RequestLogRecord[];
}

export interface ServerSeedOptions {
  /** The demo partner's balance in naira, instead of ₦125,000 (the mock's `low-balance` scenario). */
  demoBalance?: number | undefined;
  /** The demo partner's twelve deliveries (false: none, the `empty` scenario's first day). */
  demoDeliveries?: boolean;
  /** Extra generated deliveries for the demo partner (the benchmark and MOCK_DELIVERIES use thousands). */
  extraDeliveries?: number;
}

export function buildServerSeed(now = Date.now(), options: ServerSeedOptions = {}): ServerSeed {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const transactions = seedTransactions(now, options.demoBalance);
  const { deliveries, trackingEvents } = seedDeliveries(
    { demo: options.demoDeliveries ?? true, extra: options.extraDeliveries ?? 0 },
    at,
  );
  assignSeededDeliveries(deliveries);
  const billing = seedBilling();
  const requestLogs = seedRequestLogs(at);
  return {
    users: seedUsers(at),
    sessions: [],
    knownDevices: [],
    profiles: seedProfiles(),
    settings: seedSettings(),
    billing,
    paymentMethods: seedPaymentMethods(),
    wallets: seedWallets(transactions),
    transactions,
    payoutAccounts: seedPayoutAccounts(at),
    deliveries,
    trackingEvents,
    riders: seedRiders(at),
    deliveryRoutes: seedDeliveryRoutes(),
    invoices: seedInvoices(now, { deliveries, billing }),
    counters: [{ name: TRACKING_NUMBER_COUNTER, value: deliveries.length }],
    proofImages: seededSignatures(deliveries),
    // The demo partner's webhook endpoint, its event about a delivery it accepted.
    ...seedWebhooks(
      at,
      deliveries.find((d) => d.partnerId === DEMO_USER_ID && d.status === 'accepted'),
    ),
    apiAccessRequests: seedApiAccessRequests(at),
    apiKeys: seedApiKeys(at, { live: requestLogs.at(-1)?.createdAt ?? null }),
    requestLogs,
  };
}
