import { describe, expect, it, vi } from 'vitest';
import { getMe } from '@/api/auth';
import { tokenStorage } from '@/api/token-storage';
import {
  ACCOUNT_SIGN_IN_ATTEMPTS,
  CLIENT_SIGN_IN_ATTEMPTS,
  KNOWN_DEVICE_TTL_MS,
  KNOWN_DEVICES_PER_ACCOUNT,
  MAX_FAILURES_KEPT,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_WINDOW_MS,
} from '@server/domain/auth/limits';
import { clientOfAddress, ipv6Prefix64 } from '@server/http/client';
import { CLIENT_HEADER } from '../client-identity';
import { dbSchema, db } from '../db';
import { expireAccessTokens } from '../sessions';
import { hashToken } from '@server/domain/auth/secrets';
import { REFRESH_TOKEN_REUSED_MESSAGE, ROTATED_REFRESH_TOKENS_KEPT } from '@server/domain/auth/sessions';
import { DEMO_PASSWORD, SECOND_PARTNER, VERIFICATION_CODE } from '../seed';
import { API, expectFailure, raw, signInDemo } from './helpers';

/*
 * Issue 25's probe, the auth part, in process (msw/node): the attempt limits per client and
 * address, per client and per account, with known devices (mocks/auth-limits.ts), and refresh
 * tokens whose reuse ends their session (mocks/refresh-reuse.ts). With no socket, the client is
 * the one CLIENT_HEADER names (`local` without it). The same over a real socket, and across a
 * restart of the HTTP mock: http/auth-hardening.test.ts.
 */

const DEMO = 'demo@example.com';

interface Reply {
  status: number;
  retryAfter: string | null;
  json: { success: boolean; data: unknown; message?: string; code?: string };
}

/** POST /api/auth/signin as `client` (a name for CLIENT_HEADER; none: the app's own browser). */
async function signIn(email: string, password: string, client?: string, extra: Record<string, unknown> = {}) {
  return post('/api/auth/signin', { email, password, ...extra }, client);
}

async function post(path: string, body: unknown, client?: string, token?: string): Promise<Reply> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client ? { [CLIENT_HEADER]: client } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    json: (await response.json()) as Reply['json'],
  };
}

const wrong = (email: string, client?: string) => signIn(email, 'Wrong-password1', client);

async function failTimes(times: number, email: string, client?: string) {
  for (let i = 0; i < times; i += 1) expect((await wrong(email, client)).json.code).toBe('INVALID_CREDENTIALS');
}

