import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SIGN_IN_ATTEMPTS,
  CLIENT_SIGN_IN_ATTEMPTS,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_WINDOW_MS,
} from '@server/domain/auth/limits';
import { CLIENT_HEADER } from '../../client-identity';
import { DEMO_PASSWORD } from '../../seed';
import { requestFrom, type ClientReply } from './child-mock';
import { serveMockOverHttp } from './serve';

/*
 * Issue 25's probe, the auth part, over real sockets: the mock tells clients apart by their
 * remote address (each test client connects from its own 127.0.0.x), so a stranger's wrong
 * passwords lock the stranger and not the partner's own device, one client spraying many
 * addresses is stopped, a header cannot pose as another client, and a replayed refresh token
 * ends its session. (That the locks, known devices and refresh tokens outlive a `kill -9` is the
 * server's: they are rows, server/__tests__/crash.)
 */

const mock = serveMockOverHttp();
const DEMO = 'demo@example.com';

/** The partner's own device, strangers, a device new to the account. */
const OWNER = '127.0.0.1';
const STRANGER = '127.0.0.2';
const SECOND_STRANGER = '127.0.0.3';
const NEW_DEVICE = '127.0.0.4';

const signInAt = (origin: string, from: string, email: string, password: string, headers?: Record<string, string>) =>
  requestFrom(origin, from, '/api/auth/signin', { body: { email, password }, ...(headers ? { headers } : {}) });

async function failTimes(origin: string, from: string, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await signInAt(origin, from, email, 'Wrong-password1')).json.code).toBe('INVALID_CREDENTIALS');
  }
}

function expectLocked(reply: ClientReply) {
  expect({ status: reply.status, code: reply.json.code }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
  expect(reply.json.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
}

const tokensOf = (reply: ClientReply) => {
  expect(reply.status).toBe(200);
  return reply.json.data as { token: string; refresh_token: string };
};

describe('the HTTP mock: sign-in limits by remote address', () => {
  it('a stranger’s wrong passwords lock the stranger — a header cannot change who it is — and not the owner', async () => {
    const origin = mock.origin();
    const owner = tokensOf(await signInAt(origin, OWNER, DEMO, DEMO_PASSWORD));
    expect((await requestFrom(origin, OWNER, '/api/auth/logout', { method: 'POST', token: owner.token })).status).toBe(
      200,
    );

    await failTimes(origin, STRANGER, DEMO, SIGN_IN_ATTEMPTS);
    expectLocked(await signInAt(origin, STRANGER, DEMO, DEMO_PASSWORD));
    // Naming itself another client changes nothing over HTTP: the socket says who asks.
    expectLocked(await signInAt(origin, STRANGER, DEMO, DEMO_PASSWORD, { [CLIENT_HEADER]: 'someone-else' }));
    // One stranger locks nobody else out, not even a device new to the account.
    expect((await signInAt(origin, NEW_DEVICE, DEMO, DEMO_PASSWORD)).status).toBe(200);
    expect((await signInAt(origin, OWNER, DEMO, DEMO_PASSWORD)).status).toBe(200);
    expect((await mock.db().selectFrom('sign_in_failures').select('client').execute()).map((f) => f.client)).toEqual(
      Array.from({ length: SIGN_IN_ATTEMPTS }, () => `ip:${STRANGER}`),
    );

    // A second stranger brings the address to the account's limit: new devices wait, known ones do not.
    await failTimes(origin, SECOND_STRANGER, DEMO, ACCOUNT_SIGN_IN_ATTEMPTS - SIGN_IN_ATTEMPTS);
    expectLocked(await signInAt(origin, '127.0.0.5', DEMO, DEMO_PASSWORD));
    expect((await signInAt(origin, OWNER, DEMO, DEMO_PASSWORD)).status).toBe(200);
    expect((await signInAt(origin, NEW_DEVICE, DEMO, DEMO_PASSWORD)).status).toBe(200);
  });

  it(`one client trying 30 addresses once each: ${CLIENT_SIGN_IN_ATTEMPTS} get 401, the rest 429; other clients are not affected`, async () => {
    const origin = mock.origin();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await signInAt(origin, '127.0.0.6', `partner-${i}@example.com`, 'Wrong-password1')).status);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, (_, i) => (i < CLIENT_SIGN_IN_ATTEMPTS ? 401 : 429)));
    expectLocked(await signInAt(origin, '127.0.0.6', DEMO, DEMO_PASSWORD));
    expect((await signInAt(origin, '127.0.0.7', 'partner-0@example.com', 'Wrong-password1')).status).toBe(401);
    expect((await signInAt(origin, OWNER, DEMO, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a replayed refresh token ends its session: old and new refresh token and the access token all answer 401', async () => {
    const origin = mock.origin();
    const first = tokensOf(await signInAt(origin, OWNER, DEMO, DEMO_PASSWORD));
    const refresh = (token: string, from = OWNER) =>
      requestFrom(origin, from, '/api/auth/refresh', { method: 'POST', token });
    const next = tokensOf(await refresh(first.refresh_token));
    expect((await requestFrom(origin, OWNER, '/api/auth/me', { token: next.token })).status).toBe(200);

    // The first refresh token comes back, from wherever.
    const replay = await refresh(first.refresh_token, STRANGER);
    expect({ status: replay.status, code: replay.json.code }).toEqual({ status: 401, code: 'REFRESH_TOKEN_REUSED' });
    expect((await refresh(next.refresh_token)).status).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await requestFrom(origin, OWNER, '/api/auth/me', { token: next.token })).status).toBe(401);
  });
});
