import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@/api/billing';
import { toKobo } from '@/api/money';
import { getTransaction, getWallet, listTransactions } from '@/api/wallet';
import { resolveRecipient, topUp, transfer, withdraw } from '@/api/wallet-movements';
import { db } from '../db';
import { MAX_BALANCE_KOBO, setSettleDelay, settlePendingNow } from '../ledger';
import { DEMO_USER_ID, SECOND_PARTNER, VERIFICATION_CODE } from '../seed';
import { expectFailure, mockState, raw, signInAs, signInDemo, signInNewPartner, signInSecondPartner } from './helpers';
import {
  balanceOf,
  DEMO_ACCOUNT,
  expectWalletAsSeeded,
  key,
  SECOND_PARTNER_BALANCE,
  SEED_BALANCE,
  SEEDED_MOVEMENTS,
} from './wallet-fixtures';

afterEach(() => setSettleDelay(4_000));

describe('wallet: POST /api/wallet/top-up', () => {
  beforeEach(signInDemo);

  it('by card: credits the wallet at once and records a completed top-up', async () => {
    const reply = await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
    expect(reply.newBalance).toBe(SEED_BALANCE + 5_000);
    expect(reply.transaction).toMatchObject({
      type: 'credit',
      amount: 5_000,
      fee: 0,
      status: 'completed',
      category: 'top-up',
      // The partner's default saved card (the seed's Verve card).
      counterpart: { kind: 'card', name: 'Verve ••••4081', detail: 'Ada Okafor' },
    });
    expect(reply.transaction.timeline.map((e) => e.status)).toEqual(['completed']);
    expect(await getWallet()).toMatchObject({ balance: SEED_BALANCE + 5_000 });
    expect(await getTransaction(reply.transaction.id)).toEqual(reply.transaction);
    expect((await listTransactions()).items[0]).toEqual(reply.transaction);
  });

  it("by card: names the partner's default saved card", async () => {
    await createPaymentMethod({
      type: 'card',
      provider: 'Mastercard',
      accountName: 'Ada Okafor',
      accountNumber: '5399000000004321',
      isDefault: true,
    });
    const reply = await topUp({ amount: 1_000, paymentMethod: 'card' }, key());
    expect(reply.transaction.counterpart).toEqual({
      kind: 'card',
      name: 'Mastercard ••••4321',
      detail: 'Ada Okafor',
    });
  });

  it('by bank transfer: pending, not in the balance until it settles, then completed', async () => {
    const reply = await topUp({ amount: 20_000, paymentMethod: 'bank_transfer' }, key());
    expect(reply.newBalance).toBe(SEED_BALANCE);
    expect(reply.transaction).toMatchObject({
      type: 'credit',
      amount: 20_000,
      status: 'pending',
      category: 'top-up',
      counterpart: { kind: 'bank-transfer', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
    });
    expect((await getWallet()).balance).toBe(SEED_BALANCE);
    expect((await getTransaction(reply.transaction.id)).status).toBe('pending');

    expect(await settlePendingNow()).toBe(1);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 20_000);
    const settled = await getTransaction(reply.transaction.id);
    expect(settled.status).toBe('completed');
    expect(settled.timeline.map((e) => e.status)).toEqual(['pending', 'completed']);
    expect(settled.failureReason).toBeUndefined();
    // Settling again changes nothing.
    expect(await settlePendingNow()).toBe(0);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 20_000);
  });

  it('sends new_balance on the wire', async () => {
    const { status, json } = await raw('/api/wallet/top-up', {
      method: 'POST',
      headers: { 'Idempotency-Key': key() },
      body: { amount: 1_000, payment_method: 'card' },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, data: { new_balance: SEED_BALANCE + 1_000 } });
  });

  it('refuses a missing Idempotency-Key, moving no money', async () => {
    const before = mockState();
    const noKey = await raw('/api/wallet/top-up', {
      method: 'POST',
      body: { amount: 5_000, payment_method: 'card' },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.json).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(mockState()).toEqual(before);
    expect((await getWallet()).balance).toBe(SEED_BALANCE);
  });

  it('refuses to take a wallet past ₦1,000,000,000 (422), pending credits counted, changing nothing', async () => {
    db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!.balance = MAX_BALANCE_KOBO - toKobo(1_000);
    await topUp({ amount: 600, paymentMethod: 'bank_transfer' }, key());
    const before = mockState();
    await expectFailure(topUp({ amount: 500, paymentMethod: 'card' }, key()), {
      status: 422,
      code: 'WALLET_LIMIT',
      message: 'That would take your wallet past its limit of ₦1,000,000,000',
    });
    expect(mockState()).toEqual(before);
    expect((await topUp({ amount: 400, paymentMethod: 'card' }, key())).newBalance).toBe(999_999_400);
  });
});

