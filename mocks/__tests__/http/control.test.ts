import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldRequests, releaseHeldRequests } from '../../control/fault-responder';
import { clearFaults, listFaults } from '../../control/faults';
import { clearLog, logEntries, type LogEntry } from '../../control/log';
import type { OutboxMessage } from '../../control/outbox';
import { API_DOWN_MESSAGE, LOW_BALANCE, scenarioNames, SMALLEST_WITHDRAWAL } from '../../control/scenarios';
import { RESET_TOKEN_TTL_MS } from '@server/domain/auth/password-reset';
import type { HttpExchange } from '../../dev-server/front';
import { getLatency, setLatency } from '../../latency';
import { PAYOUTS_FAILING_REASON, VERIFICATION_CODE } from '../../constants';
import { DEMO_PASSWORD } from '../../seed';
import { serveMockOverHttp, type Envelope } from './serve';

/*
 * Issue 14, the mock's controls over a real socket: every /__mock route (scenarios, fault rules,
 * the request log, the outbox, reset, latency) with its 400s and 403s, every kind of fault, and
 * password reset and e-mail verification end to end through the outbox. The HTTP mock runs in
 * this process, so a test may also look at its state directly (db, the control modules).
 * No timing is asserted: waits are bounded by ceilings only.
 */

const exchanges: HttpExchange[] = [];
const mock = serveMockOverHttp({ onExchange: (exchange) => exchanges.push(exchange) });

