import { toKobo } from '@/api/money';
import { ARRIVALS } from './constants';
import type { DbState } from './db';
import { buildServerSeed } from '@server/seed';
import { DEMO_USER_ID } from '@server/seed/accounts';
import { seededSignatures } from '@server/seed/riders';
import { seedRequestLogs } from './seed/request-logs';
import { seedApiKeys } from './seed/api-keys';
import { seedApiAccessRequests } from './seed/api-access';
import { seedWebhooks } from './seed/webhooks';
import { seedInvoices } from './seed/invoices';
import { seedPayoutAccounts, seedTransactions } from './seed/wallet';

/*
 * The demo data of PRODUCT.md, built fresh for a reset or a scenario: the server's part of the
 * story (server/seed: who is in it, their deliveries, riders, routes, billing), and what has not
 * moved to the server yet beside it — wallets' payout accounts and movements (seed/wallet.ts),
 * invoices, API keys, webhooks, the API-access requests waiting for operations (seed/api-access.ts).
 */

// The names tests use to talk about the demo data, in one place for tests outside mocks/.
export { DEMO_PASSWORD, DEMO_USER_ID, NEW_USER_ID, OPERATOR, SECOND_PARTNER } from '@server/seed/accounts';
export { DEMO_API_KEYS } from './seed/api-keys';
export { DEMO_WEBHOOK } from './seed/webhooks';
export { DEMO_RIDERS } from '@server/seed/riders';
export { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT } from './seed/wallet';
export { TEST_ACCOUNTS } from './banks';
export { VERIFICATION_CODE } from './constants';
export { trackingNumber } from './format';

export interface SeedOptions {
  /** Extra generated deliveries for the demo partner (the benchmark uses 5,000). */
  extraDeliveries?: number;
  /** The scenario the data is made for, recorded in the state (mocks/control/scenarios.ts). */
  scenario?: string;
  /**
   * The demo partner on their first day (the `empty` scenario): the account, verified, its
   * profile and settings, and nothing else — no deliveries, transactions, routes, payout
   * accounts or payment methods, billing details as sign-up leaves them, ₦0. Extra deliveries
   * are not generated.
   */
  emptyDemoPartner?: boolean;
  /** The demo partner's balance in naira, instead of ₦125,000 (the `low-balance` scenario). */
  demoBalance?: number;
  /** Every withdrawal is refused by the bank when it settles (the `payouts-failing` scenario). */
  withdrawalsFail?: boolean;
  /** New delivery requests arrive on their own for the demo partner (the `arrivals` scenario, mocks/arrivals.ts). */
  arrivals?: boolean;
}

/** The `arrivals` scenario's state in the data (so it survives a restart): when the next request arrives, how many are left. */
const arrivalsFrom = (now: number) => ({
  everyMs: ARRIVALS.everyMs,
  next: now + ARRIVALS.everyMs,
  left: ARRIVALS.total,
  made: 0,
});

/** Where the sequence of ids and tracking numbers starts, before the seeded deliveries. */
const FIRST_SEQUENCE = 1_000;

export function buildSeed(options: SeedOptions = {}): DbState {
  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const server = buildServerSeed(now, {
    demoDeliveries: !options.emptyDemoPartner,
    extraDeliveries: options.emptyDemoPartner ? 0 : (options.extraDeliveries ?? 0),
  });
  const { deliveries, billing } = server;
  const transactions = seedTransactions(deliveries, now);
  const state: DbState = {
    // DB_VERSION of db.ts (the type insists); not imported, as db.ts imports this module.
    version: 7,
    ...server,
    resetTokens: [],
    lookups: [],
    proofImages: seededSignatures(deliveries),
    transactions,
    payoutAccounts: seedPayoutAccounts(at),
    invoices: seedInvoices(now, { deliveries, billing }),
    apiAccessRequests: seedApiAccessRequests(at),
    apiKeys: seedApiKeys(at),
    requestLogs: seedRequestLogs(at),
    ...seedWebhooks(
      at,
      deliveries.find((d) => d.partnerId === DEMO_USER_ID && d.status === 'accepted'),
    ),
    idempotency: [],
    sequence: FIRST_SEQUENCE + deliveries.length,
    referenceSequence: transactions.length,
    // Nobody has failed to sign in yet, nor signed in from anywhere (mocks/auth-limits.ts).
    signInFailures: [],
    knownDevices: [],
  };
  return applyScenarioOptions(state, options);
}

/** What a scenario changes in the seed (see SeedOptions). */
function applyScenarioOptions(state: DbState, options: SeedOptions): DbState {
  const demo = (record: { partnerId: string }) => record.partnerId === DEMO_USER_ID;
  if (options.emptyDemoPartner) {
    state.transactions = state.transactions.filter((t) => !demo(t));
    state.deliveryRoutes = state.deliveryRoutes.filter((r) => !demo(r));
    state.riders = state.riders.filter((r) => !demo(r));
    state.proofImages = state.proofImages.filter((p) => !demo(p));
    state.payoutAccounts = state.payoutAccounts.filter((a) => !demo(a));
    state.paymentMethods = state.paymentMethods.filter((m) => !demo(m));
    state.invoices = state.invoices.filter((i) => !demo(i));
    state.apiKeys = state.apiKeys.filter((k) => !demo(k));
    state.requestLogs = state.requestLogs.filter((l) => !demo(l));
    state.webhookEndpoints = state.webhookEndpoints.filter((e) => !demo(e));
    state.webhookEvents = state.webhookEvents.filter((e) => !demo(e));
    state.webhookDeliveries = state.webhookDeliveries.filter((d) => !demo(d));
    state.billing = state.billing.map((b) =>
      demo(b)
        ? { ...b, companyName: 'Swift Riders Ltd', address: '', city: '', taxId: '', email: 'demo@example.com' }
        : b,
    );
    state.wallets = state.wallets.map((w) => (demo(w) ? { ...w, balance: 0 } : w));
  }
  if (options.demoBalance !== undefined) {
    const balance = toKobo(options.demoBalance);
    state.wallets = state.wallets.map((w) => (demo(w) ? { ...w, balance } : w));
  }
  if (options.scenario !== undefined || options.withdrawalsFail || options.arrivals) {
    state.scenario = {
      name: options.scenario ?? 'demo',
      ...(options.withdrawalsFail ? { withdrawalsFail: true } : {}),
      ...(options.arrivals ? { arrivals: arrivalsFrom(Date.now()) } : {}),
    };
  }
  return state;
}
