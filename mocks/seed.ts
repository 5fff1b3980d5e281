import { ARRIVALS } from './constants';
import type { DbState } from './db';
import { DEMO_USER_ID } from '@server/seed/accounts';
import { buildServerSeed } from '@server/seed';
import { seedWallets } from '@server/seed/wallet';

/*
 * The demo data of docs/product.md#demo-data, built fresh for a reset or a scenario: the server's part of the
 * story (server/seed: who is in it, their deliveries, riders and routes, wallets, payout accounts
 * and movements, billing and invoices, the proofs' signatures, API keys and their request logs,
 * webhooks, the API-access requests waiting for operations): everything is the server's now.
 */

// The names tests use to talk about the demo data, in one place for tests outside mocks/.
export { DEMO_PASSWORD, DEMO_USER_ID, NEW_USER_ID, OPERATOR, SECOND_PARTNER } from '@server/seed/accounts';
export { DEMO_API_KEYS } from '@server/seed/api-keys';
export { SEED_INVITATION_TOKEN } from '@server/seed/api-access';
export { DEMO_WEBHOOK } from '@server/seed/webhooks';
export { DEMO_RIDERS } from '@server/seed/riders';
export { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT } from '@server/seed/payout-accounts';
export { TEST_ACCOUNTS } from '@server/domain/wallet/banks';
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
  /**
   * The demo partner's balance in naira, instead of ₦125,000 (the `low-balance` scenario): its
   * movements say so too (a withdrawal that took it down: server/seed/wallet.ts).
   */
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

/** Where the sequence of ids starts, after the seeded deliveries. */
const FIRST_SEQUENCE = 1_000;

export function buildSeed(options: SeedOptions = {}): DbState {
  const now = Date.now();
  // The server's part of the story, the same on both (server/seed).
  const server = buildServerSeed(now, {
    demoBalance: options.demoBalance,
    demoDeliveries: !options.emptyDemoPartner,
    extraDeliveries: options.emptyDemoPartner ? 0 : (options.extraDeliveries ?? 0),
  });
  const { deliveries, transactions } = server;
  const state: DbState = {
    // DB_VERSION of db.ts (the type insists); not imported, as db.ts imports this module.
    version: 10,
    ...server,
    resetTokens: [],
    codRemittances: [],
    idempotency: [],
    lookups: [],
    apiKeyFailures: [],
    sequence: FIRST_SEQUENCE + deliveries.length,
    referenceSequence: transactions.length,
    // Nobody has failed to sign in yet (mocks/auth-limits.ts).
    signInFailures: [],
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
    // No movements: ₦0, as the ledger adds up.
    state.wallets = seedWallets(state.transactions);
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
