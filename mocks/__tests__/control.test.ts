import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyEmail } from '@/api/auth';
import { toKobo } from '@/api/money';
import { getWallet } from '@/api/wallet';
import { onControlChange } from '../control/changes';
import { pathPattern } from '../control/fault-matcher';
import { heldRequests, releaseHeldRequests, setTimeoutHoldLimit } from '../control/fault-responder';
import {
  addFault,
  clearFaults,
  faultsSnapshot,
  listFaults,
  matchingFault,
  restoreFaults,
  takeFault,
} from '../control/faults';
import {
  apiLogger,
  bodyForLog,
  clearLog,
  LOG_BODY_LIMIT,
  LOG_CAPACITY,
  logEntries,
  recordExchange,
} from '../control/log';
import {
  appOrigin,
  clearOutbox,
  OUTBOX_CAPACITY,
  outboxMessages,
  sendMail,
  setDefaultAppOrigin,
} from '../control/outbox';
import { applyScenario, currentScenario, LOW_BALANCE, scenarioNames } from '../control/scenarios';
import { controlSnapshot, restoreControl } from '../control/snapshot';
import { attachPersistence, db, dbSchema, resetDb, type DbState } from '../db';
import { handlers } from '../handlers';
import { getLatency, setLatency } from '../latency';
import { MockError } from '../errors';
import { buildSeed, DEMO_USER_ID, SECOND_PARTNER } from '../seed';
import { expectFailure, signInDemo } from './helpers';

/*
 * Issue 14, the control modules in process (mocks/control/): what is cheaper to prove here than
 * over a socket — the rule store, the log's ring buffer and bodies, the outbox, the scenarios'
 * data, the snapshot the in-browser mock keeps in localStorage, and the in-browser logger. The
 * routes themselves are tested over HTTP in mocks/__tests__/http/control.test.ts.
 */

afterEach(() => {
  releaseHeldRequests();
  setTimeoutHoldLimit(10 * 60_000);
  clearFaults();
  clearLog();
  clearOutbox();
  setLatency(0);
  attachPersistence(null);
});

const API = 'http://localhost:8111';

