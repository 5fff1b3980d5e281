import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { MAX_BODY_BYTES } from '../../dev-server/front';
import { MAX_JSON_DEPTH } from '../../http';
import { SIGN_IN_WINDOW_MS } from '@server/domain/auth/limits';
import { REFRESH_TOKEN_TTL_MS } from '@server/domain/auth/sessions';
import { getLatency, setLatency } from '../../latency';
import { DEMO_PASSWORD, SECOND_PARTNER, VERIFICATION_CODE } from '../../seed';
import { serveMockOverHttp, type Envelope } from './serve';

/*
 * Issue 14, "Hardening": over a real socket, bad input gets a clean 4xx with the mock's error
 * envelope — never a 5xx — and a refused request changes nothing.
 */

const mock = serveMockOverHttp();

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  json: Envelope | null;
}

interface SendInit {
  method?: string;
  path?: string;
  /** Sent exactly as given; `Host` defaults to the mock's unless `host` says otherwise. */
  headers?: Record<string, string>;
  /** `null`: no Host header at all. */
  host?: string | null;
  body?: string;
  /** Sent one after the other with chunked encoding (no Content-Length). */
  chunks?: Buffer[];
  /** A Content-Length announced but never sent in full: the body is written, the request never ended. */
  announce?: number;
}

/** One request through node:http, headers exactly as given (fetch would refuse TRACE or a bad Host). */
function send(init: SendInit): Promise<Reply> {
  const { port } = new URL(mock.origin());
  const headers: Record<string, string> = { ...init.headers };
  if (init.host !== null) headers.Host = init.host ?? `localhost:${port}`;
  if (init.body !== undefined) headers['Content-Length'] = String(init.announce ?? Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(port),
        method: init.method ?? 'GET',
        path: init.path ?? '/',
        headers,
        setHost: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: text ? (JSON.parse(text) as Envelope) : null,
          });
        });
        res.on('error', reject);
      },
    );
    // A server that refuses an upload early closes the connection while it is still being sent.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (init.chunks) {
      const queue = [...init.chunks];
      const writeNext = (): void => {
        while (queue.length > 0 && !req.destroyed) {
          if (!req.write(queue.shift())) {
            req.once('drain', writeNext);
            return;
          }
        }
        if (!req.destroyed) req.end();
      };
      writeNext();
    } else if (init.announce !== undefined) {
      req.write(init.body ?? '');
    } else {
      req.end(init.body);
    }
  });
}

/** A JSON request through fetch, as the app's client sends it. */
async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${mock.origin()}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...init.headers },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as Envelope };
}

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  call('/api/auth/signin', { method: 'POST', body: { email, password, ...extra } });

async function tokensOf(email = 'demo@example.com', extra: Record<string, unknown> = {}) {
  const reply = await signIn(email, DEMO_PASSWORD, extra);
  expect(reply.status).toBe(200);
  return reply.json.data as { token: string; refresh_token: string };
}

const expectRefusal = (reply: { status: number; json: Envelope | null }, status: number, code: string) => {
  expect({
    status: reply.status,
    success: reply.json?.success,
    data: reply.json?.data,
    code: reply.json?.code,
  }).toEqual({ status, success: false, data: null, code });
  expect(reply.json?.message).toMatch(/\S/);
};