function expectLocked(reply: Reply, what: 'sign-in' | 'verification' = 'sign-in') {
  expect({ status: reply.status, code: reply.json.code }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
  expect(reply.json.message).toMatch(new RegExp(`^Too many failed ${what} attempts\\. Try again in \\d+ minutes?\\.$`));
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
}

describe('the client of a request', () => {
  it('is an IPv4 address as such, an IPv4-mapped IPv6 one as IPv4, an IPv6 one by its /64', () => {
    expect(clientOfAddress('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientOfAddress('::ffff:127.0.0.2')).toBe('ip:127.0.0.2');
    expect(clientOfAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('ip:2001:db8:0:1::/64');
    // Another address of the same /64 is the same client; the next /64 is another.
    expect(clientOfAddress('2001:db8::1:1')).toBe('ip:2001:db8:0:0::/64');
    expect(clientOfAddress('2001:0db8:0000:0001::9')).toBe('ip:2001:db8:0:1::/64');
    expect(clientOfAddress('2001:db8:0:2::9')).toBe('ip:2001:db8:0:2::/64');
    expect(clientOfAddress('::1')).toBe('ip:0:0:0:0::/64');
    expect(clientOfAddress('fe80::1%eth0')).toBe('ip:fe80:0:0:0::/64');
  });

  it('refuses what is not an IPv6 address', () => {
    for (const text of ['1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3', 'g::1', '12345::1'])
      expect(ipv6Prefix64(text)).toBeNull();
    expect(ipv6Prefix64('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
  });
});

describe('sign-in limits: per client and address', () => {
  it('a stranger’s wrong passwords lock the stranger only, not the owner — even on a device new to the account', async () => {
    await failTimes(SIGN_IN_ATTEMPTS, DEMO, 'stranger');
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'stranger'));
    // The app's own browser never signed in to this account, and is still let in.
    expect((await signIn(DEMO, DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(DEMO, DEMO_PASSWORD, 'new-laptop')).status).toBe(200);
    // The stranger stays locked: the owner's sign-in does not clear other clients' failures.
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'stranger'));
  });

  it('a success clears only the client’s own failures for the address', async () => {
    await failTimes(SIGN_IN_ATTEMPTS - 1, DEMO, 'stranger');
    await failTimes(SIGN_IN_ATTEMPTS - 1, DEMO);
    expect((await signIn(DEMO, DEMO_PASSWORD)).status).toBe(200);
    await failTimes(SIGN_IN_ATTEMPTS - 1, DEMO);
    // The stranger's fifth failure locks the stranger.
    await failTimes(1, DEMO, 'stranger');
    expectLocked(await wrong(DEMO, 'stranger'));
  });

  it('wrong codes at verify-email count per client too, with their own wording', async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) {
      expect(
        (await post('/api/auth/verify-email', { email: 'new@example.com', code: '000000' }, 'stranger')).status,
      ).toBe(400);
    }
    expectLocked(
      await post('/api/auth/verify-email', { email: 'new@example.com', code: VERIFICATION_CODE }, 'stranger'),
      'verification',
    );
    expect((await post('/api/auth/verify-email', { email: 'new@example.com', code: VERIFICATION_CODE })).status).toBe(
      200,
    );
  });
});

describe('sign-in limits: per account, with known devices', () => {
  it(`${ACCOUNT_SIGN_IN_ATTEMPTS} failures for an address from any clients lock it for new devices, never for a known one`, async () => {
    // The owner's browser signed in before (and signed out since: it is still known).
    const { token } = await signInDemo();
    expect((await raw('/api/auth/logout', { method: 'POST', token })).status).toBe(200);

    await failTimes(SIGN_IN_ATTEMPTS, DEMO, 'stranger-1');
    await failTimes(ACCOUNT_SIGN_IN_ATTEMPTS - SIGN_IN_ATTEMPTS, DEMO, 'stranger-2');
    // A third stranger, and the owner on a device new to the account, wait even with the right password…
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'stranger-3'));
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'new-laptop'));
    // …the owner's known browser does not.
    expect((await signIn(DEMO, DEMO_PASSWORD)).status).toBe(200);
    // Another account is not affected.
    expect((await signIn(SECOND_PARTNER.email, DEMO_PASSWORD, 'stranger-3')).status).toBe(200);
  });

  it('an address without an account locks alike (a lock tells nobody which addresses have one)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (const email of [DEMO, 'nobody@example.com']) {
      await failTimes(SIGN_IN_ATTEMPTS, email, 'stranger-1');
      await failTimes(ACCOUNT_SIGN_IN_ATTEMPTS - SIGN_IN_ATTEMPTS, email, 'stranger-2');
      const locked = await signIn(email, DEMO_PASSWORD, 'stranger-3');
      expectLocked(locked);
      expect(locked.retryAfter).toBe(String(SIGN_IN_WINDOW_MS / 1000));
    }
  });

  it('a known device is still held to its own 5 failures for the address', async () => {
    await signInDemo();
    await failTimes(SIGN_IN_ATTEMPTS, DEMO);
    expectLocked(await signIn(DEMO, DEMO_PASSWORD));
  });

  it('a password reset forgets every client’s failures for the address', async () => {
    await failTimes(SIGN_IN_ATTEMPTS, DEMO, 'stranger-1');
    await failTimes(SIGN_IN_ATTEMPTS, DEMO, 'stranger-2');
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'new-laptop'));
    const now = Date.now();
    db.state.resetTokens = [{ hash: hashToken('rst_test'), userId: 'usr_demo', expiresAt: now + 60_000 }];
    const reset = await post('/api/auth/reset-password', {
      token: 'rst_test',
      new_password: 'NewPassw0rd!',
      confirm_password: 'NewPassw0rd!',
    });
    expect(reset.status).toBe(200);
    expect(db.state.signInFailures.filter((f) => f.email === DEMO)).toEqual([]);
    expect((await signIn(DEMO, 'NewPassw0rd!', 'new-laptop')).status).toBe(200);
    expect((await signIn(DEMO, 'NewPassw0rd!', 'stranger-1')).status).toBe(200);
  });
});

