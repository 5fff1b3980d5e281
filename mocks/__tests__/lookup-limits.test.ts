import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/api/token-storage';
import { LOOKUP_LIMIT, LOOKUP_WINDOW_MS } from '@server/domain/lookup-limits';
import { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER, TEST_ACCOUNTS } from '../seed';
import { API, mockState, signInDemo, signInSecondPartner } from './helpers';

/*
 * Issue 25: the name enquiry and the recipient look-up tell an account holder's name, so each
 * is limited per partner (LOOKUP_LIMIT in LOOKUP_WINDOW_MS, a sliding window): past it, 429
 * TOO_MANY_ATTEMPTS with Retry-After, and nothing else changes.
 */

interface Answer {
  status: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: string | null;
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${tokenStorage.getToken() ?? ''}`,
    },
  });
  const json = (await response.json()) as { code?: string; message?: string };
  return {
    status: response.status,
    code: json.code,
    message: json.message,
    retryAfter: response.headers.get('Retry-After'),
  };
}

const lookups = {
  'name enquiry': {
    found: () =>
      send('/api/banks/resolve', {
        method: 'POST',
        body: JSON.stringify({ bank_code: '058', account_number: DEMO_PAYOUT_ACCOUNT.accountNumber }),
      }),
    none: () =>
      send('/api/banks/resolve', {
        method: 'POST',
        body: JSON.stringify({
          bank_code: TEST_ACCOUNTS.notFound.bankCode,
          account_number: TEST_ACCOUNTS.notFound.accountNumber,
        }),
      }),
    invalid: () =>
      send('/api/banks/resolve', { method: 'POST', body: JSON.stringify({ bank_code: '058', account_number: '12' }) }),
    /** The same look-up by the second partner. */
    foundBySecond: () =>
      send('/api/banks/resolve', {
        method: 'POST',
        body: JSON.stringify({ bank_code: '058', account_number: DEMO_PAYOUT_ACCOUNT.accountNumber }),
      }),
    what: 'account name',
  },
  'recipient look-up': {
    found: () => send(`/api/wallet/recipients?email=${encodeURIComponent(SECOND_PARTNER.email)}`),
    none: () => send('/api/wallet/recipients?email=nobody%40example.com'),
    invalid: () => send('/api/wallet/recipients?email=not-an-email'),
    foundBySecond: () => send('/api/wallet/recipients?email=demo%40example.com'),
    what: 'recipient',
  },
} as const;

const start = Date.parse('2026-11-24T09:00:00Z');
const at = (ms: number) => vi.setSystemTime(start + ms);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
  await signInDemo();
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(Object.entries(lookups))('the %s', (_, lookup) => {
  it(`answers ${LOOKUP_LIMIT} in the window, then 429 with Retry-After, and again once the oldest runs out`, async () => {
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) {
      at(i * 1_000);
      expect((await lookup.found()).status).toBe(200);
    }
    at(LOOKUP_LIMIT * 1_000);
    const before = mockState();
    expect(await lookup.found()).toEqual({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: `Too many ${lookup.what} look-ups. Try again in 10 minutes.`,
      // The oldest look-up (at 0) runs out at 10 minutes.
      retryAfter: String((LOOKUP_WINDOW_MS - LOOKUP_LIMIT * 1_000) / 1_000),
    });
    expect(mockState()).toEqual(before);

    at(LOOKUP_WINDOW_MS - 1);
    expect((await lookup.found()).retryAfter).toBe('1');
    // The oldest has run out: one more is allowed, and the next waits for the second oldest.
    at(LOOKUP_WINDOW_MS);
    expect((await lookup.found()).status).toBe(200);
    expect(await lookup.found()).toMatchObject({ status: 429, retryAfter: '1' });
    at(LOOKUP_WINDOW_MS + 1_000);
    expect((await lookup.found()).status).toBe(200);
  });

  it('counts a look-up that finds no one, not one the schema refuses, and one partner’s only', async () => {
    for (let i = 0; i < LOOKUP_LIMIT * 2; i += 1) expect((await lookup.invalid()).status).toBe(400);
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) expect((await lookup.none()).status).toBeGreaterThanOrEqual(404);
    expect(await lookup.found()).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    // A refused request is still told what is wrong with it first.
    expect((await lookup.invalid()).status).toBe(400);

    await signInSecondPartner();
    expect((await lookup.foundBySecond()).status).toBe(200);
  });
});

it('limits each look-up on its own', async () => {
  for (let i = 0; i < LOOKUP_LIMIT; i += 1) await lookups['name enquiry'].found();
  expect((await lookups['name enquiry'].found()).status).toBe(429);
  expect((await lookups['recipient look-up'].found()).status).toBe(200);
});
