import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MAX_WEBHOOK_ENDPOINTS } from '@/api/schemas/webhooks';
import { verifySignature } from '../../domain/webhooks/signature';
import { newDelivery, ok } from '../support/deliveries';
import { eventually, startReceiver, type Receiver } from '../support/receiver';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * Webhooks on every store (docs/webhooks.md): the endpoints' CRUD, a secret shown once and
 * rotated, events caused by requests sent signed with their id (header and body), the attempts'
 * log, the retry schedule's first step, resend and test events — and every refusal leaves the
 * data as it was. The receiver is a real HTTP server on 127.0.0.1 (loopback: allowed in
 * development on the server, and by the mock).
 */

interface WireEndpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  status: string;
  disabled_reason: string | null;
  livemode: boolean;
  secret_redacted: string;
  previous_secret_expires_at: string | null;
  consecutive_failures: number;
  secret?: string;
}
interface WireDelivery {
  id: string;
  endpoint_id: string;
  outcome: string;
  next_attempt_at: string | null;
  event: { id: string; type: string; livemode: boolean; data: { object: { id?: string } } };
  attempts: Array<{ at: string; http_status: number | null; error: string | null; trigger: string }>;
}
interface WirePage {
  items: WireDelivery[];
  total: number;
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer(200);
});

const endpoints = async (api: Target, session: Session) =>
  ok<WireEndpoint[]>(await api.call('/api/webhook-endpoints', as(session)));
const create = async (api: Target, session: Session, body: object = {}, headers: Record<string, string> = {}) =>
  ok<WireEndpoint>(
    await api.call(
      '/api/webhook-endpoints',
      as(session, { body: { url: `${receiver.origin}/hooks`, events: ['delivery.created'], ...body }, headers }),
    ),
    201,
  );
const deliveriesOf = async (api: Target, session: Session, id: string, query = '') =>
  ok<WirePage>(await api.call(`/api/webhook-endpoints/${id}/deliveries${query}`, as(session)));

