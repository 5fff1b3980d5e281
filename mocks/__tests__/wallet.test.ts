import { beforeEach, describe, expect, it } from 'vitest';
import { updateDeliveryStatus } from '@/api/deliveries';
import { placeholderBankDetails } from '@/config';
import {
  getTransaction,
  getWallet,
  getWalletStatistics,
  listTransactions,
  topUp,
  transfer,
  withdraw,
} from '@/api/wallet';
import { VERIFICATION_CODE } from '../seed';
import { expectFailure, raw, signInAs, signInDemo, signInNewPartner } from './helpers';

const SEED_BALANCE = 125_000;
let keyCount = 0;
const key = () => `test-key-${++keyCount}`;

describe('wallet', () => {
  beforeEach(async () => {
    await signInDemo();
  });

  it('GET /api/wallet returns the balance in naira', async () => {
    expect(await getWallet()).toEqual({ balance: SEED_BALANCE, currency: 'NGN' });
  });

  describe('transactions', () => {
    it("lists the partner's transactions newest first", async () => {
      const page = await listTransactions();
      expect(page).toMatchObject({ total: 10, page: 1, limit: 20 });
      const dates = page.items.map((t) => Date.parse(t.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(page.items[0]?.id).toBe('txn_02');
    });

    it('filters by type and status and pages', async () => {
      const credits = await listTransactions({ type: 'credit' });
      expect(credits.total).toBe(5);
      expect(credits.items.every((t) => t.type === 'credit')).toBe(true);

      const failed = await listTransactions({ status: 'failed' });
      expect(failed.items.map((t) => t.id)).toEqual(['txn_10']);

      const pendingDebits = await listTransactions({ type: 'debit', status: 'pending' });
      expect(pendingDebits).toMatchObject({ items: [], total: 0 });

      const second = await listTransactions({ page: 2, limit: 4 });
      expect(second).toMatchObject({ total: 10, page: 2, limit: 4 });
      expect(second.items).toHaveLength(4);
      const all = await listTransactions();
      expect(second.items).toEqual(all.items.slice(4, 8));
    });

    it('returns one transaction, 404 for an unknown one', async () => {
      expect(await getTransaction('txn_01')).toMatchObject({
        type: 'credit',
        amount: 18_000,
        category: 'earning',
        reference: 'EARN-0001',
      });
      await expectFailure(getTransaction('txn_nope'), {
        status: 404,
        code: 'NOT_FOUND',
        message: 'Transaction not found',
      });
    });
  });

  describe('POST /api/wallet/top-up', () => {
    it('credits the wallet and records a completed top-up', async () => {
      const reply = await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
      expect(reply.newBalance).toBe(SEED_BALANCE + 5_000);
      expect(reply.transaction).toMatchObject({
        type: 'credit',
        amount: 5_000,
        status: 'completed',
        category: 'top-up',
      });
      expect(await getWallet()).toMatchObject({ balance: SEED_BALANCE + 5_000 });
      expect(await getTransaction(reply.transaction.id)).toEqual(reply.transaction);
      expect((await listTransactions()).items[0]).toEqual(reply.transaction);
    });

    it('sends new_balance on the wire', async () => {
      const { status, json } = await raw('/api/wallet/top-up', {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: { amount: 1_000, payment_method: 'bank_transfer' },
      });
      expect(status).toBe(200);
      expect(json).toMatchObject({ success: true, data: { new_balance: SEED_BALANCE + 1_000 } });
    });

    it('refuses a zero amount and a missing Idempotency-Key, moving no money', async () => {
      const zero = await raw('/api/wallet/top-up', {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: { amount: 0, payment_method: 'card' },
      });
      expect(zero.status).toBe(400);
      expect(zero.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      const noKey = await raw('/api/wallet/top-up', {
        method: 'POST',
        body: { amount: 5_000, payment_method: 'card' },
      });
      expect(noKey.status).toBe(400);
      expect(noKey.json).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REQUIRED' });
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first reply to a repeated key and moves the money once', async () => {
      const k = key();
      const first = await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
      const again = await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
      expect(again).toEqual(first);
      expect((await getWallet()).balance).toBe(SEED_BALANCE + 5_000);
      expect((await listTransactions()).total).toBe(11);

      const other = await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
      expect(other.transaction.id).not.toBe(first.transaction.id);
      expect(other.newBalance).toBe(SEED_BALANCE + 10_000);
    });

    it('replays a refusal too, even once the balance would allow the call', async () => {
      const k = key();
      const body = { amount: 200_000, bankDetails: placeholderBankDetails };
      await expectFailure(withdraw(body, k), { status: 400, code: 'INSUFFICIENT_BALANCE' });
      await topUp({ amount: 100_000, paymentMethod: 'card' }, key());
      await expectFailure(withdraw(body, k), {
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
      expect((await getWallet()).balance).toBe(SEED_BALANCE + 100_000);
    });

    it('scopes keys to the endpoint: the same key on another money move acts afresh', async () => {
      const k = key();
      await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
      const reply = await withdraw({ amount: 2_000, bankDetails: placeholderBankDetails }, k);
      expect(reply.transaction.category).toBe('withdrawal');
      expect(reply.newBalance).toBe(SEED_BALANCE + 3_000);
    });

    it("scopes keys to the partner: another partner's same key acts afresh", async () => {
      const k = key();
      await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
      await signInNewPartner();
      const reply = await topUp({ amount: 700, paymentMethod: 'card' }, k);
      expect(reply.newBalance).toBe(700);
    });
  });

  describe('POST /api/wallet/withdraw', () => {
    it('debits the wallet and records a completed withdrawal', async () => {
      const reply = await withdraw({ amount: 5_000, bankDetails: placeholderBankDetails }, key());
      expect(reply.newBalance).toBe(SEED_BALANCE - 5_000);
      expect(reply.transaction).toMatchObject({
        type: 'debit',
        amount: 5_000,
        status: 'completed',
        category: 'withdrawal',
      });
      expect(reply.transaction.description).toContain('6789');
      expect((await getWallet()).balance).toBe(SEED_BALANCE - 5_000);
    });

    it('may empty the wallet exactly', async () => {
      expect((await withdraw({ amount: SEED_BALANCE, bankDetails: placeholderBankDetails }, key())).newBalance).toBe(0);
    });

    it('refuses more than the balance with "Insufficient balance"', async () => {
      await expectFailure(withdraw({ amount: SEED_BALANCE + 0.01, bankDetails: placeholderBankDetails }, key()), {
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      expect((await listTransactions()).total).toBe(10);
    });

    it('refuses bank details outside the contract', async () => {
      const { status, json } = await raw('/api/wallet/withdraw', {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: {
          amount: 1_000,
          bank_details: { account_number: '12345', bank_code: '058', account_name: 'Ada Okafor' },
        },
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'bank_details.account_number: Account number must be 10 digits',
      });
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
    });
  });

  describe('POST /api/wallet/transfer', () => {
    it("moves money to another partner's wallet", async () => {
      const reply = await transfer(
        { amount: 7_500, recipientEmail: 'New@Example.com', description: 'Fuel share' },
        key(),
      );
      expect(reply.newBalance).toBe(SEED_BALANCE - 7_500);
      expect(reply.transaction).toMatchObject({
        type: 'debit',
        amount: 7_500,
        category: 'transfer',
        status: 'completed',
      });
      expect(reply.transaction.description).toContain('Bayo Adewale');

      await signInAs('new@example.com', undefined, VERIFICATION_CODE);
      expect((await getWallet()).balance).toBe(7_500);
      const [received] = (await listTransactions()).items;
      expect(received).toMatchObject({ type: 'credit', amount: 7_500, category: 'transfer' });
      expect(received?.description).toContain('Ada Okafor');
    });

    it('refuses an unknown recipient (404), oneself (400) and more than the balance (400)', async () => {
      await expectFailure(transfer({ amount: 100, recipientEmail: 'ghost@example.com' }, key()), {
        status: 404,
        code: 'NOT_FOUND',
        message: 'Recipient not found',
      });
      await expectFailure(transfer({ amount: 100, recipientEmail: 'demo@example.com' }, key()), {
        status: 400,
        code: 'INVALID_RECIPIENT',
      });
      await expectFailure(transfer({ amount: SEED_BALANCE + 1, recipientEmail: 'new@example.com' }, key()), {
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
    });
  });

  describe('GET /api/wallet/statistics', () => {
    // Seed: completed earnings 18,000 + 9,500 + 22,500; completed fees 1,800 + 950 + 2,250; all within 14 days.
    it('sums completed earnings and fees of the period (default month = last 30 days)', async () => {
      expect(await getWalletStatistics()).toEqual({
        period: 'month',
        totalEarnings: 50_000,
        platformFees: 5_000,
        transactionCount: 10,
      });
      expect(await getWalletStatistics({ period: 'all' })).toEqual({
        period: 'all',
        totalEarnings: 50_000,
        platformFees: 5_000,
        transactionCount: 10,
      });
    });

    it('ignores top-ups and withdrawals in the totals but counts them', async () => {
      await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
      await withdraw({ amount: 2_000, bankDetails: placeholderBankDetails }, key());
      expect(await getWalletStatistics({ period: 'year' })).toEqual({
        period: 'year',
        totalEarnings: 50_000,
        platformFees: 5_000,
        transactionCount: 12,
      });
    });

    it('grows when a delivery is delivered', async () => {
      await updateDeliveryStatus('dlv_0007', 'delivered');
      expect(await getWalletStatistics()).toMatchObject({
        totalEarnings: 62_000,
        platformFees: 6_200,
        transactionCount: 12,
      });
    });

    it('refuses an unknown period', async () => {
      const { status, json } = await raw('/api/wallet/statistics?period=decade');
      expect(status).toBe(400);
      expect(json.code).toBe('VALIDATION_ERROR');
    });
  });
});

describe('wallets are per partner', () => {
  it("a new partner starts at zero with no transactions and cannot read the demo's", async () => {
    await signInNewPartner();
    expect(await getWallet()).toEqual({ balance: 0, currency: 'NGN' });
    expect(await listTransactions()).toMatchObject({ items: [], total: 0 });
    await expectFailure(getTransaction('txn_01'), { status: 404, code: 'NOT_FOUND' });
    expect(await getWalletStatistics()).toEqual({
      period: 'month',
      totalEarnings: 0,
      platformFees: 0,
      transactionCount: 0,
    });
    await expectFailure(withdraw({ amount: 1, bankDetails: placeholderBankDetails }, key()), {
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
  });
});
