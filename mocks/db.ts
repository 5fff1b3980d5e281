import { z } from 'zod/mini';
import {
  apiAccessRequest,
  billingInfo,
  delivery,
  deliveryRoute,
  partnerProfile,
  partnerSettings,
  paymentMethod,
  trackingEvent,
  transaction,
  user,
} from '@/api/schemas';
import { buildSeed, type SeedOptions } from './seed';

/*
 * The mock API's database: plain collections of the contract's own (camelCase) records,
 * each owned by a partner. The whole state is one zod schema, so a persisted copy that
 * no longer fits (an older shape in localStorage) is dropped for a fresh seed instead of
 * crashing a handler.
 */
const owned = { partnerId: z.string() };

export const dbSchema = z.object({
  version: z.literal(1),
  users: z.array(
    z.extend(user, {
      password: z.string(),
      verified: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      userId: z.string(),
      token: z.string(),
      refreshToken: z.string(),
      /** Epoch ms after which the access token answers 401. */
      expiresAt: z.number(),
    }),
  ),
  profiles: z.array(z.extend(partnerProfile, owned)),
  settings: z.array(z.extend(partnerSettings, owned)),
  billing: z.array(z.extend(billingInfo, owned)),
  paymentMethods: z.array(z.extend(paymentMethod, owned)),
  deliveries: z.array(z.extend(delivery, owned)),
  trackingEvents: z.array(z.extend(trackingEvent, { deliveryId: z.string() })),
  wallets: z.array(z.object({ partnerId: z.string(), balance: z.number() })),
  transactions: z.array(z.extend(transaction, owned)),
  deliveryRoutes: z.array(z.extend(deliveryRoute, owned)),
  apiAccessRequests: z.array(apiAccessRequest),
  /** Replies already given to an Idempotency-Key, replayed instead of acting twice. */
  idempotency: z.array(
    z.object({ key: z.string(), scope: z.string(), partnerId: z.string(), status: z.number(), body: z.unknown() }),
  ),
  /** Next numbers for ids and tracking numbers. */
  sequence: z.number().check(z.int()),
});
export type DbState = z.infer<typeof dbSchema>;

export interface Persistence {
  load(): unknown;
  save(state: DbState): void;
  clear(): void;
}

let persistence: Persistence | null = null;
let seedOptions: SeedOptions = {};

export const db: { state: DbState } = { state: buildSeed() };

/** Browser: state survives a reload. Node (tests, HTTP server): in memory only. */
export function attachPersistence(next: Persistence | null): void {
  persistence = next;
  const stored = persistence?.load();
  const parsed = stored === undefined || stored === null ? null : dbSchema.safeParse(stored);
  if (parsed?.success) {
    db.state = parsed.data;
  } else {
    db.state = buildSeed(seedOptions);
    persistence?.save(db.state);
  }
}

/** Back to the demo data of PRODUCT.md (optionally with more deliveries, for the benchmark). */
export function resetDb(options: SeedOptions = seedOptions): void {
  seedOptions = options;
  db.state = buildSeed(options);
  persistence?.save(db.state);
}

export function saveDb(): void {
  persistence?.save(db.state);
}

export function nextId(prefix: string): string {
  db.state.sequence += 1;
  return `${prefix}_${db.state.sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
