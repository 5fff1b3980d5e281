import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../seed/accounts';
import { deliverAllDue, deliverDue, LEASE_MS } from '../../domain/webhooks/attempts';
import { recordOutboxEvent } from '../../domain/webhooks/events';
import { nodeWebhookSender } from '../../platform/webhook-sender';
import { PostgresStore } from '../../storage/postgres/store';
import { ok } from '../support/deliveries';
import { eventually, startReceiver, type Receiver } from '../support/receiver';
import { as, signIn } from '../support/suite';
import { targetOf, type Target } from '../support/target';

/*
 * The webhooks' queue on a real PostgreSQL (PGlite runs one transaction at a time, so a race
 * passes there): workers taking due deliveries at once send each exactly once per attempt, an
 * endpoint's in order; a delivery leased by a worker that died goes out again, with the same
 * event id, once its lease has expired. Each worker is its own store over the pool (its own
 * connections, as another process's would be); the server's own worker runs beside them.
 */

const ENDPOINTS = 6;
const EVENTS = 8;
const HOUR = 3_600_000;

describe('webhook workers on PostgreSQL', () => {
  let api: Target;
  let receiver: Receiver;
  beforeAll(async () => {
    api = await targetOf('postgres');
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await api.reset();
    receiver.received.length = 0;
  });

  const sender = () => nodeWebhookSender({ allowLoopback: true, ownPorts: new Set(), ownAddresses: new Set() });
  const worker = () => new PostgresStore(api.server!.connection.db);

  /** Endpoints to the receiver (the demo's own disabled), each with `EVENTS` events queued, due in an hour. */
  async function queued(): Promise<string[]> {
    const session = await signIn(api);
    await api.call('/api/webhook-endpoints/we_demo_orders', as(session, { method: 'PATCH', body: { enabled: false } }));
    const ids: string[] = [];
    for (let e = 0; e < ENDPOINTS; e += 1) {
      const body = { url: `${receiver.origin}/e${e}`, events: ['wallet.transaction.completed'] };
      ids.push(ok<{ id: string }>(await api.call('/api/webhook-endpoints', as(session, { body })), 201).id);
    }
    await api.server!.store.transaction(async (tx) => {
      for (let n = 0; n < EVENTS; n += 1) {
        const entry = {
          kind: 'event',
          partnerId: DEMO_USER_ID,
          type: 'wallet.transaction.completed',
          data: { n },
        } as const;
        await recordOutboxEvent(tx, entry, Date.now() + HOUR);
      }
    });
    return ids;
  }
  const dueNow = () =>
    sql`update webhook_deliveries set next_attempt_at = now() where outcome = 'pending'`.execute(
      api.server!.connection.db,
    );

  it(`${ENDPOINTS * EVENTS} due deliveries, four workers at once: each sent exactly once, each endpoint’s in order`, async () => {
    await queued();
    await dueNow();
    const sent = await Promise.all([1, 2, 3, 4].map(() => deliverAllDue(worker(), sender())));
    // The server's own worker may have taken some too: together, every delivery once.
    await api.deliverWebhooks();
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(ENDPOINTS * EVENTS);
    // The server's own worker may still be on its last one: wait for it (a ceiling, not a timing assertion).
    await eventually(
      () => receiver.received.length,
      (count) => count >= ENDPOINTS * EVENTS,
    );
    expect(receiver.received).toHaveLength(ENDPOINTS * EVENTS);
    const pairs = receiver.received.map((r) => `${r.path} ${r.eventId}`);
    expect(new Set(pairs).size).toBe(ENDPOINTS * EVENTS);
    for (let e = 0; e < ENDPOINTS; e += 1) {
      const order = receiver.received
        .filter((r) => r.path === `/e${e}`)
        .map((r) => (JSON.parse(r.body) as { data: { object: { n: number } } }).data.object.n);
      expect(order).toEqual(Array.from({ length: EVENTS }, (_, n) => n));
    }
    const recorded = () =>
      sql<{ outcome: string; attempts: string }>`
      select d.outcome, (select count(*) from webhook_attempts a where a.delivery_id = d.id) as attempts
      from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.status = 'enabled'
    `.execute(api.server!.connection.db);
    const { rows } = await eventually(recorded, ({ rows: all }) => all.every((row) => row.outcome === 'succeeded'));

    expect(rows).toHaveLength(ENDPOINTS * EVENTS);
    expect(rows.every((row) => row.outcome === 'succeeded' && Number(row.attempts) === 1)).toBe(true);
  });

  it('a delivery leased by a worker that died is sent again once the lease expires, with the same event id', async () => {
    const endpoints = await queued();
    // Due an hour from now, seen from then: the server's own worker (on the clock) leaves them alone.
    const now = Date.now() + HOUR + 1_000;
    // A worker takes one per endpoint and dies before sending: its leases stay.
    const died = await worker().transaction((tx) => tx.webhookDeliveries.claimDue(now, now + LEASE_MS, ENDPOINTS));
    expect(died).toHaveLength(ENDPOINTS);
    // While the leases hold, nothing of those endpoints goes out (their events stay in order).
    expect(await deliverDue(worker(), sender(), now)).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // After the lease: the same deliveries, first.
    await deliverDue(worker(), sender(), now + LEASE_MS + 1);
    const first = new Map(receiver.received.map((r) => [r.path, r.eventId]));
    for (const delivery of died) {
      expect(first.get(`/e${endpoints.indexOf(delivery.endpointId)}`)).toBe(delivery.eventId);
    }
  });
});
