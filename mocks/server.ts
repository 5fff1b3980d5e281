import { resetDb } from './db';
import { createMockHttpServer } from './http-server';
import { setLatency } from './latency';
import { setSettleDelay } from './ledger';

/*
 * The mock API as a real HTTP server (`npm run api:mock`), for a production build,
 * curl or a backend-less demo. The same msw handlers answer; state lives in memory.
 *   MOCK_PORT (8111)  MOCK_LATENCY_MS (0)  MOCK_DELIVERIES (extra generated deliveries, 0)
 *   MOCK_SETTLE_MS (4000: how long a withdrawal or a bank-transfer top-up stays pending)
 */
const port = Number(process.env.MOCK_PORT ?? 8111);
setLatency(Number(process.env.MOCK_LATENCY_MS ?? 0));
setSettleDelay(Number(process.env.MOCK_SETTLE_MS ?? 4_000));
resetDb({ extraDeliveries: Number(process.env.MOCK_DELIVERIES ?? 0) });

const server = createMockHttpServer();
server.listen(port, () => {
  console.log(`DeliverOS mock API on http://localhost:${port} (demo@example.com / Partner123!)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