onEveryStore('webhook endpoints', (api) => {
  it('lists the seeded endpoint; a new one shows its secret once, then only redacted', async () => {
    const session = await signIn(api());
    expect((await endpoints(api(), session)).map((e) => e.id)).toEqual(['we_demo_orders']);
    const made = await create(api(), session, { description: 'Orders service' });
    expect(made).toMatchObject({
      status: 'enabled',
      livemode: true,
      consecutive_failures: 0,
      description: 'Orders service',
    });
    expect(made.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(made.secret_redacted).toBe(`whsec_••••${made.secret!.slice(-4)}`);
    const got = ok<WireEndpoint>(await api().call(`/api/webhook-endpoints/${made.id}`, as(session)));
    expect(got.secret).toBeUndefined();
    expect(got).toEqual({ ...made, secret: undefined });
    expect((await endpoints(api(), session)).map((e) => e.id)).toEqual([made.id, 'we_demo_orders']);
  });

  it('refuses a URL to a private address, or not HTTP, and stores nothing; a PATCH to one keeps the URL', async () => {
    const session = await signIn(api());
    for (const url of ['http://10.0.0.7/hooks', 'http://192.168.1.20/hooks', 'http://[fe80::1]/hooks']) {
      const refused = await api().call(
        '/api/webhook-endpoints',
        as(session, { body: { url, events: ['delivery.created'] } }),
      );
      expect(outcome(refused)).toEqual({ status: 400, code: 'WEBHOOK_URL_NOT_ALLOWED' });
    }
    const notHttp = await api().call(
      '/api/webhook-endpoints',
      as(session, { body: { url: 'ftp://localhost/hooks', events: ['delivery.created'] } }),
    );
    expect(outcome(notHttp)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await endpoints(api(), session)).toHaveLength(1);

    const made = await create(api(), session);
    const moved = await api().call(
      `/api/webhook-endpoints/${made.id}`,
      as(session, { method: 'PATCH', body: { url: 'http://10.0.0.7/hooks', description: 'moved' } }),
    );
    expect(outcome(moved)).toEqual({ status: 400, code: 'WEBHOOK_URL_NOT_ALLOWED' });
    expect(ok<WireEndpoint>(await api().call(`/api/webhook-endpoints/${made.id}`, as(session)))).toMatchObject({
      url: `${receiver.origin}/hooks`,
      description: '',
    });
  });

  it('changes, disables and enables an endpoint; rotates its secret; deletes it', async () => {
    const session = await signIn(api());
    const made = await create(api(), session);
    const changed = ok<WireEndpoint>(
      await api().call(
        `/api/webhook-endpoints/${made.id}`,
        as(session, { method: 'PATCH', body: { description: 'Billing', events: ['payout.failed'] } }),
      ),
    );
    expect(changed).toMatchObject({ description: 'Billing', events: ['payout.failed'], status: 'enabled' });
    const disabled = ok<WireEndpoint>(
      await api().call(`/api/webhook-endpoints/${made.id}`, as(session, { method: 'PATCH', body: { enabled: false } })),
    );
    expect(disabled).toMatchObject({ status: 'disabled', disabled_reason: 'Disabled by you' });
    const enabled = ok<WireEndpoint>(
      await api().call(`/api/webhook-endpoints/${made.id}`, as(session, { method: 'PATCH', body: { enabled: true } })),
    );
    expect(enabled).toMatchObject({ status: 'enabled', disabled_reason: null });

    const rotated = ok<WireEndpoint>(
      await api().call(`/api/webhook-endpoints/${made.id}/rotate-secret`, as(session, { method: 'POST' })),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    const hours = (Date.parse(rotated.previous_secret_expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect(ok(await api().call(`/api/webhook-endpoints/${made.id}`, as(session, { method: 'DELETE' })))).toEqual({
      id: made.id,
    });
    expect(outcome(await api().call(`/api/webhook-endpoints/${made.id}`, as(session)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(outcome(await api().call(`/api/webhook-endpoints/${made.id}`, as(session, { method: 'DELETE' })))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('sends an event a request caused: signed, its id in the header and the body; the log shows the attempt', async () => {
    const session = await signIn(api());
    const made = await create(api(), session);
    const delivery = ok<{ id: string }>(await api().call('/api/deliveries', as(session, { body: newDelivery() })), 201);
    await api().deliverWebhooks();
    const [hit] = await eventually(
      () => receiver.received,
      (received) => received.length >= 1,
    );
    expect(hit?.path).toBe('/hooks');
    const body = JSON.parse(hit!.body) as {
      id: string;
      type: string;
      livemode: boolean;
      data: { object: { id: string } };
    };
    expect(body).toMatchObject({ type: 'delivery.created', livemode: true, data: { object: { id: delivery.id } } });
    expect(body.id).toMatch(/^evt_/);
    expect(hit?.eventId).toBe(body.id);
    expect(await verifySignature({ header: hit!.signature, body: hit!.body, secret: made.secret! })).toMatchObject({
      ok: true,
    });
    const page = await eventually(
      () => deliveriesOf(api(), session, made.id),
      (p) => p.items[0]?.outcome === 'succeeded',
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      endpoint_id: made.id,
      outcome: 'succeeded',
      next_attempt_at: null,
      event: { id: body.id, type: 'delivery.created' },
      attempts: [{ http_status: 200, error: null, trigger: 'scheduled' }],
    });
    // Only what it subscribed to: a status change is not sent to it.
    expect(
      ok(
        await api().call(
          `/api/deliveries/${delivery.id}/reject`,
          as(session, { method: 'POST', body: { reason: 'No rider' } }),
        ),
      ),
    ).toBeTruthy();
    await api().deliverWebhooks();
    expect((await deliveriesOf(api(), session, made.id)).total).toBe(1);
  });

  it('a refused request causes no event: nothing is queued, nothing sent', async () => {
    const session = await signIn(api());
    const made = await create(api(), session, { events: ['delivery.created', 'delivery.status_changed'] });
    const refused = await api().call('/api/deliveries', as(session, { body: newDelivery({ price: -1 }) }));
    expect(refused.status).toBe(400);
    const moved = await api().call(
      '/api/deliveries/dlv_0012/status',
      as(session, { method: 'PUT', body: { status: 'picked-up', timestamp: new Date().toISOString() } }),
    );
    expect(moved.status).toBeGreaterThanOrEqual(400);
    await api().deliverWebhooks();
    expect((await deliveriesOf(api(), session, made.id)).total).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('a failing receiver: pending, retried a minute later; a resend is logged as one; a test event is sent now', async () => {
    const session = await signIn(api());
    receiver.answer(500);
    const made = await create(api(), session);
    const test = ok<WireDelivery>(
      await api().call(`/api/webhook-endpoints/${made.id}/test`, as(session, { body: { type: 'payout.failed' } })),
      201,
    );
    expect(test).toMatchObject({ outcome: 'pending', event: { type: 'payout.failed' } });
    expect(test.attempts).toMatchObject([{ http_status: 500, error: 'HTTP 500', trigger: 'scheduled' }]);
    const wait = Date.parse(test.next_attempt_at!) - Date.parse(test.attempts[0]!.at);
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(70_000);

    receiver.answer(200);
    const resent = ok<WireDelivery>(
      await api().call(`/api/webhook-deliveries/${test.id}/resend`, as(session, { method: 'POST' })),
    );
    expect(resent.outcome).toBe('succeeded');
    expect(resent.attempts.map((a) => [a.http_status, a.trigger])).toEqual([
      [500, 'scheduled'],
      [200, 'resend'],
    ]);
    expect(receiver.received.map((r) => r.eventId)).toEqual([test.event.id, test.event.id]);
    expect((await deliveriesOf(api(), session, made.id, '?outcome=succeeded&type=payout.failed')).total).toBe(1);
    expect((await deliveriesOf(api(), session, made.id, '?outcome=pending')).total).toBe(0);
  });

  it('refuses a test event or a resend on a disabled endpoint, writing nothing', async () => {
    const session = await signIn(api());
    const made = await create(api(), session);
    const test = ok<WireDelivery>(
      await api().call(`/api/webhook-endpoints/${made.id}/test`, as(session, { body: { type: 'delivery.created' } })),
      201,
    );
    await api().call(`/api/webhook-endpoints/${made.id}`, as(session, { method: 'PATCH', body: { enabled: false } }));
    const refusedTest = await api().call(
      `/api/webhook-endpoints/${made.id}/test`,
      as(session, { body: { type: 'delivery.created' } }),
    );
    expect(outcome(refusedTest)).toEqual({ status: 409, code: 'WEBHOOK_ENDPOINT_DISABLED' });
    const refusedResend = await api().call(
      `/api/webhook-deliveries/${test.id}/resend`,
      as(session, { method: 'POST' }),
    );
    expect(outcome(refusedResend)).toEqual({ status: 409, code: 'WEBHOOK_ENDPOINT_DISABLED' });
    const page = await deliveriesOf(api(), session, made.id);
    expect(page.total).toBe(1);
    expect(page.items[0]?.attempts).toHaveLength(1);
  });

  it('another partner’s endpoint and delivery are not found; test mode has endpoints of its own', async () => {
    const session = await signIn(api());
    const chidi = await signIn(api(), 'chidi@riders.ng');
    const made = await create(api(), session);
    const test = ok<WireDelivery>(
      await api().call(`/api/webhook-endpoints/${made.id}/test`, as(session, { body: { type: 'delivery.created' } })),
      201,
    );
    for (const [path, method] of [
      [`/api/webhook-endpoints/${made.id}`, 'GET'],
      [`/api/webhook-endpoints/${made.id}`, 'DELETE'],
      [`/api/webhook-endpoints/${made.id}/rotate-secret`, 'POST'],
      [`/api/webhook-endpoints/${made.id}/deliveries`, 'GET'],
      [`/api/webhook-deliveries/${test.id}/resend`, 'POST'],
    ] as const) {
      expect(outcome(await api().call(path, as(chidi, { method })))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(ok<WireEndpoint>(await api().call(`/api/webhook-endpoints/${made.id}`, as(session))).status).toBe('enabled');

    const inTest = await create(api(), session, {}, { 'X-DeliverOS-Mode': 'test' });
    expect(inTest.livemode).toBe(false);
    expect((await endpoints(api(), session)).map((e) => e.id)).not.toContain(inTest.id);
    const testList = ok<WireEndpoint[]>(
      await api().call('/api/webhook-endpoints', as(session, { headers: { 'X-DeliverOS-Mode': 'test' } })),
    );
    expect(testList.map((e) => e.id)).toEqual([inTest.id]);
  });

  it(`refuses a ${MAX_WEBHOOK_ENDPOINTS + 1}th endpoint, storing nothing`, async () => {
    const session = await signIn(api());
    for (let made = 1; made < MAX_WEBHOOK_ENDPOINTS; made += 1) await create(api(), session);
    expect(await endpoints(api(), session)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    const refused = await api().call(
      '/api/webhook-endpoints',
      as(session, { body: { url: `${receiver.origin}/more`, events: ['delivery.created'] } }),
    );
    expect(outcome(refused)).toEqual({ status: 409, code: 'WEBHOOK_ENDPOINT_LIMIT' });
    expect(await endpoints(api(), session)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });
});