describe('fault rules', () => {
  it('path patterns: `*` any characters, `:name` one segment, anything else itself', () => {
    const cases: Array<[string, string, boolean]> = [
      ['/api/wallet/*', '/api/wallet/transactions', true],
      ['/api/wallet/*', '/api/wallet/transactions/txn_01', true],
      ['/api/wallet/*', '/api/wallet', false],
      ['/api/wallet', '/api/wallet', true],
      ['/api/wallet', '/api/wallet/transactions', false],
      ['/api/deliveries/:id/accept', '/api/deliveries/dlv_0001/accept', true],
      ['/api/deliveries/:id/accept', '/api/deliveries/dlv_0001/x/accept', false],
      ['/api/*', '/api/banks', true],
      ['/api/ban.s', '/api/banks', false],
    ];
    for (const [pattern, path, matches] of cases) {
      expect({ pattern, path, matches: pathPattern(pattern).test(path) }).toEqual({ pattern, path, matches });
    }
  });

  it('matching counts nothing; taking counts, and a rule for N times is gone after N', () => {
    const rule = addFault({ endpoint: 'withdraw', kind: 'network', times: 2 });
    expect(matchingFault('POST', '/api/wallet/withdraw')?.id).toBe(rule.id);
    expect(matchingFault('GET', '/api/wallet/withdraw')).toBeNull();
    expect(matchingFault('POST', '/__mock/reset')).toBeNull();
    expect(listFaults()).toEqual([expect.objectContaining({ hits: 0, remaining: 2 })]);
    expect(takeFault('POST', '/api/wallet/withdraw')).toMatchObject({ hits: 1, remaining: 1 });
    expect(takeFault('POST', '/api/wallet/withdraw')).toMatchObject({ hits: 2, remaining: 0 });
    expect(listFaults()).toEqual([]);
    expect(takeFault('POST', '/api/wallet/withdraw')).toBeNull();
  });

  it('the newest matching rule answers', () => {
    const older = addFault({ path: '/api/*', kind: 'status', status: 503 });
    const newer = addFault({ endpoint: 'listBanks', kind: 'network' });
    expect(takeFault('GET', '/api/banks')?.id).toBe(newer.id);
    expect(takeFault('GET', '/api/wallet')?.id).toBe(older.id);
  });

  it('refuses bad input with a 400 MockError naming the field, holding at most 100 rules', () => {
    const refusal = (input: unknown) => {
      try {
        addFault(input);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal({ endpoint: 'withdraw', kind: 'status', status: 700 })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'status must be from 400 to 599',
    });
    expect(refusal({ endpoint: 'withdraw', kind: 'status', colour: 'red' })).toMatchObject({
      status: 400,
      message: expect.stringContaining('colour') as unknown,
    });
    for (let i = 0; i < 100; i += 1) addFault({ path: `/api/x${i}`, kind: 'network' });
    const full = refusal({ path: '/api/one-more', kind: 'network' });
    expect(full).toBeInstanceOf(MockError);
    expect(full).toMatchObject({ status: 400 });
    expect(listFaults()).toHaveLength(100);
  });

  it('restoring keeps the rules that still fit and goes on numbering after them', () => {
    const kept = addFault({ endpoint: 'getWallet', kind: 'status', status: 502, times: 3 });
    takeFault('GET', '/api/wallet');
    const snapshot = faultsSnapshot();
    clearFaults();
    restoreFaults({
      rules: [...snapshot.rules, { ...kept, id: 'flt_99', endpoint: 'renamedSinceThen' }, { nonsense: true }],
      sequence: snapshot.sequence,
    });
    expect(listFaults()).toEqual([{ ...kept, hits: 1, remaining: 2 }]);
    const next = addFault({ endpoint: 'listBanks', kind: 'network' });
    expect(next.id).not.toBe(kept.id);
  });

  it('applies in the in-process mock too (the same first handler), and answers before the endpoint runs', async () => {
    await signInDemo();
    // A 4xx: the client does not retry it (it would a 5xx), so once is once.
    addFault({ endpoint: 'getWallet', kind: 'status', status: 423, message: 'Ledger locked', times: 1 });
    await expectFailure(getWallet(), { status: 423, code: 'INJECTED_FAULT', message: 'Ledger locked' });
    await expect(getWallet()).resolves.toMatchObject({ balance: 125_000 });
  });

  it('a timeout is let go when its request is aborted, or after the hold limit', async () => {
    addFault({ endpoint: 'listBanks', kind: 'timeout' });
    const aborted = new AbortController();
    const first = getResponse(handlers, new Request(`${API}/api/banks`, { signal: aborted.signal }));
    expect(heldRequests()).toBe(0); // not yet: the handlers run after a tick
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heldRequests()).toBe(1);
    aborted.abort();
    expect((await first)?.type).toBe('error');
    expect(heldRequests()).toBe(0);

    setTimeoutHoldLimit(20);
    const second = await getResponse(handlers, new Request(`${API}/api/banks`));
    expect(second?.type).toBe('error');
    expect(heldRequests()).toBe(0);
  });
});