describe('sign-in limits: per client', () => {
  it(`${CLIENT_SIGN_IN_ATTEMPTS} failures of one client over many addresses lock it out of every address it does not know`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // The sprayer once signed in to the second partner's account: that one stays open to it.
    expect((await signIn(SECOND_PARTNER.email, DEMO_PASSWORD, 'sprayer')).status).toBe(200);
    for (let i = 0; i < CLIENT_SIGN_IN_ATTEMPTS; i += 1) {
      expect((await wrong(`partner-${i}@example.com`, 'sprayer')).json.code).toBe('INVALID_CREDENTIALS');
    }
    // Any address it does not know, even a real one with its right password: 429 for this client.
    const locked = await wrong('partner-99@example.com', 'sprayer');
    expectLocked(locked);
    expect(locked.retryAfter).toBe(String(SIGN_IN_WINDOW_MS / 1000));
    expectLocked(await signIn(DEMO, DEMO_PASSWORD, 'sprayer'));
    expect((await signIn(SECOND_PARTNER.email, DEMO_PASSWORD, 'sprayer')).status).toBe(200);
    // Other clients are not affected, on the same addresses.
    expect((await wrong('partner-0@example.com', 'someone-else')).json.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(DEMO, DEMO_PASSWORD)).status).toBe(200);

    // Refused attempts do not count: the lock ends when the first failures leave the window.
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS - 60_000);
    const later = await signIn(DEMO, DEMO_PASSWORD, 'sprayer');
    expectLocked(later);
    expect(later.retryAfter).toBe('60');
    expect(later.json.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signIn(DEMO, DEMO_PASSWORD, 'sprayer')).status).toBe(200);
  });
});

describe('the sign-in bookkeeping stays bounded', () => {
  it('prunes failures once out of the window, and keeps at most MAX_FAILURES_KEPT', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await failTimes(3, DEMO, 'a');
    expect(db.state.signInFailures).toHaveLength(3);
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS);
    await failTimes(1, DEMO, 'b');
    expect(db.state.signInFailures.map((f) => f.client)).toEqual(['name:b']);

    const now = Date.now();
    db.state.signInFailures = Array.from({ length: MAX_FAILURES_KEPT }, (_, i) => ({
      email: `flood-${i}@example.com`,
      client: `flood-${i}`,
      at: now,
    }));
    await failTimes(1, DEMO, 'c');
    expect(db.state.signInFailures).toHaveLength(MAX_FAILURES_KEPT);
    expect(db.state.signInFailures[0]?.client).toBe('flood-1');
    expect(db.state.signInFailures.at(-1)?.client).toBe('name:c');
  });

  it(`remembers ${KNOWN_DEVICES_PER_ACCOUNT} devices per account, the latest ones, each for 30 days`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i <= KNOWN_DEVICES_PER_ACCOUNT; i += 1) {
      vi.setSystemTime(Date.now() + 1_000);
      expect((await signIn(DEMO, DEMO_PASSWORD, `device-${i}`)).status).toBe(200);
    }
    const demoDevices = () =>
      db.state.knownDevices.filter((d) => d.userId === 'usr_demo').map((d) => d.client.replace('name:', ''));
    expect(demoDevices()).toHaveLength(KNOWN_DEVICES_PER_ACCOUNT);
    expect(demoDevices()).not.toContain('device-0');
    // Signing in again from a known device refreshes it rather than adding it.
    expect((await signIn(DEMO, DEMO_PASSWORD, 'device-1')).status).toBe(200);
    expect(demoDevices()).toHaveLength(KNOWN_DEVICES_PER_ACCOUNT);

    // 30 days after its last sign-in a device is forgotten (at the next sign-in of anyone).
    vi.setSystemTime(Date.now() + KNOWN_DEVICE_TTL_MS);
    expect((await signIn(SECOND_PARTNER.email, DEMO_PASSWORD, 'other')).status).toBe(200);
    expect(demoDevices()).toEqual([]);
  });

  it('a state stored before the sign-in bookkeeping existed loads with none', () => {
    const {
      signInFailures: _f,
      knownDevices: _d,
      ...older
    } = JSON.parse(JSON.stringify(db.state)) as Record<string, unknown>;
    const parsed = dbSchema.safeParse(older);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.signInFailures).toEqual([]);
    expect(parsed.data?.knownDevices).toEqual([]);
  });
});

