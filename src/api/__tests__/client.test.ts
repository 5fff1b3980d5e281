import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '@/api/auth';
import { listDeliveries } from '@/api/deliveries';
import { ApiError, errorMessages } from '@/api/errors';
import { toApiError } from '@/api/to-api-error';
import { onSessionExpired } from '@/api/session-events';
import { tokenStorage } from '@/api/token-storage';
import { createApiAccessRequest } from '@/api/api-access';
import { topUp } from '@/api/wallet-movements';
import { fromWire, user } from '@/api/schemas';
import { expireAccessTokens } from '@mocks/sessions';
import { server } from '@mocks/node';
import { signInAs } from '@/test/render';

const meUrl = '*/api/auth/me';
const userWire = { id: 'u1', first_name: 'Ada', last_name: 'Okafor', email: 'demo@example.com', phone: '+234' };

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function counting(method: 'get' | 'post', path: string, reply: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http[method](path, () => {
      calls.count += 1;
      return reply();
    }),
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
});

/** An API-access request: a public POST (no token). */
const koboFoods = { businessName: 'Kobo Foods', location: 'Lagos', email: 'ops@kobo.ng', reason: 'Deliveries' };

describe('error mapping (docs/product.md#calls and #error-texts)', () => {
  it('carries the reply message, status and code of a non-OK reply', async () => {
    server.use(
      http.get(meUrl, () =>
        HttpResponse.json({ success: false, message: 'Partner suspended', code: 'SUSPENDED' }, { status: 403 }),
      ),
    );
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const error = await caught(getMe());
    expect(error).toMatchObject({
      message: 'Partner suspended',
      status: 403,
      code: 'SUSPENDED',
      kind: 'http',
      serverMessage: true,
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' and code HTTP_ERROR without a message", async () => {
    server.use(http.get(meUrl, () => new HttpResponse('oops', { status: 418, statusText: "I'm a teapot" })));
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const error = await caught(getMe());
    expect(error.message).toBe("HTTP 418: I'm a teapot");
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(418);
  });

  it('turns `success: false` in a 200 reply into a rejected ApiError', async () => {
    server.use(
      http.post('*/api/requests/api-access', () => HttpResponse.json({ success: false, message: 'Duplicate request' })),
    );
    const error = await caught(createApiAccessRequest(koboFoods));
    expect(error).toMatchObject({ kind: 'rejected', message: 'Duplicate request', answered: true });
  });

  it('turns a malformed reply into a clear ApiError instead of bad data', async () => {
    server.use(http.get(meUrl, () => HttpResponse.json({ success: true, data: { id: 7, name: 'nobody' } })));
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const error = await caught(getMe());
    expect(error).toMatchObject({ kind: 'invalid-response', message: errorMessages.invalidResponse });
  });

  it('turns a body that is not JSON at all into an ApiError', async () => {
    server.use(
      http.get(
        meUrl,
        () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const error = await caught(getMe());
    expect(error).toMatchObject({ kind: 'invalid-response', message: errorMessages.invalidResponse, answered: false });
  });

  it("maps anything thrown that is not an Error to 'An unexpected error occurred'", () => {
    expect(toApiError('boom').message).toBe('An unexpected error occurred');
    expect(toApiError(undefined).message).toBe('An unexpected error occurred');
  });

  it('accepts both readings of the user (first_name and firstName)', async () => {
    expect(fromWire(user, userWire).data?.firstName).toBe('Ada');
    expect(fromWire(user, { ...userWire, first_name: undefined, firstName: 'Ada' }).data?.firstName).toBe('Ada');
    server.use(
      http.get(meUrl, () =>
        HttpResponse.json({ success: true, data: { ...userWire, first_name: undefined, firstName: 'Chidi' } }),
      ),
    );
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    expect((await getMe()).firstName).toBe('Chidi');
  });
});

describe('timeout', () => {
  it("gives up after 30 s with 'Request timeout - please try again'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post('*/api/requests/api-access', () => new Promise<Response>(() => {})));
    const pending = caught(createApiAccessRequest(koboFoods));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timeout - please try again' });
  });
});

describe('retry policy: GETs only, network errors and 5xx only, 3 tries 1 s apart', () => {
  it('retries a GET on 5xx and succeeds on the third try', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    let calls = 0;
    server.use(
      http.get(meUrl, () => {
        calls += 1;
        return calls < 3
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ success: true, data: userWire });
      }),
    );
    const pending = getMe();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).firstName).toBe('Ada');
    expect(calls).toBe(3);
  });

  it('gives up after 3 tries of a failing GET', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const calls = counting('get', meUrl, () => HttpResponse.json({ message: 'Server exploded' }, { status: 500 }));
    const pending = caught(getMe());
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).message).toBe('Server exploded');
    expect(calls.count).toBe(3);
  });

  it('retries a GET on a network error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const calls = counting('get', meUrl, () => HttpResponse.error());
    const pending = caught(getMe());
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).kind).toBe('network');
    expect(calls.count).toBe(3);
  });

  it('never retries a 4xx', async () => {
    tokenStorage.save({ token: 't', refreshToken: 'r' }, false);
    const calls = counting('get', '*/api/deliveries', () =>
      HttpResponse.json({ message: 'Bad filter' }, { status: 400 }),
    );
    expect((await caught(listDeliveries())).status).toBe(400);
    expect(calls.count).toBe(1);
  });

  it('never retries a POST, even on 5xx', async () => {
    const calls = counting('post', '*/api/requests/api-access', () =>
      HttpResponse.json({ message: 'down' }, { status: 503 }),
    );
    await caught(createApiAccessRequest(koboFoods));
    expect(calls.count).toBe(1);
  });
});

