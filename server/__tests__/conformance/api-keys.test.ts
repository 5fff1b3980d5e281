import { afterEach, expect, it, vi } from 'vitest';
import { API_KEY_FAILURES } from '../../domain/api-keys/authenticate';
import { HOUR_MS } from '../../domain/api-keys/keys';
import { SANDBOX_BALANCE } from '../../domain/partners/sandbox';
import { DEMO_API_KEYS } from '../../seed/api-keys';
import { newDelivery, ok } from '../support/deliveries';
import { as, onEveryStore, outcome, refusedUnchanged, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';

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
const rollKey = (api: Target, session: Session, id: string, body: object) =>
  api.call(`/api/api-keys/${id}/roll`, as(session, { body }));
/** Both modes' keys: all the dashboard shows of them. */
const allKeys = async (api: Target, session: Session) => [
  ...(await keys(api, session)),
  ...(await keys(api, session, true)),
];
const idsOf = (reply: Reply) => (reply.json.data as { items: Array<{ id: string }> }).items.map((d) => d.id);
const { live: LIVE, test: TEST } = DEMO_API_KEYS;

afterEach(() => {
  vi.useRealTimers();
});

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

  it('refuses a mode that does not exist and a grace period out of range or not whole (400), changing nothing', async () => {
    const session = await signIn(api());
    for (const request of [
      () => create(api(), session, { name: 'Live', mode: 'production' }),
      () => rollKey(api(), session, TEST.id, { grace_hours: 25 }),
      () => rollKey(api(), session, TEST.id, { grace_hours: 1.5 }),
    ]) {
      expect(await refusedUnchanged(() => allKeys(api(), session), request)).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('approves nothing by an e-mail typed into a profile (issue 38); a test key needs no approval', async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    // Kano Express's request is approved; its invitation has made no account yet.
    const profile = { company_name: 'Eko Express', email: 'dev@kanoexpress.ng', phone: '+234 802 345 6789' };
    const saved = await api().call(
      '/api/delivery-partners/profile',
      as(chidi, { method: 'PUT', body: { ...profile, first_name: 'Chidi', last_name: 'Okeke' } }),
    );
    expect(saved.status).toBe(200);
    expect(outcome(await create(api(), chidi, { name: 'Live', mode: 'live' }))).toEqual({
      status: 403,
      code: 'API_ACCESS_NOT_APPROVED',
    });
    expect(ok(await create(api(), chidi, { name: 'Sandbox', mode: 'test' }), 201)).toMatchObject({ mode: 'test' });
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
    expect(outcome(await rollKey(api(), chidi, DEMO_API_KEYS.test.id, { grace_hours: 0 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
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

  it('keeps the sandbox and the live account apart: test money, and each mode’s deliveries its own', async () => {
    const session = await signIn(api());
    const withKey = (secret: string, path: string, body?: object) => api().call(path, { token: secret, body });
    expect(ok(await withKey(TEST.secret, '/api/wallet'))).toMatchObject({ balance: SANDBOX_BALANCE });
    const made = await withKey(TEST.secret, '/api/deliveries', newDelivery());
    expect(made.json).toMatchObject({ success: true, livemode: false });
    const testId = ok<{ id: string }>(made, 201).id;
    expect(idsOf(await withKey(TEST.secret, '/api/deliveries'))).toEqual([testId]);
    expect(idsOf(await withKey(LIVE.secret, '/api/deliveries?limit=100'))).not.toContain(testId);
    const liveMade = await withKey(LIVE.secret, '/api/deliveries', newDelivery());
    expect(liveMade.json).toMatchObject({ success: true, livemode: true });
    const liveId = ok<{ id: string }>(liveMade, 201).id;
    expect(idsOf(await withKey(TEST.secret, '/api/deliveries'))).toEqual([testId]);
    expect(idsOf(await api().call('/api/deliveries?limit=100', as(session)))).toEqual(
      expect.arrayContaining([liveId]) as string[],
    );
    expect(idsOf(await api().call('/api/deliveries?limit=100', as(session)))).not.toContain(testId);
  });

  it('finds no sandbox twin: a test key’s look-up names the real partner, whose live money never moves', async () => {
    const lookup = await api().call('/api/wallet/recipients?email=chidi@riders.ng', { token: TEST.secret });
    expect(ok(lookup)).toEqual({ name: 'Chidi Okeke', email: 'chidi@riders.ng' });
    const sent = await api().call('/api/wallet/transfer', {
      token: TEST.secret,
      body: { recipient_email: 'chidi@riders.ng', amount: 5_000 },
      headers: { 'Idempotency-Key': 'test-transfer-1' },
    });
    expect(sent.status).toBe(200);
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(ok(await api().call('/api/wallet', as(chidi)))).toMatchObject({ balance: 20_000 });
    const found = await api().call('/api/wallet/recipients?email=demo@example.com', as(chidi));
    expect(ok(found)).toEqual({ name: 'Ada Okafor', email: 'demo@example.com' });
  });

  it('keeps each mode’s profile with its own e-mail when both are saved', async () => {
    const profile = { email: 'demo@example.com', phone: '+234 803 123 4567', first_name: 'Ada', last_name: 'Okafor' };
    const sandbox = await api().call('/api/delivery-partners/profile', {
      token: TEST.secret,
      method: 'PUT',
      body: { ...profile, company_name: 'Swift Riders (test)' },
    });
    expect({ status: sandbox.status, livemode: sandbox.json.livemode }).toEqual({ status: 200, livemode: false });
    const session = await signIn(api());
    const path = '/api/delivery-partners/profile';
    const live = await api().call(
      path,
      as(session, { method: 'PUT', body: { ...profile, company_name: 'Swift Riders Ltd' } }),
    );
    expect(live.status).toBe(200);
    expect(ok(await api().call(path, as(session)))).toMatchObject({ company_name: 'Swift Riders Ltd' });
  });

  it('takes a rolled key until its grace period ends (then 401 API_KEY_EXPIRED), one rolled without grace not at all', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await signIn(api());
    const rolled = ok<WireKey>(await rollKey(api(), session, LIVE.id, { grace_hours: 1 }), 201);
    expect(rolled.secret).not.toBe(LIVE.secret);
    expect((await keys(api(), session)).find((k) => k.id === LIVE.id)?.expires_at).not.toBeNull();
    vi.setSystemTime(Date.now() + HOUR_MS - 60_000);
    expect((await api().call('/api/wallet', { token: LIVE.secret })).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(outcome(await api().call('/api/wallet', { token: LIVE.secret }))).toEqual({
      status: 401,
      code: 'API_KEY_EXPIRED',
    });
    expect((await api().call('/api/wallet', { token: rolled.secret ?? '' })).status).toBe(200);
    const again = await signIn(api());
    expect((await keys(api(), again)).find((k) => k.id === LIVE.id)?.status).toBe('revoked');

    ok(await rollKey(api(), again, TEST.id, { grace_hours: 0 }), 201);
    expect(outcome(await api().call('/api/deliveries', { token: TEST.secret }))).toEqual({
      status: 401,
      code: 'API_KEY_REVOKED',
    });
  });

  it('refuses a key on the dashboard’s own endpoints (403), changing nothing, and an unknown key (401)', async () => {
    const session = await signIn(api());
    for (const [path, options] of [
      ['/api/api-keys', {}],
      ['/api/api-keys', { body: { name: 'Minted', mode: 'live' } }],
      [`/api/api-keys/${LIVE.id}`, { method: 'DELETE' }],
      [`/api/api-keys/${LIVE.id}/roll`, { body: { grace_hours: 0 } }],
      ['/api/request-logs', {}],
      ['/api/auth/me', {}],
      ['/api/auth/logout', { method: 'POST' }],
      ['/api/auth/refresh', { method: 'POST' }],
    ] as const) {
      const request = () => api().call(path, { ...options, token: LIVE.secret });
      // A refused request with a key is logged, and used the key: its "last used" moves, nothing else.
      const read = async () => (await allKeys(api(), session)).map(({ last_used_at: _used, ...key }) => key);
      const refusal = await refusedUnchanged(read, request);
      expect({ path, ...refusal, message: undefined }).toEqual({
        path,
        status: 403,
        code: 'API_KEY_NOT_ALLOWED',
        message: undefined,
      });
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
