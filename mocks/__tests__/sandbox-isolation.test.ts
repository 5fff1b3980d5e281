import { describe, expect, it } from 'vitest';
import { MODE_HEADER } from '@/api/mode';
import { db } from '../db';
import { SANDBOX_BALANCE } from '@server/domain/partners/sandbox';
import { sandboxIdOf } from '@server/domain/partners/sandbox-ids';
import { DEMO_API_KEYS, DEMO_USER_ID, OPERATOR } from '../seed';
import { newDelivery } from './deliveries-fixtures';
import { raw, signInAs, signInDemo } from './helpers';

/*
 * Test and live data never meet (issue 25), both ways, by every way in: a test key and the
 * dashboard's test mode (a session's `X-DeliverOS-Mode: test`) act on the partner's sandbox; a
 * live key and a plain session on the live account.
 */

type Envelope = { success: boolean; data: unknown; code?: string; livemode?: boolean };
const TEST = { [MODE_HEADER]: 'test' };
const call = async (
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const reply = await raw(path, init);
  return { status: reply.status, json: reply.json as Envelope };
};
const ids = (json: Envelope) => (json.data as { items: { id: string }[] }).items.map((d) => d.id);
const created = (json: Envelope) => (json.data as { id: string }).id;
const balance = (json: Envelope) => (json.data as { balance: number }).balance;

describe('test and live data never meet', () => {
  it('a delivery made in the sandbox (key or test mode) is only in the sandbox', async () => {
    await signInDemo();
    const byKey = await call('/api/deliveries', {
      method: 'POST',
      body: newDelivery,
      token: DEMO_API_KEYS.test.secret,
    });
    const byTestMode = await call('/api/deliveries', { method: 'POST', body: newDelivery, headers: TEST });
    expect([byKey.json.livemode, byTestMode.json.livemode]).toEqual([false, false]);
    const sandboxIds = [created(byKey.json), created(byTestMode.json)];

    const inTestMode = await call('/api/deliveries?limit=100', { headers: TEST });
    expect(inTestMode.json.livemode).toBe(false);
    expect(ids(inTestMode.json).sort()).toEqual([...sandboxIds].sort());
    expect(ids((await call('/api/deliveries?limit=100', { token: DEMO_API_KEYS.test.secret })).json).sort()).toEqual(
      [...sandboxIds].sort(),
    );

    const live = await call('/api/deliveries?limit=100');
    const liveByKey = await call('/api/deliveries?limit=100', { token: DEMO_API_KEYS.live.secret });
    for (const reply of [live, liveByKey]) {
      expect(reply.json.livemode).toBe(true);
      for (const id of sandboxIds) expect(ids(reply.json)).not.toContain(id);
    }
    // The records themselves: owned by the twin, never by the partner.
    expect(db.state.deliveries.filter((d) => sandboxIds.includes(d.id)).map((d) => d.partnerId)).toEqual([
      sandboxIdOf(DEMO_USER_ID),
      sandboxIdOf(DEMO_USER_ID),
    ]);
    // By id: a sandbox delivery is as absent live as a missing one, and a live one in the sandbox.
    expect((await call(`/api/deliveries/${sandboxIds[0]}`, { token: DEMO_API_KEYS.live.secret })).status).toBe(404);
    expect((await call('/api/deliveries/dlv_0001', { token: DEMO_API_KEYS.test.secret })).status).toBe(404);
    expect((await call('/api/deliveries/dlv_0001', { headers: TEST })).status).toBe(404);
    expect((await call('/api/deliveries/dlv_0001')).status).toBe(200);
  });

  it('money moved in the sandbox is test money: the live wallet does not move, and the other way', async () => {
    await signInDemo();
    const liveBefore = balance((await call('/api/wallet')).json);
    const topUp = await call('/api/wallet/top-up', {
      method: 'POST',
      body: { amount: 5_000, payment_method: 'card' },
      headers: { ...TEST, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(topUp).toMatchObject({ status: 200, json: { livemode: false } });
    expect(balance((await call('/api/wallet', { headers: TEST })).json)).toBe(SANDBOX_BALANCE + 5_000);
    expect(balance((await call('/api/wallet', { token: DEMO_API_KEYS.test.secret })).json)).toBe(
      SANDBOX_BALANCE + 5_000,
    );
    expect(balance((await call('/api/wallet')).json)).toBe(liveBefore);

    await call('/api/wallet/top-up', {
      method: 'POST',
      body: { amount: 1_000, payment_method: 'card' },
      token: DEMO_API_KEYS.live.secret,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(balance((await call('/api/wallet')).json)).toBe(liveBefore + 1_000);
    expect(balance((await call('/api/wallet', { headers: TEST })).json)).toBe(SANDBOX_BALANCE + 5_000);
  });

  it('routes switched off in test mode stay on live', async () => {
    await signInDemo();
    const liveRoutes = (await call('/api/routes')).json.data as { id: string; isActive: boolean }[];
    const sandboxRoutes = (await call('/api/routes', { headers: TEST })).json.data as { id: string }[];
    const made = await call('/api/routes', {
      method: 'POST',
      headers: TEST,
      body: { from: 'Yaba', to: 'Surulere', base_price: 2_500, estimated_time: '45 minutes' },
    });
    expect(made.json.livemode).toBe(false);
    expect(((await call('/api/routes', { headers: TEST })).json.data as unknown[]).length).toBe(
      sandboxRoutes.length + 1,
    );
    expect(((await call('/api/routes')).json.data as unknown[]).length).toBe(liveRoutes.length);
  });

  it('the mode header splits the keys and the logs (issue 39), and sandboxes nothing else: not operations', async () => {
    await signInDemo();
    const modes = async (path: string, headers: Record<string, string> = {}) => {
      const reply = await call(path, { headers });
      expect(reply.json).toMatchObject({ success: true, livemode: true });
      const data = reply.json.data as { mode: string }[] | { items: { mode: string }[] };
      return (Array.isArray(data) ? data : data.items).map((row) => row.mode);
    };
    expect(await modes('/api/api-keys', TEST)).toEqual(['test']);
    expect(await modes('/api/api-keys')).toEqual(['live']);
    expect(await modes('/api/request-logs', TEST)).toEqual([]);
    expect(await modes('/api/request-logs')).toEqual(['live', 'live']);

    await signInAs(OPERATOR.email, OPERATOR.password);
    const queue = await call('/api/requests/api-access', { headers: TEST });
    expect(queue.json).toMatchObject({ success: true, livemode: true });
    expect((queue.json.data as { total: number }).total).toBeGreaterThan(0);
  });
});
