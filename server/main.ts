import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { assembleServer, rememberRemoteAddress } from './assemble';
import { readConfig } from './config';
import { createHttpFront } from './http/node-front';
import { answerDevControl, type DevControls } from './http/dev-controls';
import { answerHealth } from './http/health';
import { isLocalOrigin } from './http/origin';
import { holdsBuild, staticApp } from './http/static-app';
import { buildServerSeed } from './seed';
import { readiness } from './storage/postgres/migrate';
import { seedDatabase } from './storage/postgres/seed';

/*
 * `npm run server`: the DeliverOS API on http://localhost:8111 (PORT), on PostgreSQL at
 * DATABASE_URL or, without it, on the embedded PostgreSQL (PGlite) in DATA_DIR (.data/); the
 * demo data on the first start, `--fresh` to start again from it; the built web app (dist/, when
 * `npm run build` made one) on the same origin. One line per request unless QUIET=1. docs/server.md.
 */

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--fresh');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run server [-- --fresh]`);
  process.exit(2);
}

const read = readConfig(process.env);
if ('problems' in read) {
  console.error(
    `The server cannot start: the environment is not right.\n${read.problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(2);
}
const { config } = read;
const startedAt = performance.now();
const dataDir = path.resolve(config.DATA_DIR);
const appDist = config.APP_DIST === 'off' ? null : path.resolve(config.APP_DIST);
const servesApp = appDist !== null && holdsBuild(appDist);
const appOriginUrl = config.APP_ORIGIN ?? (servesApp ? `http://localhost:${config.PORT}` : 'http://localhost:5173');

// The port this server listens on: webhooks are never sent to it (known once it listens, PORT=0 too).
const ownPorts = new Set<string>([String(config.PORT)]);
let running: Awaited<ReturnType<typeof assembleServer>>;
try {
  running = await assembleServer({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    appOrigin: appOriginUrl,
    verificationCodes: config.VERIFICATION_CODES,
    demoData: config.DEMO_DATA === 'on',
    settleAfterMs: config.SETTLE_MS,
    fresh: args.includes('--fresh'),
    webhooks: { allowLoopback: config.WEBHOOK_LOOPBACK === 'on', ownPorts, leaseMs: config.WEBHOOK_LEASE_MS },
  });
} catch (error) {
  const where = config.DATABASE_URL ? 'the PostgreSQL of DATABASE_URL' : `the embedded database in ${dataDir}`;
  console.error(
    `The server cannot start: ${where} is not usable.\n  ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const { api, connection, started, close } = running;
const appOrigin = new URL(appOriginUrl).origin;
const app = servesApp && appDist ? staticApp(appDist, appOrigin) : null;
const allowOrigin = (origin: string) => origin === appOrigin || isLocalOrigin(origin);
const devControls: DevControls | null =
  config.DEV_CONTROLS === 'on'
    ? {
        messages: running.recordedMessages,
        // The demo data again; the recorded messages go with every other row.
        reset: () => seedDatabase(connection.db, buildServerSeed()),
        allowOrigin,
      }
    : null;
const server = createHttpFront({
  answer: async (request, remoteAddress) => {
    rememberRemoteAddress(request, remoteAddress);
    return (
      (await answerHealth(request, () => readiness(connection.db))) ??
      (devControls && (await answerDevControl(request, devControls))) ??
      app?.(request) ??
      api(request)
    );
  },
  allowOrigin,
  ...(config.QUIET === '1'
    ? {}
    : {
        onExchange: ({ method, path: target, status, durationMs }) =>
          console.log(`${method} ${target} → ${status === 0 ? 'no reply' : status} (${Math.round(durationMs)} ms)`),
      }),
  onUnexpected: (error) => console.error(error),
});

server.listen(config.PORT, () => {
  const { port } = server.address() as AddressInfo;
  ownPorts.add(String(port));
  const store = connection.kind === 'pglite' ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  if (started.applied.length > 0) console.log(`Migrations applied: ${started.applied.join(', ')}`);
  if (started.seeded) console.log('Demo data seeded (demo@example.com / Partner123!)');
  if (servesApp)
    console.log(`The web app (${path.relative(process.cwd(), appDist ?? '') || '.'}/) on http://localhost:${port}`);
  if (devControls)
    console.log('Development controls on (DEV_CONTROLS=on): /__dev/outbox, /__dev/reset — never in production');
  console.log(
    `DeliverOS server on http://localhost:${port}, ${store} (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
  });
}
