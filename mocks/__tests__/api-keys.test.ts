import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '@/api/api-keys';
import { listDeliveries } from '@/api/deliveries';
import { MODE_HEADER } from '@/api/mode';
import { API_KEY_SECRET_PATTERN } from '@/api/schemas/api-keys';
import { HOUR_MS } from '@server/domain/api-keys/keys';
import { db } from '../db';
import { sha256Hex } from '@server/domain/sha256';
import { updatePartnerProfile } from '@/api/partner';
import { SANDBOX_BALANCE } from '@server/domain/partners/sandbox';
import { DEMO_API_KEYS, DEMO_USER_ID, SECOND_PARTNER } from '../seed';
import { newDelivery } from './deliveries-fixtures';
import { expectFailure, mockState, raw, signInDemo, signInSecondPartner } from './helpers';

/*
 * Issue 25: API keys. The demo partner's seeded keys (docs/mock-api.md) call the API as a
 * partner's integration would: the live key on the partner's data, the test key on its sandbox.
 */

type Envelope = { success: boolean; data: unknown; code?: string; livemode?: boolean };
const withKey = async (
  secret: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const reply = await raw(path, { ...init, token: secret });
  return { status: reply.status, json: reply.json as Envelope };
};
const deliveryIds = (json: Envelope) => (json.data as { items: { id: string }[] }).items.map((d) => d.id);
const totalOf = (json: Envelope) => (json.data as { total: number }).total;
/** The keys the dashboard lists in test mode (the signed-in session's). */
const testModeKeys = async () =>
  (await raw('/api/api-keys', { headers: { [MODE_HEADER]: 'test' } })).json.data as Array<{
    id: string;
    mode: string;
    redacted: string;
    status: string;
    last_used_at: string | null;
  }>;

afterEach(() => {
  vi.useRealTimers();
});