describe('wallet: Idempotency-Key', () => {
  beforeEach(signInDemo);

  it('replays the first reply to a repeated key and moves the money once', async () => {
    const k = key();
    const first = await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
    const again = await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
    expect(again).toEqual(first);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 5_000);
    expect((await listTransactions()).total).toBe(SEEDED_MOVEMENTS + 1);

    const other = await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
    expect(other.transaction.id).not.toBe(first.transaction.id);
    expect(other.newBalance).toBe(SEED_BALANCE + 10_000);
  });

  it('a withdrawal and a transfer sent twice with one key each move the money once', async () => {
    const w = key();
    const t = key();
    const withdrawal = await withdraw({ amount: 10_000, payoutAccountId: DEMO_ACCOUNT }, w);
    expect(await withdraw({ amount: 10_000, payoutAccountId: DEMO_ACCOUNT }, w)).toEqual(withdrawal);
    const sent = await transfer({ amount: 2_000, recipientEmail: SECOND_PARTNER.email }, t);
    expect(await transfer({ amount: 2_000, recipientEmail: SECOND_PARTNER.email }, t)).toEqual(sent);
    expect((await getWallet()).balance).toBe(SEED_BALANCE - 10_025 - 2_000);
    expect((await listTransactions()).total).toBe(SEEDED_MOVEMENTS + 2);
    expect(balanceOf(SECOND_PARTNER.id)).toBe(toKobo(SECOND_PARTNER_BALANCE + 2_000));
  });

  it('replays a refusal too, even once the balance would allow the call', async () => {
    const k = key();
    const body = { amount: 200_000, payoutAccountId: DEMO_ACCOUNT };
    await expectFailure(withdraw(body, k), { status: 400, code: 'INSUFFICIENT_BALANCE' });
    await topUp({ amount: 100_000, paymentMethod: 'card' }, key());
    await expectFailure(withdraw(body, k), {
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 100_000);
  });

  it('refuses the same key on another money move (422 IDEMPOTENCY_KEY_REUSED), moving nothing', async () => {
    const k = key();
    await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
    const before = mockState();
    await expectFailure(withdraw({ amount: 2_000, payoutAccountId: DEMO_ACCOUNT }, k), {
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
    });
    expect(mockState()).toEqual(before);
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 5_000);
  });

  it("scopes keys to the partner: another partner's same key acts afresh", async () => {
    const k = key();
    await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
    await signInNewPartner();
    const reply = await topUp({ amount: 700, paymentMethod: 'card' }, k);
    expect(reply.newBalance).toBe(700);
  });
});

describe('wallet: GET /api/wallet/recipients', () => {
  beforeEach(signInDemo);

  it('names the partner an e-mail belongs to, whatever its case', async () => {
    expect(await resolveRecipient('Chidi@Riders.NG')).toEqual({ name: 'Chidi Okeke', email: 'chidi@riders.ng' });
  });

  it('404s an e-mail no partner uses, 400s one’s own and a malformed one', async () => {
    await expectFailure(resolveRecipient('ghost@example.com'), {
      status: 404,
      code: 'RECIPIENT_NOT_FOUND',
      message: 'No DeliverOS partner uses that e-mail',
    });
    await expectFailure(resolveRecipient('Demo@Example.com'), {
      status: 400,
      code: 'SELF_TRANSFER',
      message: 'You cannot send money to yourself',
    });
    const malformed = await raw('/api/wallet/recipients?email=not-an-email');
    expect(malformed).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_ERROR', message: 'email: Enter the recipient’s e-mail address' },
    });
  });
});

