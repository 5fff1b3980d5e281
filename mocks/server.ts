import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setDefaultAppOrigin } from './control/outbox';
import { attachPersistence, db } from './db';
import { createMockHttpServer, type HttpExchange } from './http-server';
import { setLatency } from './latency';
import { setSettleDelay } from './ledger';
import { openSqliteStore } from './sqlite-store';
import { startWebhookTimer } from './webhooks/engine';
import { setOwnOrigins, setWebhookAllowlist } from './webhooks/url-policy';

/*
 * The mock API as a real HTTP server (`npm run api:mock`), for a production build,
 * curl or a backend-less demo. The same msw handlers answer; the state is kept in a SQLite
 * file (mocks/sqlite-store.ts), so users, sessions, data and used Idempotency-Keys survive a
 * restart; every write is on disk before its reply is sent.
 *   MOCK_PORT (8111; 0 = any free port, printed)  MOCK_LATENCY_MS (0)
 *   MOCK_DB (.mock-data/mock.sqlite; `memory`: nothing stored, the seed at every start — what
 *   the budget, Lighthouse, the benchmark and e2e-prod use)  MOCK_DELIVERIES (extra generated deliveries when seeding, 0)
 *   MOCK_SETTLE_MS (4000: how long a withdrawal or a bank-transfer top-up stays pending)
 *   MOCK_APP_ORIGIN (http://localhost:5173: where the links of the outbox's e-mails point when a
 *   request carries no local Origin)  MOCK_QUIET=1 (no line per request)
 *   MOCK_WEBHOOK_ALLOWLIST (hosts besides loopback that webhooks may be sent to, comma-separated)
 *   --fresh: start from the seed data, replacing what MOCK_DB holds.
 * It prints one line per request, `METHOD /path → status (N ms)`, after the start-up lines
 * (scripts that start it wait for the "DeliverOS mock API on http://localhost:PORT" line).
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--fresh');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: tsx mocks/server.ts [--fresh]`);
  process.exit(2);
}
const fresh = args.includes('--fresh');

const port = Number(process.env.MOCK_PORT ?? 8111);
const inMemory = process.env.MOCK_DB === 'memory';
const file = path.resolve(process.env.MOCK_DB || path.join(import.meta.dirname, '..', '.mock-data', 'mock.sqlite'));
const extraDeliveries = Number(process.env.MOCK_DELIVERIES ?? 0);
setLatency(Number(process.env.MOCK_LATENCY_MS ?? 0));
setSettleDelay(Number(process.env.MOCK_SETTLE_MS ?? 4_000));
if (process.env.MOCK_APP_ORIGIN) setDefaultAppOrigin(process.env.MOCK_APP_ORIGIN);
setWebhookAllowlist((process.env.MOCK_WEBHOOK_ALLOWLIST ?? '').split(','));
// Webhook retries go out on their own, due or not a request comes (mocks/webhooks/engine.ts).
startWebhookTimer();
const quiet = process.env.MOCK_QUIET === '1';

let store: ReturnType<typeof openSqliteStore> | null = null;
try {
  if (!inMemory) store = openSqliteStore(file);
} catch (error) {
  console.error(`Cannot open MOCK_DB: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const state = attachPersistence(store, { seed: { extraDeliveries }, fresh });
console.log(
  inMemory
    ? `State in memory only (MOCK_DB=memory)${extraDeliveries > 0 ? `, ${extraDeliveries} extra deliveries` : ''}`
    : state === 'loaded'
      ? `State loaded from ${file} (${db.state.users.length} users, ${db.state.deliveries.length} deliveries)`
      : `State seeded into ${file}${extraDeliveries > 0 ? ` (${extraDeliveries} extra deliveries)` : ''}`,
);

/** `POST /api/wallet/withdraw → 201 (3 ms)`; `→ no reply` when none went out; the fault rule that answered. */
function printExchange({ method, path, status, durationMs, fault }: HttpExchange): void {
  const outcome = status === 0 ? 'no reply' : String(status);
  console.log(`${method} ${path} → ${outcome} (${Math.round(durationMs)} ms)${fault ? ` [fault ${fault}]` : ''}`);
}

const server = createMockHttpServer(quiet ? {} : { onExchange: printExchange });
server.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo;
  // Webhooks never call this API itself (mocks/webhooks/url-policy.ts).
  setOwnOrigins([`http://localhost:${actual}`]);
  console.log(`DeliverOS mock API on http://localhost:${actual} (demo@example.com / Partner123!)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () =>
    server.close(() => {
      store?.close();
      process.exit(0);
    }),
  );
}