describe('refresh-token reuse ends the session (the token family)', () => {
  const refresh = (token: string) => post('/api/auth/refresh', undefined, undefined, token);

  it('a rotated refresh token presented again: 401 REFRESH_TOKEN_REUSED, and every token of the session stops working', async () => {
    const first = await signInDemo();
    const other = await signInDemo();
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const next = rotated.json.data as { token: string; refresh_token: string };
    expect((await raw('/api/auth/me', { token: next.token })).status).toBe(200);

    // The old refresh token again (an attacker's copy, or the partner's after the attacker refreshed).
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({
      success: false,
      data: null,
      message: REFRESH_TOKEN_REUSED_MESSAGE,
      code: 'REFRESH_TOKEN_REUSED',
    });
    // The whole family is gone: the new refresh token and the new access token answer 401.
    expect((await refresh(next.refresh_token)).json.code).toBe('UNAUTHORIZED');
    expect((await raw('/api/auth/me', { token: next.token })).json.code).toBe('UNAUTHORIZED');
    // The replay once more: the session is already gone, a plain 401.
    expect((await refresh(first.refreshToken)).json.code).toBe('UNAUTHORIZED');
    // The partner's other session is another family: still signed in.
    expect((await raw('/api/auth/me', { token: other.token })).status).toBe(200);
  });

  it('the app holding the revoked session goes to sign-in (SESSION_EXPIRED, tokens cleared)', async () => {
    const { refreshToken } = await signInDemo();
    // Someone else refreshes with a copy of the app's refresh token, then the app's turn comes.
    const stolen = await refresh(refreshToken);
    expect(stolen.status).toBe(200);
    expireAccessTokens();
    await expectFailure(getMe(), { status: 401, code: 'SESSION_EXPIRED' });
    expect(tokenStorage.getToken()).toBeNull();
    // The thief's tokens died with the session.
    const theirs = stolen.json.data as { token: string; refresh_token: string };
    expect((await refresh(theirs.refresh_token)).status).toBe(401);
    expect(db.state.sessions).toHaveLength(0);
  });

  it(`keeps the last ${ROTATED_REFRESH_TOKENS_KEPT} rotated tokens of a session; an older one is only unknown`, async () => {
    let { refreshToken } = await signInDemo();
    const rotated: string[] = [];
    for (let i = 0; i <= ROTATED_REFRESH_TOKENS_KEPT; i += 1) {
      rotated.push(refreshToken);
      const reply = await refresh(refreshToken);
      expect(reply.status).toBe(200);
      refreshToken = (reply.json.data as { refresh_token: string }).refresh_token;
    }
    // Kept as their hashes, like every token.
    expect(db.state.sessions[0]?.rotatedRefreshHashes).toEqual(rotated.slice(1).map(hashToken));
    // The oldest is forgotten: 401 UNAUTHORIZED, and the session lives on.
    expect((await refresh(rotated[0] ?? '')).json.code).toBe('UNAUTHORIZED');
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('an access token in place of a refresh token ends nothing', async () => {
    const { token, refreshToken } = await signInDemo();
    expect((await refresh(token)).json.code).toBe('UNAUTHORIZED');
    expect((await refresh(refreshToken)).status).toBe(200);
  });
});