/** `{"a":{"a":…}}` nested `depth` levels. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const oneAndAHalfMb = 'x'.repeat(Math.round(1.5 * 1024 * 1024));

const signUpBody = (email: string, firstName = 'Big') => ({
  first_name: firstName,
  last_name: 'Upload',
  email,
  phone: '+234 809 000 1111',
  password: 'Sup3rSecret!',
  confirm_password: 'Sup3rSecret!',
  accept_terms: true,
});

const apiAccessBody = (reason = 'Dispatch') => ({
  business_name: 'Kwik Logistics',
  location: 'Lagos',
  email: 'ops@kwik.ng',
  reason,
});

afterEach(() => {
  vi.useRealTimers();
  setLatency(0);
});

describe('the HTTP mock: request size (413)', () => {
  it('refuses a 1.5 MB sign-up and stores no account', async () => {
    const users = await mock.count('users');
    const reply = await call('/api/auth/signup', {
      method: 'POST',
      body: signUpBody('big@example.com', oneAndAHalfMb),
    });
    expectRefusal(reply, 413, 'PAYLOAD_TOO_LARGE');
    expect(await mock.count('users')).toBe(users);
    // Nor can that address sign in: there is no such account.
    expect((await signIn('big@example.com', 'Sup3rSecret!')).json.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a 1.5 MB API-access request, declared or streamed without a length, and stores none', async () => {
    const before = await mock.data();
    expectRefusal(
      await call('/api/requests/api-access', { method: 'POST', body: apiAccessBody(oneAndAHalfMb) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const json = Buffer.from(JSON.stringify(apiAccessBody(oneAndAHalfMb)));
    const chunks = Array.from({ length: Math.ceil(json.length / 65_536) }, (_, i) =>
      json.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const streamed = await send({
      method: 'POST',
      path: '/api/requests/api-access',
      headers: { 'Content-Type': 'application/json' },
      chunks,
    });
    expectRefusal(streamed, 413, 'PAYLOAD_TOO_LARGE');
    expect(streamed.headers.connection).toBe('close');
    expect(await mock.data()).toEqual(before);
    expect(
      await mock
        .db()
        .selectFrom('api_access_requests')
        .where('business_name', '=', 'Kwik Logistics')
        .select('id')
        .execute(),
    ).toEqual([]);
  });

  it('refuses an announced length over the limit before reading any of the body', async () => {
    // Were the server to read on, it would wait for bytes that never come, and this would time out.
    const reply = await send({
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'Content-Type': 'application/json' },
      body: '{"first_name":"',
      announce: MAX_BODY_BYTES + 1,
    });
    expectRefusal(reply, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('reads a body just under the limit', async () => {
    // Padding in a field the contract ignores: the password itself is bounded (128 characters).
    const reply = await signIn('demo@example.com', 'not-the-password', { padding: 'x'.repeat(MAX_BODY_BYTES - 200) });
    expect(reply.status).toBe(401);
    expect(reply.json.code).toBe('INVALID_CREDENTIALS');
    // And the server still answers the next request on a fresh connection.
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('the HTTP mock: JSON nesting (400)', () => {
  it(`refuses bodies nested deeper than ${MAX_JSON_DEPTH} levels on every kind of endpoint, changing nothing`, async () => {
    const { token } = await tokensOf();
    const before = await mock.data();
    const deep = nested(40);
    for (const [path, method] of [
      ['/api/auth/signup', 'POST'],
      ['/api/auth/signin', 'POST'],
      ['/api/requests/api-access', 'POST'],
      ['/api/routes', 'POST'],
      ['/api/delivery-partners/profile', 'PUT'],
      ['/api/deliveries', 'POST'],
    ] as const) {
      const reply = await call(path, { method, token, body: deep });
      expect({ path, status: reply.status, code: reply.json.code }).toEqual({
        path,
        status: 400,
        code: 'JSON_TOO_DEEP',
      });
    }
    // An array nested 100,000 deep, on an idempotent money call: still a 400.
    const wall = await call('/api/wallet/top-up', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': 'deep-top-up' },
      body: `{"amount":100,"payment_method":"card","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expectRefusal(wall, 400, 'JSON_TOO_DEEP');
    expect(await mock.data()).toEqual(before);
  });

  it(`reads ${MAX_JSON_DEPTH} levels, and brackets inside strings are not nesting`, async () => {
    const atLimit = await call('/api/auth/signin', { method: 'POST', body: nested(MAX_JSON_DEPTH) });
    expect(atLimit.json.code).toBe('VALIDATION_ERROR');
    // 60 brackets in a 120-character password (within its 128): more than the depth limit, no nesting.
    const inString = await signIn('demo@example.com', `${'[{\\"'.repeat(30)}`);
    expect(inString.json.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('the HTTP mock: methods, Host and content type', () => {
  it('answers TRACE, CONNECT and unknown methods 405 with Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'FOO']) {
      const reply = await send({ method, path: '/api/auth/me' });
      expectRefusal(reply, 405, 'METHOD_NOT_ALLOWED');
      expect(reply.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    const connect = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const { port } = new URL(mock.origin());
      const req = httpRequest({ host: '127.0.0.1', port: Number(port), method: 'CONNECT', path: 'example.com:443' });
      req.on('connect', (res, socket) => {
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
        socket.destroy();
      });
      req.on('error', reject);
      req.end();
    });
    expect(connect).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers a missing or malformed Host 400', async () => {
    for (const host of ['bad host', 'a@b', 'x/y', 'localhost:99999', '', null]) {
      const reply = await send({ path: '/api/auth/me', host });
      expect({ host, status: reply.status, code: reply.json?.code }).toEqual({
        host,
        status: 400,
        code: 'BAD_REQUEST',
      });
    }
    const fine = await send({ path: '/api/auth/me', host: '127.0.0.1:1' });
    expect(fine.json?.code).toBe('UNAUTHORIZED');
  });

  it('answers a write to /api/* whose body is not JSON 415, and stores nothing', async () => {
    const users = await mock.count('users');
    const text = JSON.stringify(signUpBody('plain@example.com'));
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reply = await send({
        method: 'POST',
        path: '/api/auth/signup',
        headers: { 'Content-Type': contentType },
        body: text,
      });
      expectRefusal(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const untyped = await send({ method: 'POST', path: '/api/auth/signup', body: text });
    expectRefusal(untyped, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await mock.count('users')).toBe(users);

    const charset = await send({
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: text,
    });
    expect(charset.status).toBe(201);
    // A write without a body needs no content type (sign-out, refresh).
    const { token } = await tokensOf();
    const signOut = await send({
      method: 'POST',
      path: '/api/auth/logout',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(200);
  });

  it('gives the app’s origin the refusal and its Retry-After (CORS)', async () => {
    const reply = await send({
      method: 'TRACE',
      path: '/api/auth/me',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(reply.status).toBe(405);
    expect(reply.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(reply.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
    const foreign = await send({ method: 'TRACE', path: '/api/auth/me', headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 4xx, never 5xx, to any odd body on any endpoint', async () => {
    const { token } = await tokensOf();
    const bodies = ['null', '[]', '"x"', '1e400', '{"__proto__":{"x":1}}', '{"constructor":{}}', '{', '\u0000', ''];
    let n = 0;
    for (const endpoint of Object.values(endpoints)) {
      if (!('body' in endpoint)) continue;
      const path = endpoint.path.replace(/:[A-Za-z]+/g, 'missing');
      for (const body of bodies) {
        const reply = await call(path, {
          method: endpoint.method,
          token,
          headers: { 'Idempotency-Key': `odd-${++n}` },
          body,
        });
        expect({ path, body, status: reply.status < 500 }).toEqual({ path, body, status: true });
      }
    }
  });
});

describe('the HTTP mock: /__mock controls', () => {
  const addedRequest = async () => {
    const created = await call('/api/requests/api-access', { method: 'POST', body: apiAccessBody() });
    expect(created.status).toBe(201);
    return (created.json.data as { id: string }).id;
  };
  const stillThere = async (id: string) =>
    (await mock.db().selectFrom('api_access_requests').where('id', '=', id).select('id').execute()).length === 1;

  it('refuses a reset from another site or with a body that is not JSON, keeping the data', async () => {
    const id = await addedRequest();
    const refused: SendInit[] = [
      { headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, body: '{}' },
      { headers: { Origin: 'https://evil.example' } },
      { headers: { Origin: 'null' } },
      { headers: { Origin: 'http://localhost.evil.example:5173' } },
      { headers: { 'Content-Type': 'text/plain' }, body: '{"deliveries":0}' },
      { headers: { Origin: 'http://localhost:5173', 'Content-Type': 'text/plain' }, body: '{}' },
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'deliveries=0' },
      { body: '{}' },
    ];
    for (const init of refused) {
      const reply = await send({ method: 'POST', path: '/__mock/reset', ...init });
      expectRefusal(reply, 403, 'FORBIDDEN');
    }
    expect(await stillThere(id)).toBe(true);
  });

  it('resets for the app, curl and Playwright: no Origin or a local one, query or JSON body', async () => {
    const seeded = await mock.count('deliveries');
    let id = await addedRequest();
    // Playwright's request.post(url) and scripts/lib/mock-api.ts: no body, no Origin.
    expect((await send({ method: 'POST', path: '/__mock/reset?deliveries=3' })).status).toBe(200);
    expect(await stillThere(id)).toBe(false);
    expect(await mock.count('deliveries')).toBe(seeded + 3);

    id = await addedRequest();
    const fromApp = await send({
      method: 'POST',
      path: '/__mock/reset',
      headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json' },
      body: '{"deliveries":2}',
    });
    expect(fromApp.status).toBe(200);
    expect(await stillThere(id)).toBe(false);
    expect(await mock.count('deliveries')).toBe(seeded + 2);
    expect(
      (await send({ method: 'POST', path: '/__mock/reset', headers: { Origin: 'http://127.0.0.1:4173' } })).status,
    ).toBe(200);
    expect(await mock.count('deliveries')).toBe(seeded);
  });

  it('refuses a reset with a bad number of deliveries, keeping the data', async () => {
    const id = await addedRequest();
    for (const init of [
      { path: '/__mock/reset?deliveries=-1' },
      { path: '/__mock/reset?deliveries=abc' },
      { path: '/__mock/reset?deliveries=1.5' },
      { path: '/__mock/reset?deliveries=100001' },
      { path: '/__mock/reset', headers: { 'Content-Type': 'application/json' }, body: '{"deliveries":"3"}' },
      { path: '/__mock/reset', headers: { 'Content-Type': 'application/json' }, body: '[]' },
      { path: '/__mock/reset', headers: { 'Content-Type': 'application/json' }, body: nested(40) },
    ]) {
      const reply = await send({ method: 'POST', ...init });
      expect({ init, status: reply.status }).toEqual({ init, status: 400 });
    }
    expect(await stillThere(id)).toBe(true);
  });

  it('bounds the latency (0…60,000 ms): 1e12, NaN or text is a 400 and changes nothing', async () => {
    const json = { 'Content-Type': 'application/json' };
    for (const init of [
      { path: '/__mock/latency', headers: json, body: '{"ms":1e12}' },
      { path: '/__mock/latency?ms=1e12' },
      { path: '/__mock/latency?ms=NaN' },
      { path: '/__mock/latency?ms=' },
      { path: '/__mock/latency?ms=-1' },
      { path: '/__mock/latency?ms=60001' },
      { path: '/__mock/latency' },
      { path: '/__mock/latency', headers: json, body: '{"ms":"100"}' },
      { path: '/__mock/latency', headers: json, body: '{"ms":null}' },
    ]) {
      const reply = await send({ method: 'POST', ...init });
      expect({ init, status: reply.status, code: reply.json?.code }).toEqual({
        init,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    const foreign = await send({
      method: 'POST',
      path: '/__mock/latency?ms=50000',
      headers: { Origin: 'https://evil.example' },
    });
    expectRefusal(foreign, 403, 'FORBIDDEN');
    const plain = await send({
      method: 'POST',
      path: '/__mock/latency',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"ms":50000}',
    });
    expectRefusal(plain, 403, 'FORBIDDEN');
    expect(getLatency()).toBe(0);
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('sets the latency from a JSON body or the query', async () => {
    const byBody = await send({
      method: 'POST',
      path: '/__mock/latency',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ms":60000}',
    });
    expect(byBody.status).toBe(200);
    expect(getLatency()).toBe(60_000);
    const byQuery = await send({ method: 'POST', path: '/__mock/latency?ms=0' });
    expect(byQuery.json).toEqual({ success: true, data: { latency_ms: 0 } });
    expect(getLatency()).toBe(0);
  });
});

describe('the HTTP mock: sign-in attempts', () => {
  const wrong = (email = 'demo@example.com') => signIn(email, 'Wrong-password1');

  it('locks an account for 15 minutes after 5 wrong passwords, even to the right one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = await mock.data();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await wrong(attempt % 2 ? 'demo@example.com' : ' DEMO@Example.com ')).json.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const locked = await signIn('demo@example.com', DEMO_PASSWORD);
    expectRefusal(locked, 429, 'TOO_MANY_ATTEMPTS');
    expect(locked.json.message).toMatch(/Try again in 15 minutes/);
    expect(locked.headers.get('retry-after')).toBe(String(SIGN_IN_WINDOW_MS / 1000));
    expect(await mock.count('sessions')).toBe(0);
    expect(await mock.data()).toEqual(before);

    // Another account is not affected.
    expect((await signIn(SECOND_PARTNER.email, DEMO_PASSWORD)).status).toBe(200);

    // Refused attempts while locked do not count: the lock ends 15 minutes after the failures.
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS - 60_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const later = await (attempt % 2 ? wrong() : signIn('demo@example.com', DEMO_PASSWORD));
      expect(later.status).toBe(429);
      expect(later.headers.get('retry-after')).toBe('60');
      expect(later.json.message).toMatch(/Try again in 1 minute\./);
    }
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts wrong verification codes, and keeps the account unverified while locked', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await signIn('new@example.com', DEMO_PASSWORD, { verification_code: '000000' });
      expect(reply.json.code).toBe('INVALID_VERIFICATION_CODE');
    }
    const locked = await signIn('new@example.com', DEMO_PASSWORD, { verification_code: VERIFICATION_CODE });
    expectRefusal(locked, 429, 'TOO_MANY_ATTEMPTS');
    expect(
      (await mock.db().selectFrom('users').where('email', '=', 'new@example.com').select('verified').executeTakeFirst())
        ?.verified,
    ).toBe(false);
  });

  it('a successful sign-in clears the count', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrong()).status).toBe(401);
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrong()).status).toBe(401);
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('other refusals do not count: a missing code, a malformed body, a body too deep', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await signIn('new@example.com', DEMO_PASSWORD)).json.code).toBe('VERIFICATION_REQUIRED');
      expect((await call('/api/auth/signin', { method: 'POST', body: { email: 'demo@example.com' } })).status).toBe(
        400,
      );
      expect((await call('/api/auth/signin', { method: 'POST', body: nested(40) })).status).toBe(400);
    }
    expect((await signIn('new@example.com', DEMO_PASSWORD, { verification_code: VERIFICATION_CODE })).status).toBe(200);
    expect((await signIn('demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts addresses without an account alike, so the limit tells no one which exist', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong('nobody@example.com')).status).toBe(401);
    expect((await wrong('nobody@example.com')).status).toBe(429);
  });
});

describe('the HTTP mock: refresh tokens expire', () => {
  /** The one session's expiries (epoch ms): the test signs in once after the reset. */
  const session = async () => {
    const row = await mock.db().selectFrom('sessions').select(['expires_at', 'refresh_expires_at']).executeTakeFirst();
    return row && { expiresAt: row.expires_at.getTime(), refreshExpiresAt: row.refresh_expires_at.getTime() };
  };
  const refresh = (refreshToken: string) =>
    call('/api/auth/refresh', { method: 'POST', headers: { Authorization: `Bearer ${refreshToken}` } });
  const DAY = 24 * 60 * 60_000;

  it('after 1 day without "remember me", and the refusal rotates nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const signedInAt = Date.now();
    const tokens = await tokensOf();
    expect((await session())?.refreshExpiresAt).toBe(signedInAt + REFRESH_TOKEN_TTL_MS.session);

    vi.setSystemTime(signedInAt + DAY - 1000);
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = (rotated.json.data as { refresh_token: string }).refresh_token;
    // The rotated token keeps the session's expiry, and the new access token does not outlive it.
    expect((await session())?.refreshExpiresAt).toBe(signedInAt + DAY);
    expect((await session())?.expiresAt).toBe(signedInAt + DAY);

    vi.setSystemTime(signedInAt + DAY);
    const sessions = JSON.stringify(await mock.db().selectFrom('sessions').selectAll().execute());
    expectRefusal(await refresh(next), 401, 'REFRESH_EXPIRED');
    expect(JSON.stringify(await mock.db().selectFrom('sessions').selectAll().execute())).toBe(sessions);
  });

  it('after 30 days with "remember me", however often it rotates', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const signedInAt = Date.now();
    let { refresh_token: refreshToken } = await tokensOf('demo@example.com', { remember_me: true });
    expect((await session())?.refreshExpiresAt).toBe(signedInAt + REFRESH_TOKEN_TTL_MS.rememberMe);
    for (const day of [1, 10, 29]) {
      vi.setSystemTime(signedInAt + day * DAY);
      const reply = await refresh(refreshToken);
      expect({ day, status: reply.status }).toEqual({ day, status: 200 });
      refreshToken = (reply.json.data as { refresh_token: string }).refresh_token;
    }
    vi.setSystemTime(signedInAt + 30 * DAY + 1);
    expectRefusal(await refresh(refreshToken), 401, 'REFRESH_EXPIRED');
  });

  it('an unknown refresh token is a plain 401', async () => {
    await tokensOf();
    expectRefusal(await refresh('rt_unknown'), 401, 'UNAUTHORIZED');
  });
});