describe('wallet: POST /api/wallet/transfer', () => {
  beforeEach(signInDemo);

  it("moves money to another partner's wallet: a debit and a credit, one reference, both completed", async () => {
    const reply = await transfer({ amount: 7_500, recipientEmail: 'Chidi@Riders.ng', note: ' Fuel share ' }, key());
    expect(reply.newBalance).toBe(SEED_BALANCE - 7_500);
    expect(reply.transaction).toMatchObject({
      type: 'debit',
      amount: 7_500,
      fee: 0,
      category: 'transfer',
      status: 'completed',
      description: 'Transfer to Chidi Okeke — Fuel share',
      counterpart: { kind: 'partner', name: 'Chidi Okeke', detail: 'chidi@riders.ng' },
    });
    expect(balanceOf(SECOND_PARTNER.id)).toBe(toKobo(SECOND_PARTNER_BALANCE + 7_500));

    await signInSecondPartner();
    expect((await getWallet()).balance).toBe(SECOND_PARTNER_BALANCE + 7_500);
    const [received] = (await listTransactions()).items;
    expect(received).toMatchObject({
      type: 'credit',
      amount: 7_500,
      fee: 0,
      category: 'transfer',
      status: 'completed',
      reference: reply.transaction.reference,
      description: 'Transfer from Ada Okafor — Fuel share',
      counterpart: { kind: 'partner', name: 'Ada Okafor', detail: 'demo@example.com' },
    });
    expect(received?.id).not.toBe(reply.transaction.id);

    // And back.
    const back = await transfer({ amount: 500, recipientEmail: 'demo@example.com' }, key());
    expect(back.newBalance).toBe(SECOND_PARTNER_BALANCE + 7_000);
    expect(balanceOf(DEMO_USER_ID)).toBe(toKobo(SEED_BALANCE - 7_000));
  });

  it('reaches a partner who has not verified yet', async () => {
    await transfer({ amount: 1_000, recipientEmail: 'new@example.com' }, key());
    await signInAs('new@example.com', undefined, VERIFICATION_CODE);
    expect((await getWallet()).balance).toBe(1_000);
  });

  it('refuses oneself (400), an unknown recipient (404) and more than the balance (400), changing nothing', async () => {
    const before = mockState();
    await expectFailure(transfer({ amount: 100, recipientEmail: 'DEMO@example.com' }, key()), {
      status: 400,
      code: 'SELF_TRANSFER',
      message: 'You cannot send money to yourself',
    });
    await expectFailure(transfer({ amount: 100, recipientEmail: 'ghost@example.com' }, key()), {
      status: 404,
      code: 'RECIPIENT_NOT_FOUND',
      message: 'No DeliverOS partner uses that e-mail',
    });
    await expectFailure(transfer({ amount: SEED_BALANCE + 0.01, recipientEmail: SECOND_PARTNER.email }, key()), {
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    await expectWalletAsSeeded(before);
    expect(balanceOf(SECOND_PARTNER.id)).toBe(toKobo(SECOND_PARTNER_BALANCE));
  });

  it("refuses to take the recipient's wallet past its limit (422), changing neither wallet", async () => {
    db.state.wallets.find((w) => w.partnerId === SECOND_PARTNER.id)!.balance = MAX_BALANCE_KOBO - toKobo(100);
    const before = mockState();
    await expectFailure(transfer({ amount: 100.01, recipientEmail: SECOND_PARTNER.email }, key()), {
      status: 422,
      code: 'WALLET_LIMIT',
    });
    expect(mockState()).toEqual(before);
    await transfer({ amount: 100, recipientEmail: SECOND_PARTNER.email }, key());
    expect(balanceOf(SECOND_PARTNER.id)).toBe(MAX_BALANCE_KOBO);
  });

  it('may send the whole balance: no fee between DeliverOS wallets', async () => {
    const reply = await transfer({ amount: SEED_BALANCE, recipientEmail: SECOND_PARTNER.email }, key());
    expect(reply.newBalance).toBe(0);
    expect(balanceOf(SECOND_PARTNER.id)).toBe(toKobo(SECOND_PARTNER_BALANCE + SEED_BALANCE));
  });
});
