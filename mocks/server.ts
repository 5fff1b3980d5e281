import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setLatency } from './latency';
import { startDevServer } from './dev-server/start';
import type { HttpExchange } from './dev-server/front';

/*
 * `npm run api:mock`: the DeliverOS server with the development tools on — for the app under
 * `VITE_API_MOCKING=off npm start` or a production build, curl, the budget, Lighthouse and the
 * benchmark. The server's API, rules, queue and workers on the embedded PostgreSQL (PGlite), with
 * the demo data, and in front of it the dev panel's /__mock controls (scenarios, faults, latency,
 * request log, outbox: docs/mock-api.md). A key made on a screen of an app talking to it works
 * with curl against it. Never for production: `npm run server` has no /__mock (docs/server.md).
 *   MOCK_PORT (8111; 0 = any free port, printed)  MOCK_LATENCY_MS (0)
 *   MOCK_DB (.mock-data/pglite: the embedded database's folder; `memory`: nothing stored, the
 *   seed at every start — what the budget, Lighthouse and the benchmark use)
 *   MOCK_DELIVERIES (extra generated deliveries when seeding, 0)
 *   MOCK_SETTLE_MS (4000: how long a withdrawal or a bank-transfer top-up stays pending)
 *   MOCK_APP_ORIGIN (http://localhost:5173: where the links of the e-mails point when a request
 *   carries no local Origin)  MOCK_QUIET=1 (no line per request)
 *   --fresh: start from the demo data, replacing what MOCK_DB holds.
 * It prints one line per request, `METHOD /path → status (N ms)`, after the start-up lines
 * (scripts that start it wait for the "DeliverOS mock API on http://localhost:PORT" line).
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--fresh');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run api:mock [-- --fresh]`);
  process.exit(2);
}

const port = Number(process.env.MOCK_PORT ?? 8111);
const inMemory = process.env.MOCK_DB === 'memory';
const dataDir = inMemory
  ? 'memory://'
  : path.resolve(process.env.MOCK_DB || path.join(import.meta.dirname, '..', '.mock-data', 'pglite'));
const extraDeliveries = Number(process.env.MOCK_DELIVERIES ?? 0);
setLatency(Number(process.env.MOCK_LATENCY_MS ?? 0));
const quiet = process.env.MOCK_QUIET === '1';

/** `POST /api/wallet/withdraw → 201 (3 ms)`; `→ no reply` when none went out; the fault rule that answered. */
function printExchange({ method, path: target, status, durationMs, fault }: HttpExchange): void {
  const outcome = status === 0 ? 'no reply' : String(status);
  console.log(`${method} ${target} → ${outcome} (${Math.round(durationMs)} ms)${fault ? ` [fault ${fault}]` : ''}`);
}

const ownPorts = new Set([String(port)]);
let started: Awaited<ReturnType<typeof startDevServer>>;
try {
  started = await startDevServer({
    dataDir,
    fresh: args.includes('--fresh'),
    extraDeliveries,
    settleAfterMs: Number(process.env.MOCK_SETTLE_MS ?? 4_000),
    ...(process.env.MOCK_APP_ORIGIN ? { appOrigin: process.env.MOCK_APP_ORIGIN } : {}),
    ownPorts,
    ...(quiet ? {} : { onExchange: printExchange }),
  });
} catch (error) {
  console.error(
    `The mock API cannot start: the embedded database in ${inMemory ? 'memory' : dataDir} is not usable.\n  ${
      error instanceof Error ? error.message : String(error)
    }`,
  );
  process.exit(1);
}
const { running, http } = started;
console.log(
  inMemory
    ? `State in memory only (MOCK_DB=memory)${extraDeliveries > 0 ? `, ${extraDeliveries} extra deliveries` : ''}`
    : running.started.seeded
      ? `State seeded into ${dataDir}${extraDeliveries > 0 ? ` (${extraDeliveries} extra deliveries)` : ''}`
      : `State loaded from ${dataDir}`,
);

http.listen(port, () => {
  const { port: actual } = http.address() as AddressInfo;
  // Webhooks never call this API itself.
  ownPorts.add(String(actual));
  console.log(`DeliverOS mock API on http://localhost:${actual} (demo@example.com / Partner123!)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => http.close(() => void running.close().finally(() => process.exit(0))));
}
