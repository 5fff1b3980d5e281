import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_LIMIT, LOOKUP_WINDOW_MS } from '../../domain/lookup-limits';
import { TEST_ACCOUNTS } from '../../domain/wallet/banks';
import { DEMO_PAYOUT_ACCOUNT } from '../../seed/payout-accounts';
import { as, onEveryStore, refusedUnchanged, signIn, type Session } from '../support/suite';

/*
 * The name enquiry and the recipient look-up tell an account holder's name, so each is limited per
 * partner (LOOKUP_LIMIT in LOOKUP_WINDOW_MS, a sliding window), on every store: past it, 429
 * TOO_MANY_ATTEMPTS with Retry-After, and nothing else changes.
 */

const resolve = (accountNumber: string, bankCode = '058') => ({
  path: '/api/banks/resolve',
  body: { bank_code: bankCode, account_number: accountNumber },
});
const lookups = {
  'name enquiry': {
    found: resolve(DEMO_PAYOUT_ACCOUNT.accountNumber),
    none: resolve(TEST_ACCOUNTS.notFound.accountNumber, TEST_ACCOUNTS.notFound.bankCode),
    invalid: resolve('12'),
    what: 'account name',
  },
  'recipient look-up': {
    found: { path: '/api/wallet/recipients?email=chidi%40riders.ng' },
    none: { path: '/api/wallet/recipients?email=nobody%40example.com' },
    invalid: { path: '/api/wallet/recipients?email=not-an-email' },
    what: 'recipient',
  },
} as const;
type Request = { path: string; body?: object };

const start = Date.parse('2026-11-24T09:00:00Z');
const at = (ms: number) => vi.setSystemTime(start + ms);

onEveryStore('look-up limits', (api) => {
  let session: Session;
  const send = async ({ path, body }: Request, who: Session = session) => {
    const reply = await api().call(path, as(who, body ? { body } : {}));
    return { status: reply.status, code: reply.json.code, retryAfter: reply.headers.get('Retry-After') };
  };
  /** What a refused look-up must leave as it was: the partner's payout accounts and movements. */
  const readAll = async () => ({
    accounts: (await api().call('/api/payout-accounts', as(session))).json.data,
    movements: (await api().call('/api/wallet/transactions?limit=100', as(session))).json.data,
  });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    session = await signIn(api());
  });
  afterEach(() => vi.useRealTimers());

  describe.each(Object.entries(lookups))('the %s', (_, lookup) => {
    it(`answers ${LOOKUP_LIMIT} in the window, then 429 with Retry-After, and again once the oldest runs out`, async () => {
      for (let i = 0; i < LOOKUP_LIMIT; i += 1) {
        at(i * 1_000);
        expect((await send(lookup.found)).status).toBe(200);
      }
      at(LOOKUP_LIMIT * 1_000);
      let retryAfter: string | null = null;
      const refusal = await refusedUnchanged(readAll, async () => {
        const reply = await api().call(
          lookup.found.path,
          as(session, 'body' in lookup.found ? { body: lookup.found.body } : {}),
        );
        retryAfter = reply.headers.get('Retry-After');
        return reply;
      });
      expect(refusal).toEqual({
        status: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: `Too many ${lookup.what} look-ups. Try again in 10 minutes.`,
      });
      // The oldest look-up (at 0) runs out at 10 minutes.
      expect(retryAfter).toBe(String((LOOKUP_WINDOW_MS - LOOKUP_LIMIT * 1_000) / 1_000));

      at(LOOKUP_WINDOW_MS - 1);
      expect((await send(lookup.found)).retryAfter).toBe('1');
      // The oldest has run out: one more is allowed, and the next waits for the second oldest.
      at(LOOKUP_WINDOW_MS);
      expect((await send(lookup.found)).status).toBe(200);
      expect(await send(lookup.found)).toMatchObject({ status: 429, retryAfter: '1' });
      at(LOOKUP_WINDOW_MS + 1_000);
      expect((await send(lookup.found)).status).toBe(200);
    });

    it('counts a look-up that finds no one, not one the schema refuses, and one partner’s only', async () => {
      for (let i = 0; i < LOOKUP_LIMIT * 2; i += 1) expect((await send(lookup.invalid)).status).toBe(400);
      for (let i = 0; i < LOOKUP_LIMIT; i += 1) expect((await send(lookup.none)).status).toBeGreaterThanOrEqual(404);
      expect(await send(lookup.found)).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
      // A refused request is still told what is wrong with it first.
      expect((await send(lookup.invalid)).status).toBe(400);

      const chidi = await signIn(api(), 'chidi@riders.ng');
      const theirs =
        lookup.what === 'recipient' ? { path: '/api/wallet/recipients?email=demo%40example.com' } : lookup.found;
      expect((await send(theirs, chidi)).status).toBe(200);
    });
  });

  it('limits each look-up on its own', async () => {
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) await send(lookups['name enquiry'].found);
    expect((await send(lookups['name enquiry'].found)).status).toBe(429);
    expect((await send(lookups['recipient look-up'].found)).status).toBe(200);
  });
});
