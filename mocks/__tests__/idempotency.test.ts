import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getWallet, listTransactions } from '@/api/wallet';
import { topUp } from '@/api/wallet-movements';
import { db } from '../db';
import { sha256Hex } from '@server/domain/sha256';
import { canonicalJson } from '@server/http/fingerprint';
import { SECOND_PARTNER } from '../seed';
import { expectFailure, mockState, raw, signInDemo } from './helpers';
import { DEMO_ACCOUNT, key, SEED_BALANCE, SEEDED_MOVEMENTS } from './wallet-fixtures';

/*
 * Issue 25: an Idempotency-Key belongs to one request (method, path, body). The same request
 * again replays the first reply; another request under the key is refused with 422
 * IDEMPOTENCY_KEY_REUSED and changes nothing — not even the key's stored reply.
 */

const REUSED = {
  status: 422,
  json: {
    success: false,
    data: null,
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: 'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
    // A refusal to a signed-in partner says which mode refused it (docs/api-contract.md, Test mode).
    livemode: true,
  },
};

const topUpRaw = (idempotencyKey: string, body: unknown) =>
  raw('/api/wallet/top-up', { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body });

describe('Idempotency-Key: one key, one request', () => {
  beforeEach(signInDemo);

  it('refuses the key with another body (422), changing nothing; the first body still replays', async () => {
    const k = key();
    const first = await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
    const before = JSON.stringify(db.state);

    await expectFailure(topUp({ amount: 7_000, paymentMethod: 'card' }, k), {
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: REUSED.json.message,
    });
    expect(await topUpRaw(k, { amount: 5_000, payment_method: 'bank_transfer' })).toEqual(REUSED);
    expect(JSON.stringify(db.state)).toBe(before);

    expect(await topUp({ amount: 5_000, paymentMethod: 'card' }, k)).toEqual(first);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 5_000);
    expect((await listTransactions()).total).toBe(SEEDED_MOVEMENTS + 1);
  });

  it('refuses a key over 255 characters (400), moving no money; 255 is taken', async () => {
    const before = JSON.stringify(db.state);
    expect(await topUpRaw('k'.repeat(256), { amount: 5_000, payment_method: 'card' })).toEqual({
      status: 400,
      json: {
        success: false,
        data: null,
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message: 'Idempotency-Key must be at most 255 characters',
        livemode: true,
      },
    });
    expect(JSON.stringify(db.state)).toBe(before);
    expect((await topUpRaw('k'.repeat(255), { amount: 5_000, payment_method: 'card' })).status).toBe(200);
  });

  it('takes the same body with its keys in another order, or other spacing, as the same request', async () => {
    const k = key();
    const first = await topUpRaw(k, '{"amount":2500,"payment_method":"card"}');
    expect(first.status).toBe(200);
    expect(await topUpRaw(k, '{ "payment_method": "card",\n  "amount": 2500 }')).toEqual(first);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 2_500);
  });

  it('refuses the key on another endpoint or with another body after a stored refusal too', async () => {
    const k = key();
    const refused = await raw('/api/wallet/withdraw', {
      method: 'POST',
      headers: { 'Idempotency-Key': k },
      body: { amount: 900_000, payout_account_id: DEMO_ACCOUNT },
    });
    expect(refused).toMatchObject({ status: 400, json: { code: 'INSUFFICIENT_BALANCE' } });
    const before = mockState();
    const transferred = await raw('/api/wallet/transfer', {
      method: 'POST',
      headers: { 'Idempotency-Key': k },
      body: { amount: 100, recipient_email: SECOND_PARTNER.email },
    });
    expect(transferred).toEqual(REUSED);
    const smaller = await raw('/api/wallet/withdraw', {
      method: 'POST',
      headers: { 'Idempotency-Key': k },
      body: { amount: 100, payout_account_id: DEMO_ACCOUNT },
    });
    expect(smaller).toEqual(REUSED);
    expect(mockState()).toEqual(before);
  });

  it('stores nothing for a body refused by validation: the same key then acts on the fixed body', async () => {
    const k = key();
    expect(await topUpRaw(k, '{"amount":1e307,"payment_method":"card"}')).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_ERROR' },
    });
    expect((await topUp({ amount: 800, paymentMethod: 'card' }, k)).newBalance).toBe(SEED_BALANCE + 800);
  });

  it('of 20 concurrent top-ups with one key and 20 amounts, exactly one acts; the rest get 422', async () => {
    const k = key();
    const before = (await listTransactions()).total;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => topUpRaw(k, { amount: 100 + i, payment_method: 'card' })),
    );
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200)).toEqual(Array.from({ length: 19 }, () => REUSED));
    const amount = (accepted[0]!.json.data as { transaction: { amount: number } }).transaction.amount;
    expect((await getWallet()).balance).toBe(SEED_BALANCE + amount);
    expect((await listTransactions()).total).toBe(before + 1);
    expect(db.state.idempotency.filter((r) => r.key === k)).toHaveLength(1);
  });

  it('of 20 concurrent top-ups with one key and one body, one acts and all get its reply', async () => {
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => topUpRaw(k, { amount: 300, payment_method: 'card' })),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]?.status).toBe(200);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 300);
  });
});

describe('the request fingerprint (mocks/fingerprint.ts)', () => {
  it('is SHA-256: the same digest as node:crypto, across block boundaries and non-ASCII text', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), 'c'.repeat(1_000), 'Ọ̀yọ́ ₦ 🚚']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('writes JSON canonically: keys sorted at every level, arrays in order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[2,{"c":null,"d":1}]}');
    expect(canonicalJson(null)).toBe('null');
  });
});