describe('authentication', () => {
  it('sends the stored token as a bearer header to signed-in endpoints, never to public ones', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.post('*/api/requests/api-access', ({ request }) => {
        seen.public = request.headers.get('Authorization');
        return HttpResponse.json({ success: false, message: 'stop' });
      }),
      http.get(meUrl, ({ request }) => {
        seen.me = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: userWire });
      }),
    );
    const { token } = await signInAs();
    await caught(createApiAccessRequest(koboFoods));
    await getMe();
    expect(seen).toEqual({ public: null, me: `Bearer ${token}` });
  });

  it('refreshes once for N concurrent 401s, then retries each call once, keeping the rotated tokens', async () => {
    const { token, refreshToken } = await signInAs();
    expireAccessTokens();
    let refreshes = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/refresh') refreshes += 1;
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => getMe()));
    expect(results.map((me) => me.firstName)).toEqual(['Ada', 'Ada', 'Ada', 'Ada', 'Ada']);
    expect(refreshes).toBe(1);
    expect(tokenStorage.getToken()).not.toBe(token);
    expect(tokenStorage.getRefreshToken()).not.toBe(refreshToken);
    server.events.removeAllListeners();
  });

  it('clears the session and reports it when the refresh fails', async () => {
    await signInAs();
    expireAccessTokens();
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json({ message: 'Refresh token revoked' }, { status: 401 })),
    );
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const error = await caught(getMe());
    unsubscribe();
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokenStorage.getToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });

  it('keeps tokens in localStorage with remember-me and in sessionStorage without it', () => {
    tokenStorage.save({ token: 'a', refreshToken: 'b' }, true);
    expect(window.localStorage.getItem('deliveros.token')).toBe('a');
    expect(window.sessionStorage.getItem('deliveros.token')).toBeNull();
    tokenStorage.save({ token: 'c', refreshToken: 'd' }, false);
    expect(window.sessionStorage.getItem('deliveros.refresh_token')).toBe('d');
    expect(window.localStorage.getItem('deliveros.token')).toBeNull();
  });
});

describe('idempotency', () => {
  it('sends the action’s Idempotency-Key on money moves', async () => {
    await signInAs();
    const keys: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/wallet/top-up')) keys.push(request.headers.get('Idempotency-Key'));
    });
    await topUp({ amount: 5000, paymentMethod: 'card' }, 'key-123');
    await topUp({ amount: 5000, paymentMethod: 'card' }, 'key-123');
    server.events.removeAllListeners();
    expect(keys).toEqual(['key-123', 'key-123']);
  });
});

describe('input the contract refuses', () => {
  it('never sends it, and reports it as an ApiError', async () => {
    const calls = counting('post', '*/api/requests/api-access', () => HttpResponse.json({ success: true }));
    const error = await caught(
      createApiAccessRequest({
        businessName: 'Kobo Foods',
        location: 'Lagos',
        email: 'not-an-email',
        reason: 'Deliveries',
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', code: 'INVALID_REQUEST' });
    expect(calls.count).toBe(0);
  });
});
