import { expect, it } from 'vitest';
import { API_KEY_FAILURES } from '../../domain/api-keys/authenticate';
import { DEMO_API_KEYS } from '../../seed/api-keys';
import { ok } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * API keys on every store (docs/api-keys.md): the dashboard makes, lists, rolls and revokes them,
 * each mode apart; a key authenticates as its partner (live) or the partner's sandbox twin (test);
 * unknown keys are limited per client; a refusal changes nothing.
 */

interface WireKey {
  id: string;
  name: string;
  mode: 'test' | 'live';
  redacted?: string;
  secret?: string;
  status: string;
  last_used_at: string | null;
  expires_at: string | null;
}

const TEST_MODE = { 'X-DeliverOS-Mode': 'test' };
const keys = async (api: Target, session: Session, test = false) =>
  ok<WireKey[]>(await api.call('/api/api-keys', as(session, test ? { headers: TEST_MODE } : {})));
const create = (api: Target, session: Session, body: object) => api.call('/api/api-keys', as(session, { body }));

onEveryStore('API keys: the dashboard', (api) => {
  it('lists each mode’s keys apart, redacted, never a secret or a hash', async () => {
    const session = await signIn(api());
    const live = await keys(api(), session);
    const test = await keys(api(), session, true);
    expect(live.map((k) => [k.id, k.mode, k.redacted])).toEqual([
      [DEMO_API_KEYS.live.id, 'live', `sk_live_••••${DEMO_API_KEYS.live.secret.slice(-4)}`],
    ]);
    expect(test.map((k) => [k.id, k.mode])).toEqual([[DEMO_API_KEYS.test.id, 'test']]);
    expect(JSON.stringify([live, test])).not.toMatch(/sk_(test|live)_[0-9A-Za-z]{32}|hash/);
  });

  it('makes a key with one secret field, shown once, that authenticates at once', async () => {
    const session = await signIn(api());
    const made = ok<WireKey>(await create(api(), session, { name: 'Warehouse sync', mode: 'test' }), 201);
    expect(made.secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(made).not.toHaveProperty('redacted');
    expect(made).toMatchObject({ name: 'Warehouse sync', mode: 'test', status: 'active', last_used_at: null });
    const listed = (await keys(api(), session, true)).find((k) => k.id === made.id);
    expect(listed).toMatchObject({ redacted: `sk_test_••••${made.secret?.slice(-4)}` });
    expect(listed).not.toHaveProperty('secret');
    expect((await keys(api(), session)).map((k) => k.id)).not.toContain(made.id);
    const used = await api().call('/api/wallet', { token: made.secret ?? '' });
    expect(used.json).toMatchObject({ success: true, livemode: false });
  });

  it('refuses a live key without approved access, and a bad body, storing nothing', async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(outcome(await create(api(), chidi, { name: 'Live', mode: 'live' }))).toEqual({
      status: 403,
      code: 'API_ACCESS_NOT_APPROVED',
    });
    expect(outcome(await create(api(), chidi, { name: 'x'.repeat(61), mode: 'test' }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect([...(await keys(api(), chidi)), ...(await keys(api(), chidi, true))]).toEqual([]);
  });

  it('rolls with a grace period, revokes, and shows no other partner’s key', async () => {
    const session = await signIn(api());
    const roll = await api().call(
      `/api/api-keys/${DEMO_API_KEYS.live.id}/roll`,
      as(session, { body: { grace_hours: 1 } }),
    );
    const rolled = ok<WireKey>(roll, 201);
    expect(rolled.secret).toMatch(/^sk_live_/);
    const old = (await keys(api(), session)).find((k) => k.id === DEMO_API_KEYS.live.id);
    expect(old?.status).toBe('expiring');
    // Still works in its grace period; the new one too.
    expect((await api().call('/api/wallet', { token: DEMO_API_KEYS.live.secret })).status).toBe(200);
    expect((await api().call('/api/wallet', { token: rolled.secret ?? '' })).status).toBe(200);

    const revoked = ok<WireKey>(await api().call(`/api/api-keys/${rolled.id}`, as(session, { method: 'DELETE' })));
    expect(revoked.status).toBe('revoked');
    expect(outcome(await api().call('/api/wallet', { token: rolled.secret ?? '' }))).toEqual({
      status: 401,
      code: 'API_KEY_REVOKED',
    });
    expect(
      outcome(await api().call(`/api/api-keys/${rolled.id}/roll`, as(session, { body: { grace_hours: 0 } }))),
    ).toEqual({
      status: 409,
      code: 'API_KEY_REVOKED',
    });

    const chidi = await signIn(api(), 'chidi@riders.ng');
    const theirs = await api().call(`/api/api-keys/${DEMO_API_KEYS.test.id}`, as(chidi, { method: 'DELETE' }));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await keys(api(), session, true))[0]?.status).toBe('active');
  });
});

onEveryStore('API keys: a key as the bearer', (api) => {
  it('a live key acts on the partner’s data, a test key on the sandbox twin', async () => {
    const session = await signIn(api());
    const dashboard = ok<{ total: number }>(await api().call('/api/deliveries?limit=100', as(session)));
    const live = await api().call('/api/deliveries?limit=100', { token: DEMO_API_KEYS.live.secret });
    expect(live.json).toMatchObject({ success: true, livemode: true, data: { total: dashboard.total } });
    expect(dashboard.total).toBeGreaterThan(0);
    const test = await api().call('/api/deliveries?limit=100', { token: DEMO_API_KEYS.test.secret });
    expect(test.json).toMatchObject({ success: true, livemode: false, data: { total: 0 } });
  });

  it('refuses a key on the dashboard’s own endpoints (403) and an unknown key (401)', async () => {
    for (const path of ['/api/api-keys', '/api/request-logs', '/api/auth/me']) {
      const reply = await api().call(path, { token: DEMO_API_KEYS.live.secret });
      expect(outcome(reply)).toEqual({ status: 403, code: 'API_KEY_NOT_ALLOWED' });
    }
    const unknown = await api().call('/api/wallet', { token: `sk_live_${'A'.repeat(32)}` });
    expect(outcome(unknown)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('limits unknown keys per client: a 429 with Retry-After, even for a good key, other clients unaffected', async () => {
    const guesser = { client: '203.0.113.7' };
    for (let i = 0; i < API_KEY_FAILURES; i += 1) {
      const guess = await api().call('/api/wallet', { ...guesser, token: `sk_test_${String(i).padStart(32, '0')}` });
      expect(outcome(guess)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    }
    const locked = await api().call('/api/wallet', { ...guesser, token: `sk_test_${'9'.repeat(32)}` });
    expect(outcome(locked)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const goodKeyThere = await api().call('/api/wallet', { ...guesser, token: DEMO_API_KEYS.live.secret });
    expect(goodKeyThere.status).toBe(429);
    const elsewhere = await api().call('/api/wallet', { client: '198.51.100.2', token: DEMO_API_KEYS.live.secret });
    expect(elsewhere.status).toBe(200);
  });
});
