import { randomDigits } from './domain/auth/secrets';
import type { Services } from './domain/ports';
import { createApi, type Api } from './http/app';
import { enterSandbox } from './http/authenticate';
import { clientOfAddress } from './http/client';
import { isLocalOrigin } from './http/origin';
import { argon2Hasher } from './platform/argon2';
import { buildServerSeed, type ServerSeed } from './seed';
import { DEMO_VERIFICATION_CODE } from './seed/constants';
import { connect, type Connection } from './storage/postgres/connect';
import { migrateToLatest } from './storage/postgres/migrate';
import { isEmpty, seedDatabase } from './storage/postgres/seed';
import { PostgresStore } from './storage/postgres/store';
import type { MessageProviders } from './platform/messages';
import { recordedMessages, recordingProviders, type RecordedMessage } from './platform/recorded-messages';
import { relayOutbox, startOutboxRelay } from './workers/outbox-relay';
import { settleNow, startSettlement } from './workers/settlement';
import { startWebhookWorker } from './workers/webhooks';
import { nodeWebhookSender, type Resolver } from './platform/webhook-sender';
import type { SettleOptions } from './domain/wallet/settlement';

/*
 * The server put together: a database (PostgreSQL or the embedded PGlite), migrated, seeded with
 * the demo data when empty (or `fresh`), and the API over it. `npm run server` (server/main.ts)
 * serves it; the tests call it in process (server/__tests__).
 */

export interface ServerOptions {
  databaseUrl?: string | undefined;
  /** PGlite's folder when there is no databaseUrl (`memory://`: in memory). */
  dataDir?: string | undefined;
  appOrigin: string;
  verificationCodes: 'demo' | 'random';
  /** Seed the demo data into an empty database. */
  demoData: boolean;
  /** Replace whatever the database holds with the demo data. */
  fresh?: boolean;
  /** The demo data to seed (`buildServerSeed()` unless said: `npm run api:mock` adds generated deliveries). */
  seed?: () => ServerSeed;
  /** Whether the bank refuses every withdrawal now (`npm run api:mock`'s scenario); never, unless said. */
  withdrawalsFail?: () => boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** How long a withdrawal or a top-up by bank transfer waits for the bank (ms): 4 s unless said. */
  settleAfterMs?: number;
  /** Each channel's provider: recorded in `recorded_messages` unless said (server/platform/messages.ts). */
  messageProviders?: MessageProviders;
  /** Where webhooks may go (docs/webhooks.md): loopback in development; tests inject a resolver. */
  webhooks?: {
    allowLoopback?: boolean;
    ownPorts?: ReadonlySet<string>;
    resolve?: Resolver;
    /** How long the worker holds a delivery it is sending (60 s unless said). */
    leaseMs?: number;
    ownAddresses?: ReadonlySet<string>;
  };
}

export interface RunningServer {
  api: Api;
  store: PostgresStore;
  /** What the API's use-cases are given (a development tool running a use-case itself). */
  services: Services;
  connection: Connection;
  /** The messages the recording provider "sent", newest first (sends what is waiting first). */
  recordedMessages: () => Promise<RecordedMessage[]>;
  /** Settles the pending movements due by now, at once (tests: `everything`, as if the bank had answered). */
  settle: (options?: Omit<SettleOptions, 'limit'>) => Promise<number>;
  /** Sends the webhook deliveries due now and waits for them; how many attempts. */
  deliverWebhooks: () => Promise<number>;
  /** Stops the background work, then closes the database. */
  close: () => Promise<void>;
  /** What the start did: the migrations applied, whether it seeded. */
  started: { applied: string[]; seeded: boolean };
}

/** The client a request comes from: the socket's address, handed on by the node front. */
const remoteAddresses = new WeakMap<Request, string>();

export function rememberRemoteAddress(request: Request, address: string | undefined): void {
  if (address) remoteAddresses.set(request, address);
}

export async function assembleServer(options: ServerOptions): Promise<RunningServer> {
  const connection = await connect({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  const { applied } = await migrateToLatest(connection.db);
  const seeded = options.fresh === true || (options.demoData && (await isEmpty(connection.db)));
  if (seeded) await seedDatabase(connection.db, options.seed?.() ?? buildServerSeed());
  const store = new PostgresStore(connection.db);
  const appOrigin = options.appOrigin.replace(/\/+$/, '');
  const sender = nodeWebhookSender({
    allowLoopback: options.webhooks?.allowLoopback ?? true,
    ownPorts: options.webhooks?.ownPorts ?? new Set(),
    ...(options.webhooks?.resolve ? { resolve: options.webhooks.resolve } : {}),
    ...(options.webhooks?.ownAddresses ? { ownAddresses: options.webhooks.ownAddresses } : {}),
  });
  const services: Services = {
    passwords: argon2Hasher,
    verificationCode: options.verificationCodes === 'demo' ? () => DEMO_VERIFICATION_CODE : () => randomDigits(6),
    settleAfterMs: () => options.settleAfterMs ?? 4_000,
    trackingOrigin: () => appOrigin,
    webhooks: sender,
  };
  const providers = options.messageProviders ?? recordingProviders;
  const relay = startOutboxRelay(connection.db, providers);
  const webhooks = startWebhookWorker(store, sender, {
    ...(options.webhooks?.leaseMs ? { leaseMs: options.webhooks.leaseMs } : {}),
  });
  // After a commit: its messages to the relay, its events' deliveries to the worker.
  const afterCommit = () => {
    relay.poke();
    webhooks.poke();
  };
  const settlement = startSettlement(store, {
    afterSettled: afterCommit,
    ...(options.withdrawalsFail ? { withdrawalsFail: options.withdrawalsFail } : {}),
  });
  const api = createApi({
    store,
    services,
    clientOf: (request) => {
      const address = remoteAddresses.get(request);
      return address ? clientOfAddress(address) : 'local';
    },
    // The e-mails' links point at the request's own app when it is one of the local ones (a
    // preview on another port), else at APP_ORIGIN.
    appOriginOf: (request) => {
      const origin = request.headers.get('Origin');
      return origin !== null && isLocalOrigin(origin) ? origin : appOrigin;
    },
    enterSandbox,
    onUnexpected: (error, request) => console.error(`${request.method} ${new URL(request.url).pathname}:`, error),
    afterCommit,
  });
  const settle = async (settleOptions: Omit<SettleOptions, 'limit'> = {}) => {
    const withdrawalsFail = options.withdrawalsFail?.() ?? false;
    const settled = await settleNow(store, Date.now(), { withdrawalsFail, ...settleOptions });
    if (settled > 0) afterCommit();
    return settled;
  };
  const close = async () => {
    await settlement.stop();
    await webhooks.stop();
    await relay.stop();
    await connection.close();
  };
  const recorded = async () => {
    // What is waiting, sent now; a run of the relay's own holds its rows (FOR UPDATE SKIP LOCKED)
    // until it commits, so one under way before or during this one is waited for too.
    await relay.idle();
    await relayOutbox(connection.db, providers);
    await relay.idle();
    return recordedMessages(connection.db);
  };
  return {
    api,
    store,
    services,
    connection,
    recordedMessages: recorded,
    settle,
    deliverWebhooks: webhooks.runNow,
    close,
    started: { applied, seeded },
  };
}
