import { describe, expect, it } from 'vitest';
import { MODE_HEADER } from '@/api/mode';
import { REQUEST_LOG_BODY_MAX, REQUEST_LOGS_KEPT } from '@/api/schemas/request-logs';
import { db } from '../db';
import { DEMO_API_KEYS, DEMO_USER_ID } from '../seed';
import { newDelivery } from './deliveries-fixtures';
import { API, raw, signInDemo, signInSecondPartner } from './helpers';

/*
 * Request logs (issue 25): every request made with a known key — refused ones too — is kept for
 * the key's partner under its X-Request-Id, with its bodies; the dashboard lists and filters
 * them. The demo partner starts with two logged requests of its live key (server/seed/request-logs.ts).
 */

type Log = { id: string; method: string; path: string; status: number; mode: string };
type Page = { items: Log[]; total: number };
const SEEDED = 2;

async function withKey(secret: string, path: string, init: { method?: string; body?: string } = {}) {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, requestId: response.headers.get('X-Request-Id'), text: await response.text() };
}
/** The dashboard's list and detail, in its live mode or (`test`) its test mode: the modes never mix (issue 39). */
const TEST = { [MODE_HEADER]: 'test' };
const list = async (query = '', headers: Record<string, string> = {}) =>
  (await raw(`/api/request-logs${query}`, { headers })).json.data as Page;
const detail = async (id: string, headers: Record<string, string> = {}) => raw(`/api/request-logs/${id}`, { headers });

describe('request logs', () => {
  it('keeps a key’s request under its X-Request-Id, with method, path, status, mode, key and bodies', async () => {
    const body = JSON.stringify(newDelivery);
    const sent = await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries?source=checkout', { method: 'POST', body });
    expect(sent.status).toBe(201);
    expect(sent.requestId).toMatch(/^req_[0-9a-f]{24}$/);

    await signInDemo();
    const page = await list('', TEST);
    expect(page.total).toBe(1);
    expect((await list()).total).toBe(SEEDED);
    expect(page.items[0]).toMatchObject({
      id: sent.requestId,
      method: 'POST',
      path: '/api/deliveries?source=checkout',
      status: 201,
      mode: 'test',
      key_id: DEMO_API_KEYS.test.id,
      key_name: 'Checkout integration (test)',
      key_redacted: `sk_test_••••${DEMO_API_KEYS.test.secret.slice(-4)}`,
    });
    expect(page.items[0]).not.toHaveProperty('request_body');
    const one = await detail(sent.requestId!, TEST);
    expect(one.json.data).toMatchObject({ request_body: body, response_body: sent.text, truncated: false });
    expect((await detail(sent.requestId!)).status).toBe(404);
    expect(JSON.stringify(db.state.requestLogs)).not.toContain(DEMO_API_KEYS.test.secret);
  });

  it('logs refused requests (400, 404, a revoked key) but not an unknown key’s, nor a session’s', async () => {
    await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries', { method: 'POST', body: '{}' });
    await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries/dlv_nope');
    db.state.apiKeys.find((k) => k.id === DEMO_API_KEYS.live.id)!.revokedAt = Date.now();
    expect((await withKey(DEMO_API_KEYS.live.secret, '/api/wallet')).status).toBe(401);
    await withKey('sk_live_ThisKeyDoesNotExist000000000000000', '/api/wallet');
    await signInDemo();
    await raw('/api/wallet');

    const page = await list();
    expect(page.items.slice(0, 3).map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/wallet', 401],
      ['GET', '/api/deliveries/dlv_nope', 404],
      ['POST', '/api/deliveries', 400],
    ]);
    expect(page.total).toBe(SEEDED + 3);
  });

  it('filters by outcome, status, path, key and mode, and pages', async () => {
    await withKey(DEMO_API_KEYS.live.secret, '/api/wallet');
    await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries/dlv_nope');
    await signInDemo();
    expect((await list('?outcome=failed')).items.map((l) => l.status)).toEqual([404, 400]);
    expect((await list('?outcome=succeeded')).items.map((l) => l.status)).toEqual([200, 200]);
    expect((await list('?status=404')).items.map((l) => l.path)).toEqual(['/api/deliveries/dlv_nope']);
    expect((await list('?path=WALLET')).items.map((l) => l.path)).toEqual(['/api/wallet']);
    expect((await list(`?key_id=${DEMO_API_KEYS.live.id}`)).total).toBe(SEEDED + 2);
    // A mode other than the dashboard's matches nothing: the modes never mix.
    expect((await list('?mode=live')).total).toBe(SEEDED + 2);
    expect((await list('?mode=test')).total).toBe(0);
    expect((await list('', TEST)).total).toBe(0);
    const second = await list('?page=2&limit=3');
    expect(second).toMatchObject({ total: SEEDED + 2, page: 2, limit: 3 });
    expect(second.items).toHaveLength(1);
  });

  it('cuts a body past the bound and says so', async () => {
    const long = JSON.stringify({ ...newDelivery, description: 'x'.repeat(REQUEST_LOG_BODY_MAX) });
    const sent = await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries', { method: 'POST', body: long });
    await signInDemo();
    const one = (await detail(sent.requestId!, TEST)).json.data as { request_body: string; truncated: boolean };
    expect(one.truncated).toBe(true);
    expect(one.request_body).toHaveLength(REQUEST_LOG_BODY_MAX);
    expect(long.startsWith(one.request_body)).toBe(true);
  });

  it('keeps the newest REQUEST_LOGS_KEPT per partner, dropping the oldest', async () => {
    for (let i = 0; i < REQUEST_LOGS_KEPT - SEEDED + 1; i += 1) {
      await withKey(DEMO_API_KEYS.test.secret, `/api/wallet?n=${i}`);
    }
    const kept = db.state.requestLogs.filter((l) => l.partnerId === DEMO_USER_ID);
    expect(kept).toHaveLength(REQUEST_LOGS_KEPT);
    expect(kept.some((l) => l.id === 'req_demo_000000000000000000000001')).toBe(false);
    expect(kept.at(-1)?.path).toBe(`/api/wallet?n=${REQUEST_LOGS_KEPT - SEEDED}`);
  });

  it('shows a partner none of another’s logs, and no key may read them', async () => {
    await signInSecondPartner();
    expect((await list()).total).toBe(0);
    expect((await detail('req_demo_000000000000000000000001')).status).toBe(404);
    const byKey = await withKey(DEMO_API_KEYS.test.secret, '/api/request-logs');
    expect(byKey.status).toBe(403);
    expect(JSON.parse(byKey.text)).toMatchObject({ code: 'API_KEY_NOT_ALLOWED' });
  });
});