afterEach(() => {
  vi.useRealTimers();
  releaseHeldRequests();
  clearFaults();
  clearLog();
  setLatency(0);
  exchanges.length = 0;
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as JSON; null when it is not JSON. */
  json: Envelope | null;
}

interface SendInit {
  method?: string;
  /** Sent as JSON (Content-Type: application/json). */
  body?: unknown;
  /** Sent exactly as given, with the headers given. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One request on its own connection (closed after the reply), headers exactly as given. */
function open(path: string, init: SendInit = {}): { request: ClientRequest; reply: Promise<Reply> } {
  const { port } = new URL(mock.origin());
  const headers: Record<string, string> = {
    Host: `localhost:${port}`,
    Accept: 'application/json',
    Connection: 'close',
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  } else if (init.raw !== undefined) {
    body = init.raw;
  }
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  Object.assign(headers, init.headers);
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  let request!: ClientRequest;
  const reply = new Promise<Reply>((resolve, reject) => {
    request = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(port),
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        path,
        headers,
        setHost: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Envelope | null;
          try {
            json = JSON.parse(text) as Envelope;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  return { request, reply };
}

const send = (path: string, init: SendInit = {}) => open(path, init).reply;
const data = <T>(reply: Reply): T => reply.json?.data as T;

/** Waits (in real time, at most 10 s) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const connections = () =>
  new Promise<number>((resolve, reject) =>
    mock.server().getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function signIn(email = 'demo@example.com', password = DEMO_PASSWORD) {
  return send('/api/auth/signin', { body: { email, password, remember_me: true } });
}

async function tokenOf(email = 'demo@example.com', password = DEMO_PASSWORD): Promise<string> {
  const reply = await signIn(email, password);
  expect(reply.status).toBe(200);
  return data<{ token: string }>(reply).token;
}

const addFault = (input: Record<string, unknown>) => send('/__mock/faults', { body: input });

async function ruleOf(input: Record<string, unknown>): Promise<{ id: string }> {
  const reply = await addFault(input);
  expect(reply.status).toBe(201);
  return data<{ id: string }>(reply);
}

/** The messages the server "sent", newest first (the recording provider's table). */
const outboxMessages = () => mock.running().recordedMessages();

/** The scenario the data was made for, as the dev panel reads it. */
const currentScenario = async () => data<{ current: string }>(await send('/__mock/scenario')).current;

/** Everything the controls hold, and the data: what a refused control must leave as it was. */
const controls = async () => ({
  scenario: await currentScenario(),
  faults: listFaults(),
  log: logEntries().length,
  outbox: (await outboxMessages()).length,
  latency: getLatency(),
  data: await mock.data(),
});

/* ------------------------------------------------------------------------------------------ */

describe('every /__mock route refuses what a page on another site could send, changing nothing', () => {
  const routes: Array<{ method: string; path: string; body?: unknown }> = [
    { method: 'GET', path: '/__mock/scenario' },
    { method: 'POST', path: '/__mock/scenario', body: { name: 'empty' } },
    { method: 'GET', path: '/__mock/faults' },
    { method: 'POST', path: '/__mock/faults', body: { endpoint: 'getWallet', kind: 'network' } },
    { method: 'DELETE', path: '/__mock/faults' },
    { method: 'DELETE', path: '/__mock/faults/:id' },
    { method: 'GET', path: '/__mock/log' },
    { method: 'DELETE', path: '/__mock/log' },
    { method: 'GET', path: '/__mock/outbox' },
    { method: 'DELETE', path: '/__mock/outbox' },
    { method: 'POST', path: '/__mock/reset', body: { deliveries: 5 } },
    { method: 'POST', path: '/__mock/latency', body: { ms: 500 } },
  ];

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    // Something in every store, so that a clear or a reset would show.
    const rule = await ruleOf({ path: '/api/nothing-here', kind: 'network' });
    await signIn();
    await send('/api/requests/api-access', {
      body: { business_name: 'Kano Movers', location: 'Kano', email: 'ops@kanomovers.ng', reason: 'Tracking' },
    });
    const path = route.path.replace(':id', rule.id);
    const before = await controls();
    expect(before.log).toBeGreaterThan(0);
    expect(before.outbox).toBeGreaterThan(0);

    const crossSite = await send(path, {
      method: route.method,
      headers: { Origin: 'https://evil.example', ...(route.body ? { 'Content-Type': 'application/json' } : {}) },
      ...(route.body ? { raw: JSON.stringify(route.body) } : {}),
    });
    expect({ status: crossSite.status, code: crossSite.json?.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await controls()).toEqual(before);

    const form = await send(path, {
      method: route.method,
      raw: route.body ? JSON.stringify(route.body) : 'x=1',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect({ status: form.status, code: form.json?.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await controls()).toEqual(before);

    // The app's own origin (and curl, without one) is answered.
    const local = await send(path, {
      method: route.method,
      headers: { Origin: 'http://localhost:5173' },
      ...(route.body ? { body: route.body } : {}),
    });
    expect(local.status).toBeLessThan(300);
    expect(local.json?.success).toBe(true);
  });

  it('a body that is not a JSON object is a 400 on every route that takes one, and changes nothing', async () => {
    await ruleOf({ path: '/api/nothing-here', kind: 'network' });
    const before = await controls();
    // (A GET's body is not read.)
    for (const { method, path } of routes.filter((route) => route.method !== 'GET')) {
      for (const raw of ['[1,2]', '{"name":', '"demo"']) {
        const reply = await send(path.replace(':id', 'flt_1'), {
          method,
          raw,
          headers: { 'Content-Type': 'application/json' },
        });
        expect({ route: `${method} ${path}`, status: reply.status }).toEqual({
          route: `${method} ${path}`,
          status: 400,
        });
      }
    }
    expect(await controls()).toEqual(before);
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('scenarios', () => {
  it('GET lists every scenario with its title and description, and says which one is current', async () => {
    const reply = await send('/__mock/scenario');
    expect(reply.status).toBe(200);
    const state = data<{ current: string; scenarios: Array<{ name: string; title: string; description: string }> }>(
      reply,
    );
    expect(state.current).toBe('demo');
    expect(state.scenarios.map((s) => s.name)).toEqual([...scenarioNames]);
    for (const scenario of state.scenarios) {
      expect(scenario.title).toMatch(/\S/);
      expect(scenario.description).toMatch(/\S/);
    }
  });

  it('refuses an unknown name (400) and changes nothing', async () => {
    await send('/__mock/scenario', { body: { name: 'empty' } });
    const token = await tokenOf();
    await send('/api/wallet/top-up', {
      body: { amount: 1000, payment_method: 'card' },
      token,
      headers: { 'Idempotency-Key': 'scn-1' },
    });
    const before = await controls();
    for (const body of [{ name: 'nope' }, { name: 7 }, {}, { name: 'DEMO' }]) {
      const reply = await send('/__mock/scenario', { body });
      expect({ status: reply.status, code: reply.json?.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await controls()).toEqual(before);
    expect(data<{ current: string }>(await send('/__mock/scenario')).current).toBe('empty');
  });

  it('empty: the demo partner signs in to no deliveries, transactions, routes or payout accounts, and ₦0', async () => {
    const reply = await send('/__mock/scenario', { body: { name: 'empty' } });
    expect(reply.status).toBe(200);
    expect(data(reply)).toEqual({ current: 'empty' });
    expect(data<{ current: string }>(await send('/__mock/scenario')).current).toBe('empty');
    const token = await tokenOf();
    expect(data<{ total: number }>(await send('/api/deliveries', { token })).total).toBe(0);
    expect(data<{ total: number }>(await send('/api/wallet/transactions', { token })).total).toBe(0);
    expect(data<{ balance: number }>(await send('/api/wallet', { token })).balance).toBe(0);
    expect(data<unknown[]>(await send('/api/routes', { token }))).toEqual([]);
    expect(data<unknown[]>(await send('/api/payout-accounts', { token }))).toEqual([]);
    expect(data<{ total: number }>(await send('/api/statistics/deliveries', { token })).total).toBe(0);
  });

  it('large-1k: the demo partner has the seed’s deliveries plus 1,000', async () => {
    const seeded = data<{ total: number }>(await send('/api/deliveries?limit=1', { token: await tokenOf() })).total;
    await send('/__mock/scenario', { body: { name: 'large-1k' } });
    const total = data<{ total: number }>(await send('/api/deliveries?limit=1', { token: await tokenOf() })).total;
    expect(total).toBeGreaterThanOrEqual(1_000);
    expect(total).toBe(seeded + 1_000);
  });

  it('low-balance: below the smallest withdrawal plus its fee, so that withdrawal is refused', async () => {
    await send('/__mock/scenario', { body: { name: 'low-balance' } });
    const token = await tokenOf();
    expect(data<{ balance: number }>(await send('/api/wallet', { token })).balance).toBe(LOW_BALANCE);
    const withdrawal = await send('/api/wallet/withdraw', {
      body: { amount: SMALLEST_WITHDRAWAL, payout_account_id: 'pa_demo_gtbank' },
      token,
      headers: { 'Idempotency-Key': 'low-1' },
    });
    expect({ status: withdrawal.status, code: withdrawal.json?.code }).toEqual({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
  });

  it('payouts-failing: a withdrawal is accepted pending, then fails with the bank’s reason, money and fee back', async () => {
    await send('/__mock/scenario', { body: { name: 'payouts-failing' } });
    const token = await tokenOf();
    const withdrawal = await send('/api/wallet/withdraw', {
      body: { amount: 10_000, payout_account_id: 'pa_demo_gtbank' },
      token,
      headers: { 'Idempotency-Key': 'pf-1' },
    });
    expect(withdrawal.status).toBe(200);
    const movement = data<{ new_balance: number; transaction: { id: string; status: string; fee: number } }>(
      withdrawal,
    );
    expect(movement.transaction.status).toBe('pending');
    expect(movement.new_balance).toBe(125_000 - 10_000 - movement.transaction.fee);

    expect(await mock.running().settle({ everything: true })).toBe(1);
    const settled = data<{ status: string; failure_reason: string }>(
      await send(`/api/wallet/transactions/${movement.transaction.id}`, { token }),
    );
    expect(settled).toMatchObject({ status: 'failed', failure_reason: PAYOUTS_FAILING_REASON });
    expect(data<{ balance: number }>(await send('/api/wallet', { token })).balance).toBe(125_000);
  });

  it('api-down: every /api request answers 503 with the message, by one fault rule; demo brings the API back', async () => {
    await send('/__mock/scenario', { body: { name: 'api-down' } });
    const reply = await signIn();
    expect(reply.status).toBe(503);
    expect(reply.json).toEqual({ success: false, data: null, message: API_DOWN_MESSAGE, code: 'INJECTED_FAULT' });
    expect((await send('/api/banks')).status).toBe(503);
    const faults = data<{ faults: Array<Record<string, unknown>> }>(await send('/__mock/faults')).faults;
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({
      path: '/api/*',
      kind: 'status',
      status: 503,
      message: API_DOWN_MESSAGE,
      times: null,
    });

    await send('/__mock/scenario', { body: { name: 'demo' } });
    expect(data<{ faults: unknown[] }>(await send('/__mock/faults')).faults).toEqual([]);
    expect((await signIn()).status).toBe(200);
  });

  it('demo resets the data; a scenario clears the fault rules and keeps the latency, the log and the outbox', async () => {
    await send('/api/auth/forgot-password', { body: { email: 'demo@example.com' } });
    await ruleOf({ endpoint: 'getBillingInfo', kind: 'network' });
    await send('/__mock/latency', { body: { ms: 1 } });
    const token = await tokenOf();
    await send('/api/routes', {
      body: { from: 'Jos', to: 'Bauchi', estimated_time: '3 hours', base_price: 9000 },
      token,
    });
    const logged = logEntries().length;
    expect(logged).toBeGreaterThan(0);

    await send('/__mock/scenario', { body: { name: 'demo' } });
    const routes = data<Array<{ from: string }>>(await send('/api/routes', { token: await tokenOf() }));
    expect(routes.map((r) => r.from)).not.toContain('Jos');
    expect(listFaults()).toEqual([]);
    expect(getLatency()).toBe(1);
    expect(logEntries().length).toBeGreaterThanOrEqual(logged);
    expect((await outboxMessages()).map((m) => m.kind)).toEqual(['password-reset']);
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('fault rules', () => {
  it('POST adds a rule (201) as the control API shapes it; GET lists them; DELETE removes one, or all', async () => {
    const reply = await addFault({
      endpoint: 'getWallet',
      kind: 'status',
      status: 502,
      message: 'Ledger down',
      times: 3,
    });
    expect(reply.status).toBe(201);
    const rule = data<Record<string, unknown>>(reply);
    expect(rule).toEqual({
      id: expect.stringMatching(/\S/) as unknown,
      endpoint: 'getWallet',
      kind: 'status',
      status: 502,
      message: 'Ledger down',
      times: 3,
      remaining: 3,
      hits: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    const second = await ruleOf({ path: '/api/banks', method: 'GET', kind: 'network' });
    expect(data<{ faults: Array<{ id: string }> }>(await send('/__mock/faults')).faults.map((f) => f.id)).toEqual([
      rule.id,
      second.id,
    ]);

    const removed = await send(`/__mock/faults/${String(rule.id)}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(data<{ faults: Array<{ id: string }> }>(removed).faults.map((f) => f.id)).toEqual([second.id]);
    const unknown = await send(`/__mock/faults/${String(rule.id)}`, { method: 'DELETE' });
    expect({ status: unknown.status, code: unknown.json?.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(listFaults().map((f) => f.id)).toEqual([second.id]);

    const cleared = await send('/__mock/faults', { method: 'DELETE' });
    expect(data(cleared)).toEqual({ faults: [] });
    expect(data(await send('/__mock/faults'))).toEqual({ faults: [] });
  });

  const badInputs: Array<[string, unknown]> = [
    ['no kind', { endpoint: 'withdraw' }],
    ['an unknown kind', { endpoint: 'withdraw', kind: 'explode' }],
    ['neither endpoint nor path', { kind: 'network' }],
    ['both endpoint and path', { endpoint: 'withdraw', path: '/api/wallet/withdraw', kind: 'network' }],
    ['an unknown endpoint', { endpoint: 'withdrawAll', kind: 'network' }],
    ['an endpoint that is not a string', { endpoint: 3, kind: 'network' }],
    ['a path outside /api/', { path: '/__mock/*', kind: 'network' }],
    ['a path with a query', { path: '/api/deliveries?page=2', kind: 'network' }],
    ['a path over 200 characters', { path: `/api/${'a'.repeat(200)}`, kind: 'network' }],
    ['a path with more than one *', { path: '/api/*/x/*', kind: 'network' }],
    ['a method the API does not speak', { path: '/api/banks', method: 'TRACE', kind: 'network' }],
    ['a method that is not the endpoint’s', { endpoint: 'withdraw', method: 'GET', kind: 'network' }],
    ['a status under 400', { endpoint: 'withdraw', kind: 'status', status: 302 }],
    ['a status over 599', { endpoint: 'withdraw', kind: 'status', status: 600 }],
    ['a status that is not whole', { endpoint: 'withdraw', kind: 'status', status: 500.5 }],
    ['a status with another kind', { endpoint: 'withdraw', kind: 'network', status: 500 }],
    ['a message with another kind', { endpoint: 'withdraw', kind: 'timeout', message: 'slow' }],
    ['a message over 200 characters', { endpoint: 'withdraw', kind: 'status', message: 'x'.repeat(201) }],
    ['times 0', { endpoint: 'withdraw', kind: 'network', times: 0 }],
    ['negative times', { endpoint: 'withdraw', kind: 'network', times: -1 }],
    ['times that are not whole', { endpoint: 'withdraw', kind: 'network', times: 1.5 }],
    ['times as text', { endpoint: 'withdraw', kind: 'network', times: 'once' }],
    ['an unknown field', { endpoint: 'withdraw', kind: 'status', statsu: 503 }],
  ];

  it.each(badInputs)('refuses %s with a 400 and adds nothing', async (_name, input) => {
    const before = await controls();
    const reply = await send('/__mock/faults', { body: input });
    expect({ status: reply.status, success: reply.json?.success, code: reply.json?.code }).toEqual({
      status: 400,
      success: false,
      code: 'VALIDATION_ERROR',
    });
    expect(reply.json?.message).toMatch(/\S/);
    expect(await controls()).toEqual(before);
  });
});

describe('fault rules: each kind of fault', () => {
  it('status: the status with the envelope’s message and INJECTED_FAULT (500 and a message of its own by default)', async () => {
    const token = await tokenOf();
    await ruleOf({ endpoint: 'getWallet', kind: 'status', status: 418, message: 'The ledger is a teapot' });
    const reply = await send('/api/wallet', { token });
    expect(reply.status).toBe(418);
    expect(reply.json).toEqual({
      success: false,
      data: null,
      message: 'The ledger is a teapot',
      code: 'INJECTED_FAULT',
    });

    clearFaults();
    await ruleOf({ endpoint: 'getWallet', kind: 'status' });
    const byDefault = await send('/api/wallet', { token });
    expect(byDefault.status).toBe(500);
    expect(byDefault.json).toMatchObject({ success: false, data: null, code: 'INJECTED_FAULT' });
    expect(byDefault.json?.message).toMatch(/\S/);
  });

  it('network: the socket is destroyed, no reply at all', async () => {
    await ruleOf({ endpoint: 'listBanks', kind: 'network' });
    const token = await tokenOf();
    await expect(send('/api/banks', { token })).rejects.toThrow(/socket hang up|ECONNRESET/);
    clearFaults();
    expect((await send('/api/banks', { token })).status).toBe(200);
  });

  it('timeout: no reply until the client gives up; then the socket is let go', async () => {
    const token = await tokenOf();
    const rule = await ruleOf({ endpoint: 'getWallet', kind: 'timeout' });
    await until(async () => (await connections()) === 0, 'the earlier connections to close');
    const { request, reply } = open('/api/wallet', { token });
    let settled = false;
    const outcome = reply.then(
      () => 'answered',
      () => 'failed',
    );
    void outcome.then(() => (settled = true));
    await until(() => heldRequests() === 1, 'the request to be held');
    // Other requests are answered meanwhile; the held one is not.
    expect((await send('/api/banks', { token })).status).toBe(200);
    expect(settled).toBe(false);
    expect(await connections()).toBe(1);

    request.destroy();
    expect(await outcome).toBe('failed');
    await until(() => heldRequests() === 0, 'the held request to be let go');
    await until(async () => (await connections()) === 0, 'the socket to be freed');
    // Logged once the client went away: no reply (status 0), answered by the rule.
    await until(() => logEntries().some((e) => e.fault === rule.id), 'the log entry');
    expect(logEntries().find((e) => e.fault === rule.id)).toMatchObject({
      method: 'GET',
      path: '/api/wallet',
      status: 0,
    });
  });

  it('malformed-json: a 200 that says JSON and is not', async () => {
    await ruleOf({ path: '/api/wallet', kind: 'malformed-json' });
    const reply = await send('/api/wallet', { token: await tokenOf() });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(reply.text).not.toBe('');
    expect(() => JSON.parse(reply.text) as unknown).toThrow();
  });

  it('success-false: a 200 envelope with success false and the message (none when not given)', async () => {
    const token = await tokenOf();
    await ruleOf({ endpoint: 'getPartnerProfile', kind: 'success-false', message: 'Profile service busy' });
    const reply = await send('/api/delivery-partners/profile', { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: false, data: null, message: 'Profile service busy' });

    clearFaults();
    await ruleOf({ endpoint: 'getPartnerProfile', kind: 'success-false' });
    expect((await send('/api/delivery-partners/profile', { token })).json).toEqual({ success: false, data: null });
  });

  it('expired-token: the 401 TOKEN_EXPIRED a really expired access token gets', async () => {
    const token = await tokenOf();
    await ruleOf({ endpoint: 'me', kind: 'expired-token', times: 1 });
    const faulted = await send('/api/auth/me', { token });
    // The same request once the token has really expired.
    await mock
      .db()
      .updateTable('sessions')
      .set({ expires_at: new Date(0) })
      .execute();
    const real = await send('/api/auth/me', { token });
    expect(real.status).toBe(401);
    expect({ status: faulted.status, json: faulted.json }).toEqual({ status: real.status, json: real.json });
    expect(faulted.json?.code).toBe('TOKEN_EXPIRED');
  });
});

describe('fault rules: how often, what they catch', () => {
  it('once: the next matching request fails, then the rule is gone and requests get through', async () => {
    const token = await tokenOf();
    await ruleOf({ endpoint: 'getWallet', kind: 'status', status: 503, times: 1 });
    expect((await send('/api/wallet', { token })).status).toBe(503);
    expect(listFaults()).toEqual([]);
    expect((await send('/api/wallet', { token })).status).toBe(200);
  });

  it('N times: the next N matching requests fail, counted down in the list', async () => {
    const token = await tokenOf();
    const rule = await ruleOf({ endpoint: 'getWallet', kind: 'status', status: 503, times: 2 });
    expect((await send('/api/wallet', { token })).status).toBe(503);
    expect(listFaults()).toEqual([expect.objectContaining({ id: rule.id, remaining: 1, hits: 1 })]);
    // A request the rule does not catch does not count.
    expect((await send('/api/banks', { token })).status).toBe(200);
    expect((await send('/api/wallet', { token })).status).toBe(503);
    expect((await send('/api/wallet', { token })).status).toBe(200);
    expect(listFaults()).toEqual([]);
  });

  it('always (times null or absent): every matching request, counted', async () => {
    const token = await tokenOf();
    const rule = await ruleOf({ endpoint: 'getWallet', kind: 'status', status: 503, times: null });
    for (let i = 0; i < 4; i += 1) expect((await send('/api/wallet', { token })).status).toBe(503);
    expect(listFaults()).toEqual([expect.objectContaining({ id: rule.id, times: null, remaining: null, hits: 4 })]);
  });

  it('a path pattern catches what it names (with its method); the newest matching rule answers', async () => {
    const token = await tokenOf();
    await ruleOf({ path: '/api/wallet/*', method: 'GET', kind: 'status', status: 500 });
    expect((await send('/api/wallet/transactions', { token })).status).toBe(500);
    expect((await send('/api/wallet/transactions/txn_01', { token })).status).toBe(500);
    // Not under /api/wallet/, or not a GET.
    expect((await send('/api/wallet', { token })).status).toBe(200);
    const topUp = await send('/api/wallet/top-up', {
      body: { amount: 100, payment_method: 'card' },
      token,
      headers: { 'Idempotency-Key': 'pattern-1' },
    });
    expect(topUp.status).toBe(200);

    // A `:name` segment is any one segment; the newer rule wins over the older one.
    await ruleOf({ path: '/api/wallet/transactions/:id', kind: 'status', status: 404, message: 'Gone' });
    expect((await send('/api/wallet/transactions/txn_01', { token })).status).toBe(404);
    expect((await send('/api/wallet/transactions', { token })).status).toBe(500);
  });

  it('a faulted write changes nothing, and its Idempotency-Key still moves the money once the fault is gone', async () => {
    const token = await tokenOf();
    const before = await mock.data();
    const withdrawal = {
      body: { amount: 5_000, payout_account_id: 'pa_demo_gtbank' },
      token,
      headers: { 'Idempotency-Key': 'faulted-withdrawal' },
    };
    await ruleOf({ endpoint: 'withdraw', kind: 'status', status: 500, times: 1 });
    expect((await send('/api/wallet/withdraw', withdrawal)).status).toBe(500);
    await ruleOf({ endpoint: 'createDeliveryRoute', kind: 'network', times: 1 });
    await expect(
      send('/api/routes', {
        body: { from: 'Ilorin', to: 'Ogbomosho', estimated_time: '2 hours', base_price: 5000 },
        token,
      }),
    ).rejects.toThrow();
    expect(await mock.data()).toEqual(before);
    expect(
      await mock.db().selectFrom('idempotency_keys').where('key', '=', 'faulted-withdrawal').select('key').execute(),
    ).toEqual([]);

    const retried = await send('/api/wallet/withdraw', withdrawal);
    expect(retried.status).toBe(200);
    expect(data<{ new_balance: number }>(retried).new_balance).toBe(125_000 - 5_000 - 10);
  });

  it('never catches the /__mock controls, even with a rule for every path', async () => {
    await ruleOf({ path: '/api/*', kind: 'network' });
    expect((await send('/__mock/faults')).status).toBe(200);
    expect((await send('/__mock/log')).status).toBe(200);
    expect((await send('/__mock/scenario')).status).toBe(200);
  });

  it('waits the mock’s latency before failing, as the endpoint would have', async () => {
    await send('/__mock/latency', { body: { ms: 40 } });
    const rule = await ruleOf({ endpoint: 'listBanks', kind: 'status', status: 503 });
    await send('/api/banks');
    expect(logEntries().find((e) => e.fault === rule.id)?.durationMs).toBeGreaterThanOrEqual(40);
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('the request log', () => {
  it('keeps each /api exchange, newest first: method, path with query, status, duration, both bodies', async () => {
    const reply = await signIn();
    const token = data<{ token: string }>(reply).token;
    await send('/api/deliveries?status=pending&limit=2', { token });
    await send('/__mock/faults');

    const listed = await send('/__mock/log');
    expect(listed.status).toBe(200);
    const entries = data<{ entries: LogEntry[] }>(listed).entries;
    expect(entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /api/deliveries?status=pending&limit=2 200',
      'POST /api/auth/signin 200',
    ]);
    const [list, signInEntry] = entries;
    expect(signInEntry).toMatchObject({
      id: expect.stringMatching(/\S/) as unknown,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      requestBody: { email: 'demo@example.com', password: DEMO_PASSWORD, remember_me: true },
      replyBody: { success: true, data: { token } },
    });
    expect(signInEntry).not.toHaveProperty('fault');
    expect(list?.requestBody).toBeNull();
    expect(list?.replyBody).toMatchObject({ success: true, data: { limit: 2 } });
    for (const entry of entries) expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('measures the real duration: the latency is in it', async () => {
    await send('/__mock/latency', { body: { ms: 60 } });
    await send('/api/banks');
    expect(logEntries()[0]?.durationMs).toBeGreaterThanOrEqual(60);
  });

  it('names the rule that answered; a request with no reply has status 0', async () => {
    const token = await tokenOf();
    const status = await ruleOf({ endpoint: 'getWallet', kind: 'status', status: 503, message: 'Down', times: 1 });
    const network = await ruleOf({ endpoint: 'listBanks', kind: 'network', times: 1 });
    await send('/api/wallet', { token });
    await send('/api/banks', { token }).catch(() => null);
    await until(() => logEntries().length >= 3, 'the entries');
    const [banks, wallet] = logEntries();
    expect(banks).toMatchObject({ path: '/api/banks', status: 0, fault: network.id, replyBody: null });
    expect(wallet).toMatchObject({
      path: '/api/wallet',
      status: 503,
      fault: status.id,
      replyBody: { success: false, message: 'Down', code: 'INJECTED_FAULT' },
    });
  });

  it('keeps refusals made before any handler, and never /__mock requests', async () => {
    await send('/api/wallet/top-up', { raw: 'amount=5', headers: { 'Content-Type': 'text/plain' } });
    await send('/__mock/latency', { body: { ms: 0 } });
    await send('/__mock/outbox');
    const entries = logEntries();
    expect(entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(['POST /api/wallet/top-up 415']);
    expect(entries[0]?.replyBody).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('keeps a body that is not JSON as text, and a body over 10 kB cut to its first 10 kB', async () => {
    const password = 'p'.repeat(20_000);
    await signIn('demo@example.com', password);
    await ruleOf({ path: '/api/banks', kind: 'malformed-json', times: 1 });
    await send('/api/banks');
    const [banks, signInEntry] = logEntries();
    expect(typeof banks?.replyBody).toBe('string');
    expect(banks?.replyBody).toMatch(/^\{"success":true/);
    expect(typeof signInEntry?.requestBody).toBe('string');
    const text = String(signInEntry?.requestBody);
    expect(text.startsWith('{"email":"demo@example.com"')).toBe(true);
    expect(text.length).toBeLessThan(11 * 1024);
    expect(text).toMatch(/cut at 10240 of \d+ characters/);
  });

  it('GET ?limit=N gives the newest N (1…500); other limits are a 400', async () => {
    for (let i = 0; i < 3; i += 1) await send(`/api/banks?i=${i}`);
    const limited = data<{ entries: LogEntry[] }>(await send('/__mock/log?limit=2')).entries;
    expect(limited.map((e) => e.path)).toEqual(['/api/banks?i=2', '/api/banks?i=1']);
    for (const limit of ['0', '501', 'abc', '1.5', '']) {
      const reply = await send(`/__mock/log?limit=${limit}`);
      expect({ limit, status: reply.status }).toEqual({ limit, status: 400 });
    }
    expect(logEntries()).toHaveLength(3);
  });

  it('a URL too long for msw’s matcher: 414 URI_TOO_LONG (not a 500), logged like any other', async () => {
    const reply = await send(`/api/deliveries/${'x'.repeat(10_000)}`, { token: await tokenOf() });
    expect({ status: reply.status, code: reply.json?.code }).toEqual({ status: 414, code: 'URI_TOO_LONG' });
    expect(logEntries()[0]).toMatchObject({ method: 'GET', status: 414 });
    // Any path: the HTTP mock refuses it before msw's matcher sees it.
    const other = await send(`/${'y'.repeat(10_000)}`);
    expect({ status: other.status, code: other.json?.code }).toEqual({ status: 414, code: 'URI_TOO_LONG' });
  });

  it('DELETE empties it', async () => {
    await send('/api/banks');
    const cleared = await send('/__mock/log', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(data(cleared)).toEqual({ entries: [] });
    expect(data(await send('/__mock/log'))).toEqual({ entries: [] });
  });

  it('the server reports every request once it is over (the console line of `npm run api:mock`)', async () => {
    await send('/api/banks?report=1');
    await send('/__mock/outbox?report=1');
    const reported = () => exchanges.filter((e) => e.path.endsWith('?report=1'));
    await until(() => reported().length >= 2, 'the reports');
    expect(reported().map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /api/banks?report=1 401',
      'GET /__mock/outbox?report=1 200',
    ]);
    for (const exchange of reported()) expect(exchange.durationMs).toBeGreaterThanOrEqual(0);
  });
});

/* ------------------------------------------------------------------------------------------ */

const outbox = async () => data<{ messages: OutboxMessage[] }>(await send('/__mock/outbox')).messages;

describe('the outbox', () => {
  it('sign-up sends the verification code with a link to /verify-email on the app’s origin', async () => {
    const reply = await send('/api/auth/signup', {
      body: {
        first_name: 'Halima',
        last_name: 'Sani',
        email: 'Halima@Kaduna.ng',
        phone: '+234 803 000 2222',
        password: 'Partner123!',
        confirm_password: 'Partner123!',
        accept_terms: true,
      },
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(reply.status).toBe(201);
    const [message] = await outbox();
    expect(message).toMatchObject({
      kind: 'verification',
      to: 'halima@kaduna.ng',
      link: 'http://127.0.0.1:4173/verify-email?email=halima%40kaduna.ng',
    });
    expect(message?.subject).toMatch(/verification/i);
    expect(message?.text).toContain(VERIFICATION_CODE);
    expect(message?.id).toMatch(/\S/);
    expect(message?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('an unverified account signing in without its code is sent the code again', async () => {
    const reply = await signIn('new@example.com');
    expect(reply.json?.code).toBe('VERIFICATION_REQUIRED');
    const [message] = await outbox();
    expect(message).toMatchObject({ kind: 'verification', to: 'new@example.com' });
    expect(message?.text).toContain(VERIFICATION_CODE);
    // A wrong password sends nothing.
    await signIn('new@example.com', 'wrong-password');
    expect(await outbox()).toHaveLength(1);
  });

  it('forgot-password sends a reset link for an account, nothing for an unknown address: the same reply', async () => {
    const known = await send('/api/auth/forgot-password', { body: { email: 'Demo@Example.com' } });
    const unknown = await send('/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect({ status: unknown.status, json: unknown.json }).toEqual({ status: known.status, json: known.json });
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'password-reset', to: 'demo@example.com' });
    // No local Origin: the default app origin (MOCK_APP_ORIGIN, else the dev server).
    expect(messages[0]?.link).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=\S+$/);
    expect(messages[0]?.text).toContain(messages[0]?.link);
  });

  it('a page on another site gets no link to itself', async () => {
    await send('/api/auth/forgot-password', {
      body: { email: 'demo@example.com' },
      headers: { Origin: 'https://evil.example' },
    });
    expect((await outbox())[0]?.link).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=/);
  });

  it('an API-access request is confirmed to its e-mail', async () => {
    const reply = await send('/api/requests/api-access', {
      body: { business_name: 'Enugu Express', location: 'Enugu', email: 'Hello@EnuguExpress.ng', reason: 'Checkout' },
    });
    expect(reply.status).toBe(201);
    const [message] = await outbox();
    expect(message).toMatchObject({ kind: 'api-access', to: 'hello@enuguexpress.ng' });
    expect(message?.text).toContain('Enugu Express');
    expect(message?.text).toContain(data<{ id: string }>(reply).id);
  });

  it('newest first; DELETE empties it', async () => {
    await signIn('new@example.com');
    await send('/api/auth/forgot-password', { body: { email: 'chidi@riders.ng' } });
    expect((await outbox()).map((m) => m.kind)).toEqual(['password-reset', 'verification']);
    const cleared = await send('/__mock/outbox', { method: 'DELETE' });
    expect(data(cleared)).toEqual({ messages: [] });
    expect(await outbox()).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------ */

async function resetLink(email: string): Promise<string> {
  expect((await send('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  const link = (await outbox()).find((m) => m.kind === 'password-reset' && m.to === email)?.link ?? '';
  const token = new URL(link).searchParams.get('token');
  expect(token).toMatch(/\S/);
  return token ?? '';
}

const resetPassword = (token: string, password: string, confirm = password) =>
  send('/api/auth/reset-password', { body: { token, new_password: password, confirm_password: confirm } });

describe('password reset, end to end', () => {
  it('forgot → the e-mailed link → a new password: the old one is refused, the new one works, every session is signed out', async () => {
    const phone = await tokenOf();
    const laptop = await tokenOf();
    const chidi = await tokenOf('chidi@riders.ng');
    const token = await resetLink('demo@example.com');

    // The sign-up rules, with their messages; a refusal spends nothing.
    const short = await resetPassword(token, 'short');
    expect({ status: short.status, message: short.json?.message }).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters long',
    });
    const mismatch = await resetPassword(token, 'NewPartner1!', 'NewPartner2!');
    expect({ status: mismatch.status, message: mismatch.json?.message }).toEqual({
      status: 400,
      message: 'Passwords do not match',
    });
    expect((await send('/api/auth/me', { token: phone })).status).toBe(200);

    const reset = await resetPassword(token, 'NewPartner1!');
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ success: true, data: null });

    expect((await signIn('demo@example.com', DEMO_PASSWORD)).json?.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('demo@example.com', 'NewPartner1!')).status).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await send('/api/auth/me', { token: session })).status).toBe(401);
    }
    // Another partner's session is not touched.
    expect((await send('/api/auth/me', { token: chidi })).status).toBe(200);

    // The link works once.
    const again = await resetPassword(token, 'NewPartner3!');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      success: false,
      data: null,
      message: 'This reset link is invalid or has expired',
      code: 'INVALID_RESET_TOKEN',
    });
    expect((await signIn('demo@example.com', 'NewPartner1!')).status).toBe(200);
  });

  it('an unknown token is refused and changes nothing', async () => {
    await resetLink('demo@example.com');
    const before = await mock.data();
    const reply = await resetPassword('rst_not_a_token', 'NewPartner1!');
    expect({ status: reply.status, code: reply.json?.code }).toEqual({ status: 400, code: 'INVALID_RESET_TOKEN' });
    expect(await mock.data()).toEqual(before);
  });

  it('a link expires after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const fresh = await resetLink('demo@example.com');
    const stale = await resetLink('chidi@riders.ng');

    vi.setSystemTime(start + RESET_TOKEN_TTL_MS - 60_000);
    expect((await resetPassword(fresh, 'NewPartner1!')).status).toBe(200);

    vi.setSystemTime(start + RESET_TOKEN_TTL_MS + 1_000);
    const expired = await resetPassword(stale, 'NewPartner1!');
    expect({ status: expired.status, code: expired.json?.code }).toEqual({ status: 400, code: 'INVALID_RESET_TOKEN' });
    expect((await signIn('chidi@riders.ng', DEMO_PASSWORD)).status).toBe(200);
  });
});

/* ------------------------------------------------------------------------------------------ */

const verify = (email: string, code: string) => send('/api/auth/verify-email', { body: { email, code } });

describe('POST /api/auth/verify-email', () => {
  it('the right code verifies the account: it signs in without one', async () => {
    expect((await signIn('new@example.com')).json?.code).toBe('VERIFICATION_REQUIRED');
    const reply = await verify('New@Example.com', VERIFICATION_CODE);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, data: null });
    expect((await signIn('new@example.com')).status).toBe(200);
  });

  it('a wrong code is a 400 and verifies nothing; an unknown address gets the very same reply', async () => {
    const wrong = await verify('new@example.com', '654321');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      success: false,
      data: null,
      message: 'Invalid verification code',
      code: 'INVALID_VERIFICATION_CODE',
    });
    const unknown = await verify('nobody@example.com', VERIFICATION_CODE);
    expect({ status: unknown.status, json: unknown.json }).toEqual({ status: wrong.status, json: wrong.json });
    expect((await signIn('new@example.com')).json?.code).toBe('VERIFICATION_REQUIRED');
  });

  it('five failures in the window lock the address (429 with Retry-After), the right code included, and sign-in with it', async () => {
    for (let i = 0; i < 5; i += 1) expect((await verify('new@example.com', '000000')).status).toBe(400);
    const locked = await verify('new@example.com', VERIFICATION_CODE);
    expect({ status: locked.status, code: locked.json?.code }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(locked.json?.message).toBe('Too many failed verification attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await mock.db().selectFrom('users').where('email', '=', 'new@example.com').select('verified').executeTakeFirst())
        ?.verified,
    ).toBe(false);
    expect((await signIn('new@example.com')).status).toBe(429);
    // Another address is not locked.
    expect((await verify('nobody@example.com', '000000')).status).toBe(400);
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('reset and latency, as before', () => {
  it('POST /__mock/reset: the demo data with N more deliveries; out-of-range N is a 400', async () => {
    await send('/__mock/scenario', { body: { name: 'empty' } });
    const reply = await send('/__mock/reset', { body: { deliveries: 3 } });
    expect(reply.status).toBe(200);
    expect(await currentScenario()).toBe('demo');
    const total = data<{ total: number }>(await send('/api/deliveries?limit=1', { token: await tokenOf() })).total;
    const before = await controls();
    for (const deliveries of [-1, 100_001, 1.5, 'many']) {
      expect((await send('/__mock/reset', { body: { deliveries } })).status).toBe(400);
    }
    expect(await controls()).toEqual(before);
    expect(total).toBeGreaterThan(3);
  });

  it('POST /__mock/latency: 0…60,000 ms; anything else is a 400', async () => {
    const reply = await send('/__mock/latency', { body: { ms: 25 } });
    expect(data(reply)).toEqual({ latency_ms: 25 });
    expect(getLatency()).toBe(25);
    for (const ms of [-1, 60_001, 'fast']) expect((await send('/__mock/latency', { body: { ms } })).status).toBe(400);
    expect((await send('/__mock/latency', { method: 'POST' })).status).toBe(400);
    expect(getLatency()).toBe(25);
  });
});