describe('API keys: the dashboard manages them', () => {
  it('lists the seeded keys redacted, with no secret and no hash, each mode apart (issue 39)', async () => {
    await signInDemo();
    const live = await listApiKeys();
    // The live key was last used by the newest of its seeded requests: "last used" agrees with the log.
    const newestLog = db.state.requestLogs.filter((l) => l.keyId === DEMO_API_KEYS.live.id).at(-1);
    expect(live.map((k) => [k.mode, k.redacted, k.status, k.lastUsedAt])).toEqual([
      ['live', `sk_live_••••${DEMO_API_KEYS.live.secret.slice(-4)}`, 'active', newestLog?.createdAt],
    ]);
    const test = testModeKeys();
    expect((await test).map((k) => [k.mode, k.redacted, k.status, k.last_used_at])).toEqual([
      ['test', `sk_test_••••${DEMO_API_KEYS.test.secret.slice(-4)}`, 'active', null],
    ]);
    expect(JSON.stringify([live, await test])).not.toMatch(/sk_(test|live)_[0-9A-Za-z]{32}|hash/);
  });

  it('shows a new key’s secret once, and keeps only its hash', async () => {
    await signInDemo();
    const created = await createApiKey({ name: 'Warehouse sync', mode: 'test' });
    expect(created.secret).toMatch(API_KEY_SECRET_PATTERN);
    expect(created.secret.startsWith('sk_test_')).toBe(true);
    expect(created).toMatchObject({ name: 'Warehouse sync', mode: 'test', status: 'active', lastUsedAt: null });
    // One secret field: no redacted copy beside the secret (issue 39).
    expect(created).not.toHaveProperty('redacted');

    const listed = (await testModeKeys()).find((k) => k.id === created.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    const stored = JSON.stringify(db.state);
    expect(stored).not.toContain(created.secret);
    expect(stored).not.toContain(DEMO_API_KEYS.live.secret);
    expect(db.state.apiKeys.find((k) => k.id === created.id)?.hash).toBe(sha256Hex(created.secret));
  });

  it('refuses a live key to a partner whose API access is not approved, and changes nothing', async () => {
    await signInSecondPartner();
    const before = mockState();
    const error = await expectFailure(createApiKey({ name: 'Live', mode: 'live' }), {
      status: 403,
      code: 'API_ACCESS_NOT_APPROVED',
    });
    expect(error.message).toMatch(/approved API access/);
    expect(mockState()).toEqual(before);
    // A test key needs no approval.
    await expect(createApiKey({ name: 'Sandbox', mode: 'test' })).resolves.toMatchObject({ mode: 'test' });
  });

  it('an approved request’s e-mail typed into another profile approves nothing (issue 38)', async () => {
    // Kano Express's request is approved; its invitation has made no account yet.
    await signInSecondPartner();
    await updatePartnerProfile({
      companyName: 'Eko Express',
      email: 'dev@kanoexpress.ng',
      phone: '+234 802 345 6789',
      firstName: 'Chidi',
      lastName: 'Okeke',
    });
    await expectFailure(createApiKey({ name: 'Live', mode: 'live' }), { status: 403, code: 'API_ACCESS_NOT_APPROVED' });
  });

  it('refuses a name over the bound and an out-of-range grace period', async () => {
    await signInDemo();
    const before = mockState();
    for (const [path, body] of [
      ['/api/api-keys', { name: 'x'.repeat(61), mode: 'test' }],
      ['/api/api-keys', { name: 'Live', mode: 'production' }],
      [`/api/api-keys/${DEMO_API_KEYS.test.id}/roll`, { grace_hours: 25 }],
      [`/api/api-keys/${DEMO_API_KEYS.test.id}/roll`, { grace_hours: 1.5 }],
    ] as const) {
      const reply = await raw(path, { method: 'POST', body });
      expect({ status: reply.status, code: reply.json.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(mockState()).toEqual(before);
  });

  it('does not show, roll or revoke another partner’s key', async () => {
    await signInSecondPartner();
    expect(await listApiKeys()).toEqual([]);
    await expectFailure(revokeApiKey(DEMO_API_KEYS.live.id), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(rollApiKey(DEMO_API_KEYS.live.id, { graceHours: 0 }), { status: 404, code: 'NOT_FOUND' });
  });
});

describe('API keys: a key as the bearer', () => {
  it('the seeded live key lists the demo partner’s deliveries, says livemode true, and notes its use', async () => {
    await signInDemo();
    const dashboard = await listDeliveries({ limit: 100 });
    const reply = await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries?limit=100');
    expect(reply.status).toBe(200);
    expect(reply.json.livemode).toBe(true);
    expect(totalOf(reply.json)).toBe(dashboard.total);
    expect(totalOf(reply.json)).toBeGreaterThan(0);
    const used = (await listApiKeys()).find((k) => k.id === DEMO_API_KEYS.live.id);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('a test key works in the sandbox: livemode false, test money, no live deliveries, and its own are not live', async () => {
    await signInDemo();
    const sandbox = await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries');
    expect(sandbox.json.livemode).toBe(false);
    expect(totalOf(sandbox.json)).toBe(0);
    const wallet = await withKey(DEMO_API_KEYS.test.secret, '/api/wallet');
    expect(wallet.json.data).toMatchObject({ balance: SANDBOX_BALANCE });

    const created = await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries', { method: 'POST', body: newDelivery });
    expect(created.status).toBe(201);
    expect(created.json.livemode).toBe(false);
    const testId = (created.json.data as { id: string }).id;
    expect(deliveryIds((await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries')).json)).toEqual([testId]);

    const live = await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries?limit=100');
    expect(deliveryIds(live.json)).not.toContain(testId);
    expect((await listDeliveries({ limit: 100 })).items.map((d) => d.id)).not.toContain(testId);

    // And the other way: a live delivery is not in the sandbox.
    const liveCreated = await withKey(DEMO_API_KEYS.live.secret, '/api/deliveries', {
      method: 'POST',
      body: newDelivery,
    });
    expect(liveCreated.json.livemode).toBe(true);
    const liveId = (liveCreated.json.data as { id: string }).id;
    expect(deliveryIds((await withKey(DEMO_API_KEYS.test.secret, '/api/deliveries')).json)).not.toContain(liveId);
    expect((await listDeliveries({ limit: 100 })).items.map((d) => d.id)).toContain(liveId);
  });

  it('a dashboard session answers livemode true', async () => {
    await signInDemo();
    const reply = await raw('/api/wallet');
    expect(reply.json).toMatchObject({ success: true, livemode: true });
  });

  it('the sandbox twin is no partner anyone finds: a transfer’s look-up, a test transfer, the accounts', async () => {
    // The test key looks Chidi up: the name is his, the money goes to his sandbox, never his wallet.
    const liveBalance = db.state.wallets.find((w) => w.partnerId === SECOND_PARTNER.id)?.balance;
    const lookup = await withKey(DEMO_API_KEYS.test.secret, `/api/wallet/recipients?email=${SECOND_PARTNER.email}`);
    expect(lookup.json.data).toEqual({ name: 'Chidi Okeke', email: SECOND_PARTNER.email });
    const sent = await withKey(DEMO_API_KEYS.test.secret, '/api/wallet/transfer', {
      method: 'POST',
      body: { recipientEmail: SECOND_PARTNER.email, amount: 5_000 },
      headers: { 'Idempotency-Key': 'test-transfer-1' },
    });
    expect(sent.status).toBe(200);
    expect(db.state.wallets.find((w) => w.partnerId === SECOND_PARTNER.id)?.balance).toBe(liveBalance);

    // Chidi, signed in, finds the demo partner's account, and it is the real one (not its twin).
    await signInSecondPartner();
    const found = await raw('/api/wallet/recipients?email=demo@example.com');
    expect(found.json.data).toEqual({ name: 'Ada Okafor', email: 'demo@example.com' });
    expect(db.state.users.filter((u) => u.email === 'demo@example.com').map((u) => u.id)).toEqual([DEMO_USER_ID]);
    expect(db.state.users.some((u) => u.id.endsWith('_test'))).toBe(false);
  });

  it('a rolled key works within its grace period and not after; the new secret works', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await signInDemo();
    const rolled = await rollApiKey(DEMO_API_KEYS.live.id, { graceHours: 1 });
    expect(rolled.secret).toMatch(/^sk_live_/);
    expect(rolled.secret).not.toBe(DEMO_API_KEYS.live.secret);
    const old = (await listApiKeys()).find((k) => k.id === DEMO_API_KEYS.live.id);
    expect(old?.status).toBe('expiring');
    expect(old?.expiresAt).not.toBeNull();

    vi.setSystemTime(Date.now() + HOUR_MS - 60_000);
    expect((await withKey(DEMO_API_KEYS.live.secret, '/api/wallet')).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await withKey(DEMO_API_KEYS.live.secret, '/api/wallet')).json).toMatchObject({ code: 'API_KEY_EXPIRED' });
    expect((await withKey(DEMO_API_KEYS.live.secret, '/api/wallet')).status).toBe(401);
    expect((await withKey(rolled.secret, '/api/wallet')).status).toBe(200);
    await signInDemo();
    expect((await listApiKeys()).find((k) => k.id === DEMO_API_KEYS.live.id)?.status).toBe('revoked');
  });

  it('a key rolled with no grace, or revoked, answers 401 API_KEY_REVOKED; an unknown one UNAUTHORIZED', async () => {
    await signInDemo();
    await rollApiKey(DEMO_API_KEYS.test.id, { graceHours: 0 });
    const revoked = await revokeApiKey(DEMO_API_KEYS.live.id);
    expect(revoked.status).toBe('revoked');
    for (const secret of [DEMO_API_KEYS.test.secret, DEMO_API_KEYS.live.secret]) {
      const reply = await withKey(secret, '/api/deliveries');
      expect({ status: reply.status, code: reply.json.code }).toEqual({ status: 401, code: 'API_KEY_REVOKED' });
    }
    const unknown = await withKey(`sk_live_${'A'.repeat(32)}`, '/api/deliveries');
    expect({ status: unknown.status, code: unknown.json.code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    await expectFailure(rollApiKey(DEMO_API_KEYS.live.id, { graceHours: 1 }), { status: 409, code: 'API_KEY_REVOKED' });
  });

  it('refuses a key on the dashboard-only endpoints: key management, me, sign-out, refresh', async () => {
    const calls = [
      { path: '/api/api-keys' },
      { path: '/api/api-keys', method: 'POST', body: { name: 'Minted', mode: 'live' } },
      { path: `/api/api-keys/${DEMO_API_KEYS.live.id}`, method: 'DELETE' },
      { path: `/api/api-keys/${DEMO_API_KEYS.live.id}/roll`, method: 'POST', body: { graceHours: 0 } },
      { path: '/api/auth/me' },
      { path: '/api/auth/logout', method: 'POST' },
      { path: '/api/auth/refresh', method: 'POST' },
    ];
    const before = mockState();
    for (const call of calls) {
      const reply = await withKey(DEMO_API_KEYS.live.secret, call.path, call);
      expect({ path: call.path, status: reply.status, code: reply.json.code }).toEqual({
        path: call.path,
        status: 403,
        code: 'API_KEY_NOT_ALLOWED',
      });
    }
    expect(mockState()).toEqual(before);
  });
});

describe('API keys: the sandbox and the live account side by side', () => {
  it('both keep their e-mail when they save their profiles', async () => {
    const profile = {
      companyName: 'Swift Riders Ltd',
      email: 'demo@example.com',
      phone: '+234 803 123 4567',
      firstName: 'Ada',
      lastName: 'Okafor',
    };
    const sandbox = await withKey(DEMO_API_KEYS.test.secret, '/api/delivery-partners/profile', {
      method: 'PUT',
      body: { ...profile, companyName: 'Swift Riders (test)' },
    });
    expect({ status: sandbox.status, livemode: sandbox.json.livemode }).toEqual({ status: 200, livemode: false });
    await signInDemo();
    const live = await raw('/api/delivery-partners/profile', { method: 'PUT', body: profile });
    expect(live.status).toBe(200);
    expect(db.state.profiles.find((p) => p.partnerId === DEMO_USER_ID)?.companyName).toBe('Swift Riders Ltd');
  });
});
