import { expect, it } from 'vitest';
import { REQUEST_LOG_BODY_MAX, REQUEST_LOGS_KEPT } from '@/api/schemas/request-logs';
import { DEMO_API_KEYS } from '../../seed/api-keys';
import { newDelivery, ok } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * Request logs on every store (docs/api-keys.md): every request made with a known key — a refused
 * one too, although its writes are undone — is logged for the key's partner under its
 * X-Request-Id, each mode apart; the key's "last used" is the newest log row's time.
 */

interface WireLog {
  id: string;
  method: string;
  path: string;
  status: number;
  mode: string;
  key_id: string;
  created_at: string;
}
interface WirePage {
  items: WireLog[];
  total: number;
}

const TEST_MODE = { 'X-DeliverOS-Mode': 'test' };
const SEEDED = 2;
const logs = async (api: Target, session: Session, query = '', test = false) =>
  ok<WirePage>(await api.call(`/api/request-logs${query}`, as(session, test ? { headers: TEST_MODE } : {})));
const keyOf = async (api: Target, session: Session, id: string, test = false) =>
  ok<Array<{ id: string; last_used_at: string | null }>>(
    await api.call('/api/api-keys', as(session, test ? { headers: TEST_MODE } : {})),
  ).find((k) => k.id === id);

onEveryStore('request logs', (api) => {
  it('logs a key’s request under its X-Request-Id, with its bodies, in its mode only', async () => {
    const body = JSON.stringify(newDelivery());
    const sent = await api().call('/api/deliveries?source=checkout', { token: DEMO_API_KEYS.test.secret, body });
    expect(sent.status).toBe(201);
    const requestId = sent.headers.get('X-Request-Id') ?? '';
    expect(requestId).toMatch(/^req_[0-9a-f]{24}$/);

    const session = await signIn(api());
    const test = await logs(api(), session, '', true);
    expect(test.total).toBe(1);
    expect(test.items[0]).toMatchObject({
      id: requestId,
      method: 'POST',
      path: '/api/deliveries?source=checkout',
      status: 201,
      mode: 'test',
      key_id: DEMO_API_KEYS.test.id,
      key_name: 'Checkout integration (test)',
      key_redacted: `sk_test_••••${DEMO_API_KEYS.test.secret.slice(-4)}`,
    });
    expect(test.items[0]).not.toHaveProperty('request_body');
    expect((await logs(api(), session)).items.map((l) => l.id)).not.toContain(requestId);
    const one = await api().call(`/api/request-logs/${requestId}`, as(session, { headers: TEST_MODE }));
    expect(one.json.data).toMatchObject({
      request_body: body,
      response_body: JSON.stringify(sent.json),
      truncated: false,
    });
    expect(JSON.stringify(one.json)).not.toContain(DEMO_API_KEYS.test.secret);
    expect(outcome(await api().call(`/api/request-logs/${requestId}`, as(session)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('logs a refused request although its writes are undone, but not an unknown key’s', async () => {
    const refused = await api().call('/api/deliveries', {
      token: DEMO_API_KEYS.live.secret,
      body: { pickup_address: '' },
    });
    expect(outcome(refused)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    await api().call('/api/wallet', { token: `sk_live_${'Z'.repeat(32)}` });
    const session = await signIn(api());
    const page = await logs(api(), session);
    expect(page.total).toBe(SEEDED + 1);
    expect(page.items[0]).toMatchObject({ method: 'POST', path: '/api/deliveries', status: 400, mode: 'live' });
  });

  it('logs a 404 and a revoked key’s 401, but not a session’s request', async () => {
    await api().call('/api/deliveries/dlv_nope', { token: DEMO_API_KEYS.live.secret });
    const session = await signIn(api());
    ok(await api().call(`/api/api-keys/${DEMO_API_KEYS.live.id}`, as(session, { method: 'DELETE' })));
    expect((await api().call('/api/wallet', { token: DEMO_API_KEYS.live.secret })).status).toBe(401);
    ok(await api().call('/api/wallet', as(session)));
    const page = await logs(api(), session);
    expect(page.items.slice(0, 2).map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/wallet', 401],
      ['GET', '/api/deliveries/dlv_nope', 404],
    ]);
    expect(page.total).toBe(SEEDED + 2);
  });

  it('keeps the newest REQUEST_LOGS_KEPT of a partner, dropping the oldest', async () => {
    for (let i = 0; i < REQUEST_LOGS_KEPT - SEEDED + 1; i += 1)
      await api().call(`/api/wallet?n=${i}`, { token: DEMO_API_KEYS.test.secret });
    const session = await signIn(api());
    const live = await logs(api(), session, '?limit=100');
    const test = await logs(api(), session, '?limit=1', true);
    expect(live.total + test.total).toBe(REQUEST_LOGS_KEPT);
    expect(live.items.map((l) => l.id)).not.toContain('req_demo_000000000000000000000001');
    expect(test.items[0]?.path).toBe(`/api/wallet?n=${REQUEST_LOGS_KEPT - SEEDED}`);
  });

  it('last used is the newest log row’s time, for each key', async () => {
    const session = await signIn(api());
    // The seed's live key was last used by its newest seeded request.
    const seeded = await logs(api(), session);
    expect((await keyOf(api(), session, DEMO_API_KEYS.live.id))?.last_used_at).toBe(seeded.items[0]?.created_at);
    expect((await keyOf(api(), session, DEMO_API_KEYS.test.id, true))?.last_used_at).toBeNull();

    await api().call('/api/wallet', { token: DEMO_API_KEYS.test.secret });
    await api().call('/api/deliveries/dlv_nope', { token: DEMO_API_KEYS.test.secret });
    const newest = (await logs(api(), session, '', true)).items[0];
    expect(newest).toMatchObject({ path: '/api/deliveries/dlv_nope', status: 404 });
    expect((await keyOf(api(), session, DEMO_API_KEYS.test.id, true))?.last_used_at).toBe(newest?.created_at);
  });

  it('filters by outcome, status, path and key, cuts a long body, and shows no other partner’s log', async () => {
    await api().call('/api/wallet', { token: DEMO_API_KEYS.live.secret });
    const long = JSON.stringify(newDelivery({ description: 'x'.repeat(REQUEST_LOG_BODY_MAX) }));
    const cut = await api().call('/api/deliveries', { token: DEMO_API_KEYS.live.secret, body: long });
    const session = await signIn(api());
    expect((await logs(api(), session, '?outcome=succeeded')).items.map((l) => l.path)).toContain('/api/wallet');
    expect((await logs(api(), session, '?status=400')).items.every((l) => l.status === 400)).toBe(true);
    expect((await logs(api(), session, '?path=WALLET')).items.map((l) => l.path)).toEqual(['/api/wallet']);
    expect((await logs(api(), session, `?key_id=${DEMO_API_KEYS.test.id}`)).total).toBe(0);
    // The long body refused, and the seed's refused request.
    expect((await logs(api(), session, '?outcome=failed')).items.map((l) => l.status)).toEqual([400, 400]);
    expect((await logs(api(), session, '?outcome=succeeded')).items.map((l) => l.status)).toEqual([200, 200]);
    // A mode other than the dashboard's matches nothing: the modes never mix.
    expect((await logs(api(), session, '?mode=live')).total).toBe(SEEDED + 2);
    expect((await logs(api(), session, '?mode=test')).total).toBe(0);
    const second = await logs(api(), session, '?page=2&limit=3');
    expect(second).toMatchObject({ total: SEEDED + 2, page: 2, limit: 3 });
    expect(second.items).toHaveLength(1);
    const detail = await api().call(`/api/request-logs/${cut.headers.get('X-Request-Id') ?? ''}`, as(session));
    const data = detail.json.data as { request_body: string; truncated: boolean };
    expect(data.truncated).toBe(true);
    expect(data.request_body).toHaveLength(REQUEST_LOG_BODY_MAX);
    expect(long.startsWith(data.request_body)).toBe(true);

    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect((await logs(api(), chidi)).total).toBe(0);
    const theirs = await api().call('/api/request-logs/req_demo_000000000000000000000001', as(chidi));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const byKey = await api().call('/api/request-logs', { token: DEMO_API_KEYS.test.secret });
    expect(outcome(byKey)).toEqual({ status: 403, code: 'API_KEY_NOT_ALLOWED' });
  });
});
