import { describe, expect, it } from 'vitest';
import { newDelivery } from '../support/deliveries';
import { crashStores } from '../support/crash-stores';
import { kill, post, start, type Running } from '../support/process';
import { startReceiver, type ReceivedRequest } from '../support/receiver';

/*
 * Issue 39: webhooks are delivered at least once across a crash. The real `npm run server`: an
 * API call causes an event; while the receiver holds its POST (no answer), the server is killed
 * with -9 and started again; once the dead worker's lease has passed (WEBHOOK_LEASE_MS, 12 s
 * here) the delivery goes out again, with the same event id — the receiver de-duplicates on it
 * (docs/webhooks.md). On PGlite, and on PostgreSQL with DATABASE_URL. RUN_CRASH_TESTS=1.
 */

const LEASE_MS = 12_000;

const stores = crashStores();

/** Polls (every 100 ms, at most `ceilingMs`: a ceiling, not a timing assertion) until `ready` holds. */
async function until(ready: () => boolean, ceilingMs: number): Promise<void> {
  for (let waited = 0; !ready() && waited < ceilingMs; waited += 100) await new Promise((r) => setTimeout(r, 100));
}

async function get<T>(origin: string, pathname: string, token: string): Promise<T> {
  const response = await fetch(`${origin}${pathname}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

const signIn = async (origin: string) =>
  (await post(origin, '/api/auth/signin', { email: 'demo@example.com', password: 'Partner123!' })).json.data.token ??
  '';

const idOf = (request: ReceivedRequest | undefined) => (JSON.parse(request?.body ?? '{}') as { id?: string }).id;

describe.each(stores.map((store) => [store.name, store] as const))('webhooks across kill -9 on %s', (_name, store) => {
  it(
    'an event whose POST was on its way is sent again after the restart, with the same event id',
    { timeout: 120_000 },
    async () => {
      const env: Record<string, string> = { ...store.env(), WEBHOOK_LEASE_MS: String(LEASE_MS) };
      const receiver = await startReceiver();
      receiver.answer('hold');
      let server: Running = await start(env, ['--fresh']);
      try {
        let token = await signIn(server.origin);
        const endpoint = await post(
          server.origin,
          '/api/webhook-endpoints',
          { url: `${receiver.origin}/hooks`, events: ['delivery.created'] },
          token,
        );
        expect(endpoint.status).toBe(201);
        expect((await post(server.origin, '/api/deliveries', newDelivery(), token)).status).toBe(201);
        // The worker's POST is held by the receiver: the server dies with it on its way.
        await until(() => receiver.received.length >= 1, 20_000);
        expect(receiver.received).toHaveLength(1);
        await kill(server.child);
        receiver.answer(200);

        server = await start(env);
        await until(() => receiver.received.length >= 2, LEASE_MS + 30_000);
        const [held, again] = receiver.received;
        expect(again?.eventId).toBe(held?.eventId);
        expect(idOf(again)).toBe(held?.eventId);
        expect(held?.eventId).toMatch(/^evt_/);

        token = await signIn(server.origin);
        type Page = {
          items: Array<{ outcome: string; event: { id: string }; attempts: Array<{ http_status: number }> }>;
        };
        let page: Page = { items: [] };
        for (let tries = 0; tries < 50 && page.items[0]?.outcome !== 'succeeded'; tries += 1) {
          if (tries > 0) await new Promise((r) => setTimeout(r, 200));
          page = await get<Page>(server.origin, `/api/webhook-endpoints/${endpoint.json.data.id}/deliveries`, token);
        }
        // One delivery, succeeded; the attempt cut short by the crash was never recorded.
        expect(page.items).toHaveLength(1);
        expect(page.items[0]).toMatchObject({ outcome: 'succeeded', event: { id: held?.eventId } });
        expect(page.items[0]?.attempts.map((a) => a.http_status)).toEqual([200]);
      } finally {
        await kill(server.child);
        await receiver.close();
      }
    },
  );
});
