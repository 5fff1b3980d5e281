import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbSchema, type DbState } from '../../db';
import { server as inProcessMock } from '../../node';
import { buildSeed, DEMO_PASSWORD, DEMO_PAYOUT_ACCOUNT, VERIFICATION_CODE } from '../../seed';
import { openSqliteStore } from '../../sqlite-store';
import { killChildMocks, startChildMock } from './child-mock';

/*
 * Issue 14, "Persistence": the HTTP mock (mocks/server.ts) keeps its whole state in the SQLite
 * file MOCK_DB. Each test runs the real server as a child process on that file, kills it with
 * SIGKILL (no chance to flush or close anything) and starts it again. No timing is asserted:
 * waits are bounded by generous ceilings only.
 */

const TEST_TIMEOUT_MS = 180_000;

let dir = '';

beforeAll(() => {
  // Requests must cross the socket to the child process, not be answered by the in-process mock.
  inProcessMock.close();
  dir = mkdtempSync(path.join(tmpdir(), 'deliveros-mock-db-'));
});
afterEach(async () => {
  await killChildMocks();
});
afterAll(() => {
  inProcessMock.listen({ onUnhandledFrame: 'error' });
  rmSync(dir, { recursive: true, force: true });
});

/** The server on `file`, as the other HTTP tests start it, printing a line per request. */
const startMock = (
  file: string,
  options: { args?: string[]; deliveries?: number; env?: Record<string, string> } = {},
) => startChildMock(file, { ...options, env: { MOCK_QUIET: '0', ...options.env } });

interface Reply {
  status: number;
  body: { success: boolean; data: unknown; message?: string; code?: string };
}

