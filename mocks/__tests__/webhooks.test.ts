import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_FAILURES_TO_DISABLE } from '@/api/schemas/webhooks';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { DEMO_API_KEYS, DEMO_RIDERS, DEMO_USER_ID } from '../seed';
import { runDueWebhooks, setWebhookAutoRun } from '../webhooks/engine';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '@server/domain/webhooks/schedule';
import { SIGNATURE_HEADER, verifySignature } from '@server/domain/webhooks/signature';
import { defaultTransport, setWebhookTransport, type OutgoingWebhook } from '../webhooks/transport';
import { newDelivery } from './deliveries-fixtures';
import { raw, signInDemo } from './helpers';

/*
 * Webhooks in the mock (issue 26): endpoints, signed events on state changes, the retry
 * schedule, disabling after failures in a row, resend, rotation, and test/live separation.
 * Attempts go to a transport the test holds (the HTTP mock's real sending: http/webhooks.test.ts).
 */

let sent: OutgoingWebhook[] = [];
let answer = 200;

beforeEach(async () => {
  sent = [];
  answer = 200;
  setWebhookAutoRun(false);
  // Without the demo's own endpoint (server/seed/webhooks.ts): each test counts what it sends.
  db.state.webhookEndpoints = [];
  setWebhookTransport((request) => {
    sent.push(request);
    return Promise.resolve({ status: answer, text: answer === 200 ? '{"ok":true}' : 'Internal error' });
  });
  await signInDemo();
});
afterEach(() => {
  setWebhookAutoRun(true);
  setWebhookTransport(defaultTransport);
});

type Endpoint = { id: string; secret: string; status: string; livemode: boolean; consecutive_failures: number };
type Delivery = {
  id: string;
  outcome: string;
  next_attempt_at: string | null;
  attempts: Array<{ at: string; http_status: number | null; error: string | null; trigger: string }>;
  event: { type: string; livemode: boolean };
};

async function addEndpoint(events = ['delivery.created', 'delivery.status_changed'], token?: string) {
  const reply = await raw('/api/webhook-endpoints', {
    method: 'POST',
    body: { url: 'http://127.0.0.1:4242/hooks', description: 'Orders service', events },
    ...(token ? { token } : {}),
  });
  expect(reply.status).toBe(201);
  return reply.json.data as Endpoint;
}
const createDelivery = (token?: string) =>
  raw('/api/deliveries', { method: 'POST', body: newDelivery, ...(token ? { token } : {}) });
/** What a receiver holding `secret` makes of a request sent: its signature header checked against its body. */
const verifyAsReceiver = (request: OutgoingWebhook, secret: string) =>
  verifySignature({ header: request.headers[SIGNATURE_HEADER] ?? null, body: request.body, secret });
const deliveriesOf = async (endpointId: string, query = '') =>
  ((await raw(`/api/webhook-endpoints/${endpointId}/deliveries${query}`)).json.data as { items: Delivery[] }).items;

