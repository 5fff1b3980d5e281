import type { KnownDeviceRecord, SessionRecord, UserRecord } from '../domain/auth/records';
import type { CounterRecord, DeliveryRecord, RiderRecord, TrackingEventRecord } from '../domain/deliveries/records';
import type { DeliveryRouteRecord } from '../domain/delivery-routes/records';
import type { BillingRecord, PaymentMethodRecord, ProfileRecord, SettingsRecord } from '../domain/partners/records';
import { TRACKING_NUMBER_COUNTER } from '../domain/deliveries/tracking-codes';
import { seedProfiles, seedSettings, seedUsers } from './accounts';
import { seedDeliveries } from './deliveries';
import { seedDeliveryRoutes } from './delivery-routes';
import { seedBilling, seedPaymentMethods, seedWallets } from './partners';
import { assignSeededDeliveries, seedRiders } from './riders';

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
  deliveries: DeliveryRecord[];
  trackingEvents: TrackingEventRecord[];
  riders: RiderRecord[];
  deliveryRoutes: DeliveryRouteRecord[];
  /** `tracking-number`: the last tracking number's sequence given (the seeded deliveries' last). */
  counters: CounterRecord[];
}

export interface ServerSeedOptions {
  /** The demo partner's twelve deliveries (false: none, the `empty` scenario's first day). */
  demoDeliveries?: boolean;
  /** Extra generated deliveries for the demo partner (the benchmark and MOCK_DELIVERIES use thousands). */
  extraDeliveries?: number;
}

export function buildServerSeed(now = Date.now(), options: ServerSeedOptions = {}): ServerSeed {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const { deliveries, trackingEvents } = seedDeliveries(
    { demo: options.demoDeliveries ?? true, extra: options.extraDeliveries ?? 0 },
    at,
  );
  assignSeededDeliveries(deliveries);
  return {
    users: seedUsers(at),
    sessions: [],
    knownDevices: [],
    profiles: seedProfiles(),
    settings: seedSettings(),
    billing: seedBilling(),
    paymentMethods: seedPaymentMethods(),
    wallets: seedWallets(),
    deliveries,
    trackingEvents,
    riders: seedRiders(at),
    deliveryRoutes: seedDeliveryRoutes(),
    counters: [{ name: TRACKING_NUMBER_COUNTER, value: deliveries.length }],
  };
}