async function call(
  origin: string,
  route: string,
  init: { method?: string; token?: string; body?: unknown; key?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = await fetch(`${origin}${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

const data = <T>(reply: Reply): T => reply.body.data as T;

async function signIn(origin: string, email: string, password = DEMO_PASSWORD, verificationCode?: string) {
  return call(origin, '/api/auth/signin', {
    body: { email, password, ...(verificationCode ? { verification_code: verificationCode } : {}) },
  });
}

async function tokenOf(origin: string, email = 'demo@example.com'): Promise<string> {
  const reply = await signIn(origin, email);
  expect(reply.status).toBe(200);
  return data<{ token: string }>(reply).token;
}

const balanceOf = async (origin: string, token: string) =>
  data<{ balance: number }>(await call(origin, '/api/wallet', { token })).balance;

const deliveriesTotal = async (origin: string, token: string) =>
  data<{ total: number }>(await call(origin, '/api/deliveries?limit=1', { token })).total;

async function signUp(origin: string, email: string): Promise<void> {
  const reply = await call(origin, '/api/auth/signup', {
    body: {
      first_name: 'Bisi',
      last_name: 'Adeyemi',
      email,
      phone: '+234 803 000 0000',
      password: 'Persist123!',
      confirm_password: 'Persist123!',
      accept_terms: true,
    },
  });
  expect(reply.status).toBe(201);
}

const newDelivery = (description: string) => ({
  price: 1500,
  customer: { name: 'Ngozi Eze', email: 'ngozi@example.com', phone: '+234 802 000 0000' },
  from: { address: '12 Broad Street', city: 'Lagos' },
  to: { address: '3 Admiralty Way', city: 'Lagos' },
  description,
  items: ['Parcel'],
  priority: 'low',
  estimated_delivery: '2030-01-01T00:00:00Z',
});

/** What the file holds, read as the server reads it (the server must not be running). */
function storedState(file: string): { integrity: string; state: DbState } {
  const store = openSqliteStore(file);
  try {
    const parsed = dbSchema.safeParse(store.load());
    if (!parsed.success) throw new Error(`the stored state does not parse: ${parsed.error.message}`);
    return { integrity: store.integrityCheck(), state: parsed.data };
  } finally {
    store.close();
  }
}

describe('the HTTP mock keeps its state in MOCK_DB across a kill -9', () => {
  it(
    'keeps users, sessions, balances and used Idempotency-Keys across a kill -9',
    async () => {
      const file = path.join(dir, 'restart.sqlite');
      let mock = await startMock(file);
      expect(mock.output()).toContain(`State seeded into ${file}`);
      const token = await tokenOf(mock.origin);

      await signUp(mock.origin, 'bisi@persist.ng');
      // Signing in with the support code verifies the account: a write of its own.
      expect((await signIn(mock.origin, 'bisi@persist.ng', 'Persist123!', VERIFICATION_CODE)).status).toBe(200);

      const topUp = { body: { amount: 2500, payment_method: 'card' }, key: 'persist-top-up-1', token };
      const first = await call(mock.origin, '/api/wallet/top-up', topUp);
      expect(first.status).toBe(200);
      const balance = await balanceOf(mock.origin, token);
      expect(balance).toBe(data<{ new_balance: number }>(first).new_balance);

      await mock.kill();
      mock = await startMock(file);
      expect(mock.output()).toContain(`State loaded from ${file}`);

      // The new partner signs in, verified, without the code.
      expect((await signIn(mock.origin, 'bisi@persist.ng', 'Persist123!')).status).toBe(200);
      // The access token issued before the kill still works; the balance is the same.
      expect(await balanceOf(mock.origin, token)).toBe(balance);
      // The same key answers the same reply and moves no money again.
      const replay = await call(mock.origin, '/api/wallet/top-up', topUp);
      expect(replay).toEqual(first);
      expect(await balanceOf(mock.origin, token)).toBe(balance);
      // A new key is a new top-up.
      const second = await call(mock.origin, '/api/wallet/top-up', { ...topUp, key: 'persist-top-up-2' });
      expect(data<{ new_balance: number }>(second).new_balance).toBe(balance + 2500);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps a change inside a record, a removed record and a replaced list across a kill -9',
    async () => {
      const file = path.join(dir, 'tracked.sqlite');
      // Withdrawals settle 50 ms after they are made, on the next request after that.
      let mock = await startMock(file, { env: { MOCK_SETTLE_MS: '50' } });
      const token = await tokenOf(mock.origin);
      const other = await tokenOf(mock.origin);

      // A status change: a field of one delivery, and a tracking event appended.
      const pending = data<{ items: { id: string }[] }>(
        await call(mock.origin, '/api/deliveries?status=pending&limit=1', { token }),
      ).items[0]!;
      expect((await call(mock.origin, `/api/deliveries/${pending.id}/accept`, { body: {}, token })).status).toBe(200);
      const tracking = data<{ events: unknown[] }>(
        await call(mock.origin, `/api/deliveries/${pending.id}/tracking`, { token }),
      );
      // A withdrawal settling: an event pushed into the transaction's own timeline.
      const withdrawal = await call(mock.origin, '/api/wallet/withdraw', {
        body: { amount: 1000, payout_account_id: DEMO_PAYOUT_ACCOUNT.id },
        key: 'tracked-withdraw-1',
        token,
      });
      expect(withdrawal.status).toBe(200);
      const transactionId = data<{ transaction: { id: string } }>(withdrawal).transaction.id;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const settled = data<{ status: string; timeline: unknown[] }>(
        await call(mock.origin, `/api/wallet/transactions/${transactionId}`, { token }),
      );
      expect(settled.status).toBe('completed');
      // A record removed: the list of payment methods replaced by a shorter one; a session signed out.
      const methods = data<{ id: string }[]>(await call(mock.origin, '/api/payment-methods', { token }));
      expect(
        (await call(mock.origin, `/api/payment-methods/${methods[0]!.id}`, { method: 'DELETE', token })).status,
      ).toBe(200);
      expect((await call(mock.origin, '/api/auth/logout', { method: 'POST', token: other })).status).toBe(200);

      await mock.kill();
      mock = await startMock(file);
      expect(mock.output()).toContain(`State loaded from ${file}`);
      const delivery = data<{ status: string }>(await call(mock.origin, `/api/deliveries/${pending.id}`, { token }));
      expect(delivery.status).toBe('accepted');
      expect(await call(mock.origin, `/api/deliveries/${pending.id}/tracking`, { token })).toMatchObject({
        body: { data: tracking },
      });
      expect(await call(mock.origin, `/api/wallet/transactions/${transactionId}`, { token })).toMatchObject({
        body: { data: settled },
      });
      const left = data<{ id: string }[]>(await call(mock.origin, '/api/payment-methods', { token }));
      expect(left.map((m) => m.id)).toEqual(methods.slice(1).map((m) => m.id));
      expect((await call(mock.origin, '/api/wallet', { token: other })).status).toBe(401);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the HTTP mock keeps its state in MOCK_DB: a kill in the middle of writes', () => {
  it(
    'loses no answered write when killed in the middle of a stream of writes',
    async () => {
      const file = path.join(dir, 'stream.sqlite');
      const startedAt = new Date().toISOString();
      let mock = await startMock(file);
      const token = await tokenOf(mock.origin);
      const seedBalanceKobo = buildSeed().wallets.find((w) => w.partnerId === 'usr_demo')?.balance ?? 0;

      const total = 200;
      const killAfter = 10;
      const answeredTopUps: { key: string; amount: number; reply: Reply }[] = [];
      const answeredDeliveries: string[] = [];
      let answered = 0;
      let killed = Promise.resolve();
      const onAnswer = () => {
        answered += 1;
        if (answered === killAfter) killed = mock.kill();
      };
      const writes = Array.from({ length: total }, async (_, i) => {
        try {
          if (i % 2 === 0) {
            const key = `stream-top-up-${i}`;
            const amount = 100 + i;
            const reply = await call(mock.origin, '/api/wallet/top-up', {
              body: { amount, payment_method: 'card' },
              key,
              token,
            });
            expect(reply.status).toBe(200);
            answeredTopUps.push({ key, amount, reply });
          } else {
            const reply = await call(mock.origin, '/api/deliveries', { body: newDelivery(`stream ${i}`), token });
            expect(reply.status).toBe(201);
            answeredDeliveries.push(data<{ id: string }>(reply).id);
          }
          onAnswer();
        } catch (error) {
          // Cut off by the kill: no reply, so no promise was made.
          if (!(error instanceof TypeError)) throw error;
        }
      });
      await Promise.all(writes);
      await killed;
      // The kill landed while writes were still in flight (what this test is about).
      expect(answeredTopUps.length + answeredDeliveries.length).toBeGreaterThanOrEqual(killAfter);
      expect(answeredTopUps.length + answeredDeliveries.length).toBeLessThan(total);

      // The file opens, is sound, and its state parses.
      const { integrity, state } = storedState(file);
      expect(integrity).toBe('ok');
      const streamed = state.transactions.filter(
        (t) => t.partnerId === 'usr_demo' && t.category === 'top-up' && t.date >= startedAt,
      );
      // No half-applied movement: the balance is the seed's plus every top-up on record, each with its key.
      const wallet = state.wallets.find((w) => w.partnerId === 'usr_demo');
      expect(wallet?.balance).toBe(seedBalanceKobo + streamed.reduce((sum, t) => sum + t.amount, 0));
      expect(state.idempotency.filter((r) => r.key.startsWith('stream-top-up-'))).toHaveLength(streamed.length);

      mock = await startMock(file);
      expect(mock.output()).toContain(`State loaded from ${file}`);
      for (const { key, amount, reply } of answeredTopUps) {
        const id = data<{ transaction: { id: string } }>(reply).transaction.id;
        expect((await call(mock.origin, `/api/wallet/transactions/${id}`, { token })).status).toBe(200);
        expect(streamed.map((t) => t.id)).toContain(id);
        // Replayed from the file, not charged again.
        expect(
          await call(mock.origin, '/api/wallet/top-up', { body: { amount, payment_method: 'card' }, key, token }),
        ).toEqual(reply);
      }
      for (const id of answeredDeliveries) {
        expect((await call(mock.origin, `/api/deliveries/${id}`, { token })).status).toBe(200);
      }
      expect(await balanceOf(mock.origin, token)).toBe((wallet?.balance ?? 0) / 100);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a kill inside a large write leaves the state before it or after it, never a mix',
    async () => {
      const file = path.join(dir, 'atomic.sqlite');
      const wal = `${file}-wal`;
      const mock = await startMock(file);
      await signUp(mock.origin, 'femi@persist.ng');
      const token = await tokenOf(mock.origin);
      const seeded = await deliveriesTotal(mock.origin, token);
      const extra = 20_000;

      // A reset to 20,000 more deliveries is one transaction of some 75,000 rows. SIGKILL as soon
      // as it starts writing to the WAL (or once it has answered, if it was quicker than that).
      const written = () => (existsSync(wal) ? `${statSync(wal).size}:${statSync(wal).mtimeMs}` : '');
      const before = written();
      let answered = false;
      const reset = call(mock.origin, '/__mock/reset', { body: { deliveries: extra } })
        .then(() => (answered = true))
        .catch(() => null);
      const deadline = Date.now() + 60_000;
      while (!answered && written() === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await mock.kill();
      await reset;

      const { integrity, state } = storedState(file);
      expect(integrity).toBe('ok');
      const shape = {
        femi: state.users.some((u) => u.email === 'femi@persist.ng'),
        deliveries: state.deliveries.length,
        sessions: state.sessions.length,
      };
      expect([
        { femi: true, deliveries: seeded, sessions: 1 },
        { femi: false, deliveries: seeded + extra, sessions: 0 },
      ]).toContainEqual(shape);
      if (answered) expect(shape.femi).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the HTTP mock keeps its state in MOCK_DB: a fresh start', () => {
  it(
    '--fresh starts from the seed (with MOCK_DELIVERIES) and replaces the file; POST /__mock/reset does too',
    async () => {
      const file = path.join(dir, 'fresh.sqlite');
      let mock = await startMock(file);
      let token = await tokenOf(mock.origin);
      const seededDeliveries = await deliveriesTotal(mock.origin, token);
      await signUp(mock.origin, 'tunde@persist.ng');
      await call(mock.origin, '/api/wallet/top-up', {
        body: { amount: 5000, payment_method: 'card' },
        key: 'f-1',
        token,
      });
      await mock.kill();

      mock = await startMock(file, { args: ['--fresh'], deliveries: 5 });
      expect(mock.output()).toContain(`State seeded into ${file} (5 extra deliveries)`);
      token = await tokenOf(mock.origin);
      expect((await signIn(mock.origin, 'tunde@persist.ng', 'Persist123!')).status).toBe(401);
      expect(await balanceOf(mock.origin, token)).toBe(125_000);
      expect(await deliveriesTotal(mock.origin, token)).toBe(seededDeliveries + 5);
      await mock.kill();

      // What --fresh wrote is what the file holds now; MOCK_DELIVERIES only applies when seeding.
      mock = await startMock(file, { deliveries: 50 });
      expect(mock.output()).toContain(`State loaded from ${file}`);
      expect((await signIn(mock.origin, 'tunde@persist.ng', 'Persist123!')).status).toBe(401);
      expect(await deliveriesTotal(mock.origin, token)).toBe(seededDeliveries + 5);

      // POST /__mock/reset resets the file as well.
      await signUp(mock.origin, 'kemi@persist.ng');
      expect((await call(mock.origin, '/__mock/reset', { method: 'POST' })).status).toBe(200);
      await mock.kill();
      mock = await startMock(file);
      expect(mock.output()).toContain(`State loaded from ${file}`);
      expect((await signIn(mock.origin, 'kemi@persist.ng', 'Persist123!')).status).toBe(401);
      expect(await deliveriesTotal(mock.origin, await tokenOf(mock.origin))).toBe(seededDeliveries);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'seeds fresh data over a file that is not a database or holds an older version',
    async () => {
      const corrupt = path.join(dir, 'corrupt.sqlite');
      writeFileSync(corrupt, 'this is not a SQLite database '.repeat(500));
      let mock = await startMock(corrupt);
      expect(mock.output()).toContain(`State seeded into ${corrupt}`);
      expect((await signIn(mock.origin, 'demo@example.com')).status).toBe(200);
      // The unreadable file is kept aside, not deleted.
      expect(readdirSync(dir).some((name) => name.startsWith('corrupt.sqlite.corrupt-'))).toBe(true);
      await mock.kill();
      mock = await startMock(corrupt);
      expect(mock.output()).toContain(`State loaded from ${corrupt}`);
      await mock.kill();

      const older = path.join(dir, 'older.sqlite');
      const store = openSqliteStore(older);
      const seed = buildSeed();
      for (const wallet of seed.wallets) wallet.balance = 1;
      store.save({ ...seed, version: 1 } as unknown as DbState);
      store.close();
      mock = await startMock(older);
      expect(mock.output()).toContain(`State seeded into ${older}`);
      expect(await balanceOf(mock.origin, await tokenOf(mock.origin))).toBe(125_000);
      expect(existsSync(older)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});
