import { delay, http } from 'msw';
import { lightHasher } from '@server/domain/auth/secrets';
import type { Ctx, OutboxEntry, Services, Tx } from '@server/domain/ports';
import { createApi } from '@server/http/app';
import { enterSandbox, type EnterSandbox } from '@server/http/authenticate';
import { findRoute } from '@server/http/router';
import { MemoryStore } from '@server/storage/memory/store';
import { runBeforeRequest } from './before-request';
import { clientOf } from './client-identity';
import { VERIFICATION_CODE } from './constants';
import { appOrigin, defaultOrigin, sendMail } from './control/outbox';
import { db, saveDb } from './db';
import { getLatency } from './latency';
import { getSettleDelay } from './settle-delay';
import { mockWebhookServices, webhookEventsCommitted } from './webhooks/services';

/*
 * The mock runs the server's own API (server/http/app.ts) over the in-memory store: the same
 * routes, rules and refusals as `npm run server`, in the browser and in Vitest. Its state is the
 * mock's database (mocks/db.ts), saved after each transaction that wrote; what a transaction
 * "sends" goes to the outbox (mocks/control/outbox.ts) once it has committed, and the webhook
 * deliveries it wrote are sent then (mocks/webhooks/engine.ts). Every endpoint of the contract is
 * the server's: the mock keeps no rule of its own (its handlers are the dev controls).
 */

/** What a committed transaction caused, handed to the mock's providers. */
function deliver(entries: OutboxEntry[]): void {
  for (const entry of entries) if (entry.kind === 'message') sendMail(entry.message);
  // The events were recorded with their deliveries in the transaction: they go out now.
  if (entries.some((entry) => entry.kind === 'event')) webhookEventsCommitted();
}

export const mockStore = new MemoryStore(() => db.state, {
  committed: (entries, wrote) => {
    deliver(entries);
    if (wrote) saveDb();
  },
});

const services: Services = {
  passwords: lightHasher,
  verificationCode: () => VERIFICATION_CODE,
  settleAfterMs: getSettleDelay,
  // A delivery's tracking URL is on the app's origin whoever asks (MOCK_APP_ORIGIN, the page's).
  trackingOrigin: defaultOrigin,
  webhooks: mockWebhookServices,
};

/** A request's context for the server's rules, over a transaction of the mock's store (its handlers, its scenarios). */
export const mockCtx = (tx: Tx, request?: Request): Ctx => ({
  tx,
  services,
  request: request
    ? { client: clientOf(request), appOrigin: appOrigin(request), signal: request.signal }
    : { client: 'local', appOrigin: defaultOrigin() },
});

/** Test mode's sandbox twin: the server's (server/domain/partners/sandbox.ts), over the mock's state. */
export const mockSandbox: EnterSandbox = enterSandbox;

export const serverApi = createApi({
  store: mockStore,
  services,
  clientOf,
  appOriginOf: appOrigin,
  enterSandbox: mockSandbox,
  onUnexpected: (error) => console.error(error),
});

/** Whether the server's API answers a request: an endpoint of the contract (the server has them all). */
export function servedByServerApi(method: string, pathname: string): boolean {
  return findRoute(method, pathname).route !== null;
}

/**
 * The msw handler in front of the mock's own: the server's API answers what it serves, with the
 * mock's latency, what is due by now done first (mocks/before-request.ts); the API logs a request
 * made with an API key for the key's partner itself (server/http/request-log.ts).
 */
export const serverApiHandler = http.all('*/api/*', async ({ request }) => {
  if (!servedByServerApi(request.method, new URL(request.url).pathname)) return undefined;
  const latency = getLatency();
  if (latency > 0) await delay(latency);
  await mockStore.transaction(async (tx) => {
    if ((await runBeforeRequest(mockCtx(tx, request))) > 0) saveDb();
  });
  return serverApi(request);
});
