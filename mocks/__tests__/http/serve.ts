import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningServer } from '@server/assemble';
import type { Database } from '@server/storage/postgres/schema';
import { releaseHeldRequests } from '../../control/fault-responder';
import { clearFaults } from '../../control/faults';
import { clearLog } from '../../control/log';
import { setLatency } from '../../latency';
import type { DevFrontOptions } from '../../dev-server/front';
import { startDevServer, type DevServer } from '../../dev-server/start';
import { dumpOf } from '@server/__tests__/support/target';

/** The body of every API reply: the data, or the error's message and code. */
export interface Envelope {
  success: boolean;
  data: unknown;
  message?: string;
  code?: string;
}

/**
 * Rows of these tables change with a refused request too: an audit trail or a count, not data
 * (sessions, replayed keys, the limits' counts, the request log, the outbox).
 */
const BOOKKEEPING = [
  'sessions',
  'idempotency_keys',
  'sign_in_failures',
  'known_devices',
  'request_logs',
  'lookups',
  'api_key_failures',
  'recorded_messages',
  // Worked through after the commit, by the relay and the webhook worker, whatever the test does.
  'outbox',
  'webhook_deliveries',
  'webhook_attempts',
  'kysely_migration',
  'kysely_migration_lock',
];

export interface ServedMock {
  origin: () => string;
  server: () => Server;
  running: () => RunningServer;
  /** Every table's rows but the bookkeeping's (`dumpOf`), to compare before and after a refusal. */
  data: () => Promise<string>;
  /** The database, to see what a request stored. */
  db: () => Kysely<Database>;
  /** How many rows `table` holds. */
  count: (table: keyof Database) => Promise<number>;
}

/**
 * `npm run api:mock` in this process (mocks/dev-server: the server on an in-memory PGlite, the dev
 * tools in front) on a free port for this test file; after each test the demo data again, and no
 * fault rule, log, latency or held request.
 */
export function serveMockOverHttp(options: DevFrontOptions = {}): ServedMock {
  let dev: DevServer | undefined;
  let origin = '';
  const started = () => {
    if (!dev) throw new Error('the mock API has not started');
    return dev;
  };
  beforeAll(async () => {
    dev = await startDevServer({ dataDir: 'memory://', settleAfterMs: 4_000, ...options });
    const { http } = dev;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(http.address() as AddressInfo).port}`;
  }, 120_000);
  afterEach(async () => {
    releaseHeldRequests();
    clearFaults();
    clearLog();
    setLatency(0);
    await fetch(`${origin}/__mock/reset`, { method: 'POST' });
    await fetch(`${origin}/__mock/outbox`, { method: 'DELETE' });
  });
  afterAll(async () => {
    if (!dev) return;
    const { http, running } = dev;
    // A connection a test left open (a held request) must not keep the server from closing.
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await running.close();
  });
  return {
    origin: () => origin,
    server: () => started().http,
    running: () => started().running,
    data: () => dumpOf(started().running, BOOKKEEPING),
    db: () => started().running.connection.db,
    count: async (table) => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
        started().running.connection.db,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
