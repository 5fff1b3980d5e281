import type { KnownDeviceRecord, SessionRecord, UserRecord } from '../domain/auth/records';
import type { BillingRecord, PaymentMethodRecord, ProfileRecord, SettingsRecord } from '../domain/partners/records';
import { seedProfiles, seedSettings, seedUsers } from './accounts';
import { seedBilling, seedPaymentMethods, seedWallets } from './partners';

/*
 * The demo data (PRODUCT.md) as the server seeds it: the part of the story that lives on the
 * server today, built by the same functions as the mock's seed (mocks/seed.ts), so the README's
 * demo accounts work on both. What has not moved yet (docs/server.md) is the mock's alone.
 */

export interface ServerSeed {
  users: UserRecord[];
  sessions: SessionRecord[];
  knownDevices: KnownDeviceRecord[];
  profiles: ProfileRecord[];
  settings: SettingsRecord[];
  billing: BillingRecord[];
  paymentMethods: PaymentMethodRecord[];
  wallets: Array<{ partnerId: string; balance: number }>;
}

export function buildServerSeed(now = Date.now()): ServerSeed {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  return {
    users: seedUsers(at),
    sessions: [],
    knownDevices: [],
    profiles: seedProfiles(),
    settings: seedSettings(),
    billing: seedBilling(),
    paymentMethods: seedPaymentMethods(),
    wallets: seedWallets(),
  };
}