describe('webhooks', () => {
  it('signs each event with the endpoint’s secret: a receiver verifies it, and a changed body fails', async () => {
    const endpoint = await addEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect((await createDelivery()).status).toBe(201);
    expect(await runDueWebhooks()).toBe(1);

    const [request] = sent;
    const header = request!.headers[SIGNATURE_HEADER] ?? null;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(request!.body) as {
      type: string;
      livemode: boolean;
      api_version: string;
      data: { object: { tracking_number: string } };
    };
    expect(body).toMatchObject({ type: 'delivery.created', livemode: true, api_version: '2026-11-01' });
    expect(body.data.object.tracking_number).toMatch(/^DOS-\d{4}-\d{4}$/);
    expect(await verifySignature({ header, body: request!.body, secret: endpoint.secret })).toMatchObject({ ok: true });
    expect(
      await verifySignature({ header, body: request!.body.replace('delivery', 'Delivery'), secret: endpoint.secret }),
    ).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(await verifySignature({ header, body: request!.body, secret: 'whsec_wrong' })).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    const later = Math.floor(Date.now() / 1000) + 301;
    expect(await verifySignature({ header, body: request!.body, secret: endpoint.secret, now: later })).toMatchObject({
      ok: false,
      reason: 'timestamp',
    });

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      outcome: 'succeeded',
      next_attempt_at: null,
      attempts: [{ http_status: 200, error: null, trigger: 'scheduled' }],
    });
  });

  it('sends a resource’s events in order, only the types subscribed to', async () => {
    const endpoint = await addEndpoint(['delivery.status_changed']);
    const created = (await createDelivery()).json.data as { id: string };
    await raw(`/api/deliveries/${created.id}/accept`, { method: 'POST', body: { rider_id: DEMO_RIDERS.available } });
    await raw(`/api/deliveries/${created.id}/status`, {
      method: 'PUT',
      body: { status: 'picked-up', timestamp: new Date().toISOString() },
    });
    await runDueWebhooks();
    const statuses = sent.map(
      (request) => (JSON.parse(request.body) as { data: { object: { status: string } } }).data.object.status,
    );
    expect(statuses).toEqual(['accepted', 'picked-up']);
    expect((await deliveriesOf(endpoint.id)).every((d) => d.event.type === 'delivery.status_changed')).toBe(true);
  });

  it('retries on the documented schedule, then gives up; a resend succeeds without moving it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = await addEndpoint();
    answer = 500;
    await createDelivery();
    await runDueWebhooks();
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ outcome: 'pending', attempts: [{ http_status: 500, error: 'HTTP 500' }] });
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const due = Date.parse(delivery!.next_attempt_at!);
      waits.push(due - Date.parse(delivery!.attempts.at(-1)!.at));
      vi.setSystemTime(due);
      // Hours later: the session's access token has expired meanwhile.
      await signInDemo();
      expect(await runDueWebhooks()).toBe(1);
      [delivery] = await deliveriesOf(endpoint.id);
    }
    expect(waits).toEqual(RETRY_DELAYS_MS);
    expect(delivery).toMatchObject({ outcome: 'failed', next_attempt_at: null });
    expect(delivery!.attempts).toHaveLength(MAX_ATTEMPTS);

    answer = 200;
    const resent = await raw(`/api/webhook-deliveries/${delivery!.id}/resend`, {
      method: 'POST',
    });
    expect(resent.json.data).toMatchObject({ outcome: 'succeeded' });
    expect((resent.json.data as Delivery).attempts.at(-1)).toMatchObject({ http_status: 200, trigger: 'resend' });
  });

  it(`disables an endpoint after ${WEBHOOK_FAILURES_TO_DISABLE} failures in a row, e-mails the partner, and resumes when enabled`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = await addEndpoint();
    answer = 503;
    for (let index = 0; index < WEBHOOK_FAILURES_TO_DISABLE; index += 1) await createDelivery();
    await runDueWebhooks();
    const disabled = (await raw(`/api/webhook-endpoints/${endpoint.id}`)).json.data as Endpoint & {
      disabled_reason: string;
    };
    expect(disabled).toMatchObject({ status: 'disabled', consecutive_failures: WEBHOOK_FAILURES_TO_DISABLE });
    expect(disabled.disabled_reason).toContain('HTTP 503');
    expect(await deliveriesOf(endpoint.id, '?outcome=pending')).toHaveLength(0);
    expect(outboxMessages()[0]).toMatchObject({ kind: 'webhooks', to: 'demo@example.com' });

    // Disabled: nothing is sent, a resend is refused.
    sent = [];
    await createDelivery();
    await runDueWebhooks();
    expect(sent).toHaveLength(0);
    const [failed] = await deliveriesOf(endpoint.id);
    expect((await raw(`/api/webhook-deliveries/${failed!.id}/resend`, { method: 'POST' })).json.code).toBe(
      'WEBHOOK_ENDPOINT_DISABLED',
    );

    answer = 200;
    await raw(`/api/webhook-endpoints/${endpoint.id}`, { method: 'PATCH', body: { enabled: true } });
    await createDelivery();
    await runDueWebhooks();
    expect(sent).toHaveLength(1);
    expect(await deliveriesOf(endpoint.id, '?outcome=succeeded')).toHaveLength(1);
  });

  it('after a rotation signs with both secrets for 24 h, then the new one alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = await addEndpoint();
    const rotated = (await raw(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`, { method: 'POST' })).json
      .data as Endpoint & { previous_secret_expires_at: string };
    expect(rotated.secret).not.toBe(endpoint.secret);
    await createDelivery();
    await runDueWebhooks();
    for (const secret of [endpoint.secret, rotated.secret]) {
      expect(await verifyAsReceiver(sent[0]!, secret)).toMatchObject({ ok: true });
    }
    vi.setSystemTime(Date.parse(rotated.previous_secret_expires_at) + 1);
    await signInDemo();
    await createDelivery();
    await runDueWebhooks();
    expect(await verifyAsReceiver(sent[1]!, endpoint.secret)).toMatchObject({ ok: false });
    expect(await verifyAsReceiver(sent[1]!, rotated.secret)).toMatchObject({ ok: true });
  });

  it('refuses a URL off loopback, not HTTP, or with credentials, with the reason, storing nothing', async () => {
    const reply = await raw('/api/webhook-endpoints', {
      method: 'POST',
      body: { url: 'https://example.com/hooks', events: ['delivery.created'] },
    });
    expect(reply).toMatchObject({ status: 400, json: { code: 'WEBHOOK_URL_NOT_ALLOWED' } });
    expect(reply.json.message).toContain('example.com is not one');
    // Not HTTP, or a user name in it: refused by the contract itself.
    for (const url of [
      'ftp://localhost/hooks',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://me:pw@localhost/',
    ]) {
      const refused = await raw('/api/webhook-endpoints', {
        method: 'POST',
        body: { url, events: ['delivery.created'] },
      });
      expect(refused).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR' } });
    }
    // An allowed endpoint whose URL is changed to another host: refused too, the old URL kept.
    const endpoint = await addEndpoint();
    const moved = await raw(`/api/webhook-endpoints/${endpoint.id}`, {
      method: 'PATCH',
      body: { url: 'http://10.0.0.7/hooks' },
    });
    expect(moved).toMatchObject({ status: 400, json: { code: 'WEBHOOK_URL_NOT_ALLOWED' } });
    expect(db.state.webhookEndpoints[0]!.url).toBe('http://127.0.0.1:4242/hooks');
  });

  it('keeps test and live apart: a test key’s endpoint gets test events only', async () => {
    const testEndpoint = await addEndpoint(['delivery.created'], DEMO_API_KEYS.test.secret);
    expect(testEndpoint.livemode).toBe(false);
    await createDelivery(DEMO_API_KEYS.live.secret);
    await runDueWebhooks();
    expect(sent).toHaveLength(0);
    await createDelivery(DEMO_API_KEYS.test.secret);
    await runDueWebhooks();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ livemode: false });
    // The live list does not show the test endpoint.
    expect((await raw('/api/webhook-endpoints')).json.data).toEqual([]);
    expect(db.state.webhookEndpoints[0]!.partnerId).not.toBe(DEMO_USER_ID);
  });

  it('sends a test event now, its attempt in the reply', async () => {
    const endpoint = await addEndpoint();
    const reply = await raw(`/api/webhook-endpoints/${endpoint.id}/test`, {
      method: 'POST',
      body: { type: 'payout.failed' },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.data).toMatchObject({ outcome: 'succeeded', event: { type: 'payout.failed' } });
    expect(sent).toHaveLength(1);
  });
});
