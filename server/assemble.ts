import { randomDigits } from './domain/auth/secrets';
import type { Services } from './domain/ports';
import { createApi, type Api } from './http/app';
import { enterSandbox } from './http/authenticate';
import { clientOfAddress } from './http/client';
import { isLocalOrigin } from './http/origin';
import { argon2Hasher } from './platform/argon2';
import { buildServerSeed } from './seed';
import { DEMO_VERIFICATION_CODE } from './seed/constants';
import { connect, type Connection } from './storage/postgres/connect';
import { migrateToLatest } from './storage/postgres/migrate';
import { isEmpty, seedDatabase } from './storage/postgres/seed';
import { PostgresStore } from './storage/postgres/store';
import { RecordingProvider } from './platform/messages';
import { startOutboxRelay } from './workers/outbox-relay';
import { settleNow, startSettlement } from './workers/settlement';
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
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** How long a withdrawal or a top-up by bank transfer waits for the bank (ms): 4 s unless said. */
  settleAfterMs?: number;
}

export interface RunningServer {
  api: Api;
  store: PostgresStore;
  connection: Connection;
  /** Where the messages went (the default provider records them). */
  messages: RecordingProvider;
  /** Settles the pending movements due by now, at once (tests: `everything`, as if the bank had answered). */
  settle: (options?: Omit<SettleOptions, 'limit'>) => Promise<number>;
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
  if (seeded) await seedDatabase(connection.db, buildServerSeed());
  const store = new PostgresStore(connection.db);
  const appOrigin = options.appOrigin.replace(/\/+$/, '');
  const services: Services = {
    passwords: argon2Hasher,
    verificationCode: options.verificationCodes === 'demo' ? () => DEMO_VERIFICATION_CODE : () => randomDigits(6),
    settleAfterMs: () => options.settleAfterMs ?? 4_000,
    trackingOrigin: () => appOrigin,
  };
  const messages = new RecordingProvider();
  const relay = startOutboxRelay(connection.db, messages);
  const settlement = startSettlement(store, { afterSettled: relay.poke });
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
    afterCommit: relay.poke,
  });
  const settle = async (settleOptions: Omit<SettleOptions, 'limit'> = {}) => {
    const settled = await settleNow(store, Date.now(), settleOptions);
    if (settled > 0) relay.poke();
    return settled;
  };
  const close = async () => {
    await settlement.stop();
    await relay.stop();
    await connection.close();
  };
  return { api, store, connection, messages, settle, close, started: { applied, seeded } };
}