describe('the request log', () => {
  const exchange = (path: string) => ({
    startedAt: Date.now(),
    method: 'GET',
    path,
    status: 200,
    durationMs: 1.4,
    requestBody: null,
    replyBody: '{"success":true}',
  });

  it('keeps the last 500, newest first', () => {
    for (let i = 0; i < LOG_CAPACITY + 10; i += 1) recordExchange(exchange(`/api/banks?i=${i}`));
    const entries = logEntries();
    expect(entries).toHaveLength(LOG_CAPACITY);
    expect(entries[0]?.path).toBe(`/api/banks?i=${LOG_CAPACITY + 9}`);
    expect(entries.at(-1)?.path).toBe('/api/banks?i=10');
    expect(new Set(entries.map((e) => e.id)).size).toBe(LOG_CAPACITY);
    expect(entries[0]).toMatchObject({ durationMs: 1, replyBody: { success: true }, requestBody: null });
    expect(logEntries(3).map((e) => e.path)).toEqual(entries.slice(0, 3).map((e) => e.path));
  });

  it('bodies: null when empty, JSON as its value, other text as text, over 10 kB cut', () => {
    expect(bodyForLog(null)).toBeNull();
    expect(bodyForLog('')).toBeNull();
    expect(bodyForLog('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(bodyForLog('<html>')).toBe('<html>');
    const long = bodyForLog(JSON.stringify({ text: 'x'.repeat(LOG_BODY_LIMIT) }));
    expect(typeof long).toBe('string');
    expect(String(long).startsWith('{"text":"xxx')).toBe(true);
    expect(String(long).length).toBeLessThan(LOG_BODY_LIMIT + 100);
  });

  it('the in-browser logger answers with the handlers’ reply and logs it, with the fault that answered', async () => {
    const logger = apiLogger(handlers);
    const reply = await getResponse([logger], new Request(`${API}/api/banks?page=1`));
    expect(reply?.status).toBe(401);
    expect(logEntries()[0]).toMatchObject({
      method: 'GET',
      path: '/api/banks?page=1',
      status: 401,
      replyBody: { success: false, code: 'UNAUTHORIZED' },
    });

    const rule = addFault({ endpoint: 'verifyEmail', kind: 'network' });
    const failed = await getResponse(
      [logger],
      new Request(`${API}/api/auth/verify-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'new@example.com', code: '123456' }),
      }),
    );
    expect(failed?.type).toBe('error');
    expect(logEntries()[0]).toMatchObject({
      method: 'POST',
      status: 0,
      fault: rule.id,
      requestBody: { email: 'new@example.com', code: '123456' },
      replyBody: null,
    });
    // The endpoint did not run: the account is still unverified.
    expect(db.state.users.find((u) => u.email === 'new@example.com')?.verified).toBe(false);

    // A URL too long for msw's path matching is answered (414) and logged, not thrown on.
    const long = await getResponse([logger], new Request(`${API}/api/deliveries/${'x'.repeat(10_000)}`));
    expect(long?.status).toBe(414);
    expect(logEntries()[0]).toMatchObject({ status: 414, replyBody: { code: 'URI_TOO_LONG' } });

    // Not an /api request, or none of the handlers answers it: not logged, nothing answered.
    clearLog();
    expect(await getResponse([logger], new Request(`${API}/api/no-such-endpoint`))).toBeUndefined();
    expect(logEntries()).toEqual([]);
  });
});

describe('the outbox', () => {
  it('links point at the request’s local Origin, else at the default app origin', () => {
    const from = (origin?: string) =>
      appOrigin(new Request(`${API}/api/auth/signup`, origin ? { headers: { Origin: origin } } : {}));
    setDefaultAppOrigin('http://localhost:5173');
    expect(from('http://localhost:5300')).toBe('http://localhost:5300');
    expect(from()).toBe('http://localhost:5173');
    expect(from('https://evil.example')).toBe('http://localhost:5173');
    setDefaultAppOrigin('https://staging.deliveros.ng/');
    expect(from()).toBe('https://staging.deliveros.ng');
  });

  it('keeps the last 100, newest first', () => {
    for (let i = 0; i < OUTBOX_CAPACITY + 5; i += 1) {
      sendMail({ kind: 'api-access', to: `n${i}@example.com`, subject: 's', text: 't' });
    }
    const messages = outboxMessages();
    expect(messages).toHaveLength(OUTBOX_CAPACITY);
    expect(messages[0]?.to).toBe(`n${OUTBOX_CAPACITY + 4}@example.com`);
    expect(messages.at(-1)?.to).toBe('n5@example.com');
  });

  it('verify-email through the client: 400 with the server’s message, then verified', async () => {
    await expectFailure(verifyEmail('new@example.com', '111111'), {
      status: 400,
      code: 'INVALID_VERIFICATION_CODE',
      message: 'Invalid verification code',
    });
    await expect(verifyEmail('new@example.com', '123456')).resolves.toBeNull();
    expect(db.state.users.find((u) => u.email === 'new@example.com')?.verified).toBe(true);
  });
});

describe('scenarios', () => {
  const demo = (records: Array<{ partnerId: string }>) => records.filter((r) => r.partnerId === DEMO_USER_ID);

  it('each builds its data, and the current one is what the data was made for', () => {
    for (const name of scenarioNames.filter((n) => !n.startsWith('large-'))) {
      applyScenario(name);
      expect(currentScenario()).toBe(name);
    }
    applyScenario('empty');
    expect(db.state.users.find((u) => u.id === DEMO_USER_ID)).toMatchObject({ verified: true });
    expect(db.state.deliveries).toEqual([]);
    for (const records of [
      db.state.transactions,
      db.state.deliveryRoutes,
      db.state.payoutAccounts,
      db.state.paymentMethods,
    ]) {
      expect(demo(records)).toEqual([]);
    }
    expect(demo(db.state.wallets)).toEqual([{ partnerId: DEMO_USER_ID, balance: 0 }]);
    // The other partners are as in the seed: a transfer still has somewhere to go.
    expect(db.state.wallets.find((w) => w.partnerId === SECOND_PARTNER.id)?.balance).toBe(2_000_000);

    applyScenario('low-balance');
    expect(demo(db.state.wallets)).toEqual([{ partnerId: DEMO_USER_ID, balance: toKobo(LOW_BALANCE) }]);
    expect(demo(db.state.deliveries).length).toBeGreaterThan(0);

    applyScenario('payouts-failing');
    expect(db.state.scenario).toEqual({ name: 'payouts-failing', withdrawalsFail: true });

    applyScenario('api-down');
    expect(listFaults()).toEqual([expect.objectContaining({ path: '/api/*', status: 503, times: null })]);

    applyScenario('demo');
    expect(listFaults()).toEqual([]);
    expect(db.state.scenario).toBeUndefined();
    resetDb({ extraDeliveries: 2 });
    expect(currentScenario()).toBe('demo');
  });

  it('a scenario lasts as long as its data: kept with it, current again once it is loaded back', () => {
    let stored: unknown = null;
    const store = {
      load: () => stored,
      save: (state: DbState) => (stored = JSON.parse(JSON.stringify(state)) as unknown),
      clear: () => {},
    };
    attachPersistence(store);
    applyScenario('low-balance');
    // Another run: nothing in memory…
    attachPersistence(null);
    resetDb({});
    expect(currentScenario()).toBe('demo');
    // …then the kept data is loaded (a reload of the page, a restart of the HTTP mock).
    expect(attachPersistence(store)).toBe('loaded');
    expect(currentScenario()).toBe('low-balance');
    expect(db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)?.balance).toBe(toKobo(LOW_BALANCE));
  });

  it('a state stored before reset tokens and scenarios existed still parses', () => {
    const older: Partial<DbState> = buildSeed();
    delete older.resetTokens;
    delete older.scenario;
    expect(dbSchema.safeParse(older).success).toBe(true);
  });
});

describe('the controls kept across a reload (the in-browser mock’s snapshot)', () => {
  it('rules with their counts, the latency and the outbox come back; a snapshot that does not parse changes nothing', () => {
    const saves: unknown[] = [];
    const stop = onControlChange(() => saves.push(controlSnapshot()));
    addFault({ endpoint: 'getWallet', kind: 'status', status: 503, times: 2 });
    takeFault('GET', '/api/wallet');
    setLatency(250);
    sendMail({ kind: 'password-reset', to: 'demo@example.com', subject: 'Reset', text: 'Link', link: 'http://x/y' });
    stop();
    expect(saves.length).toBeGreaterThanOrEqual(3);
    const kept = JSON.parse(JSON.stringify(controlSnapshot())) as unknown;

    clearFaults();
    clearOutbox();
    setLatency(0);
    expect(restoreControl(kept)).toBe(true);
    expect(getLatency()).toBe(250);
    expect(listFaults()).toEqual([expect.objectContaining({ endpoint: 'getWallet', remaining: 1, hits: 1 })]);
    expect(outboxMessages()).toEqual([expect.objectContaining({ kind: 'password-reset', link: 'http://x/y' })]);

    const before = controlSnapshot();
    for (const broken of [null, 'text', { version: 2 }, { ...(kept as object), latencyMs: -5 }]) {
      expect(restoreControl(broken)).toBe(false);
    }
    expect(controlSnapshot()).toEqual(before);
  });
});
