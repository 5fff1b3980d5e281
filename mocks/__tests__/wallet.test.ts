import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDeliveryStatus } from '@/api/deliveries';
import { createPaymentMethod } from '@/api/billing';
import { toKobo } from '@/api/money';
import { createPayoutAccount } from '@/api/payouts';
import { getTransaction, getWallet, getWalletStatistics, listTransactions } from '@/api/wallet';
import { resolveRecipient, topUp, transfer, withdraw } from '@/api/wallet-movements';
import { attachPersistence, db, type DbState } from '../db';
import { MAX_BALANCE_KOBO, setSettleDelay, settlePendingNow } from '../ledger';
import {
  DEMO_PAYOUT_ACCOUNT,
  DEMO_USER_ID,
  SECOND_PARTNER,
  SECOND_PARTNER_PAYOUT_ACCOUNT,
  TEST_ACCOUNTS,
  VERIFICATION_CODE,
} from '../seed';
import { expectFailure, mockState, raw, signInAs, signInDemo, signInNewPartner, signInSecondPartner } from './helpers';

const SEED_BALANCE = 125_000;
const SECOND_PARTNER_BALANCE = 20_000;
const DEMO_ACCOUNT = DEMO_PAYOUT_ACCOUNT.id;
let keyCount = 0;
const key = () => `test-key-${++keyCount}`;

/** The calendar day of an instant in Africa/Lagos (UTC+1, no DST). */
const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
const REFERENCE = /^TRX-\d{8}-\d{6}$/;

const balanceOf = (partnerId: string) => db.state.wallets.find((w) => w.partnerId === partnerId)?.balance ?? 0;

afterEach(() => setSettleDelay(4_000));

describe('wallet', () => {
  beforeEach(async () => {
    await signInDemo();
  });

  it('GET /api/wallet returns the balance in naira (the mock keeps kobo)', async () => {
    expect(await getWallet()).toEqual({ balance: SEED_BALANCE, currency: 'NGN' });
    expect(balanceOf(DEMO_USER_ID)).toBe(12_500_000);
    expect(Number.isInteger(balanceOf(DEMO_USER_ID))).toBe(true);
  });

  describe('transactions', () => {
    it("lists the partner's transactions newest first", async () => {
      const page = await listTransactions();
      expect(page).toMatchObject({ total: 10, page: 1, limit: 20 });
      const dates = page.items.map((t) => Date.parse(t.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(page.items[0]?.id).toBe('txn_02');
    });

    it('filters by type, status and category, and pages', async () => {
      const credits = await listTransactions({ type: 'credit' });
      expect(credits.total).toBe(5);
      expect(credits.items.every((t) => t.type === 'credit')).toBe(true);

      const failed = await listTransactions({ status: 'failed' });
      expect(failed.items.map((t) => t.id)).toEqual(['txn_10']);

      const pendingDebits = await listTransactions({ type: 'debit', status: 'pending' });
      expect(pendingDebits).toMatchObject({ items: [], total: 0 });

      const fees = await listTransactions({ category: 'fee' });
      expect(fees.items.map((t) => t.id)).toEqual(['txn_02', 'txn_04', 'txn_09']);
      const withdrawals = await listTransactions({ category: 'withdrawal', status: 'completed' });
      expect(withdrawals.items.map((t) => t.id)).toEqual(['txn_06']);

      const second = await listTransactions({ page: 2, limit: 4 });
      expect(second).toMatchObject({ total: 10, page: 2, limit: 4 });
      expect(second.items).toHaveLength(4);
      const all = await listTransactions();
      expect(second.items).toEqual(all.items.slice(4, 8));

      const filteredPage = await listTransactions({ type: 'debit', page: 2, limit: 2 });
      expect(filteredPage.total).toBe(5);
      expect(filteredPage.items).toEqual((await listTransactions({ type: 'debit' })).items.slice(2, 4));
    });

    it('filters by calendar days from/to, both included, in Africa/Lagos', async () => {
      const all = (await listTransactions({ limit: 100 })).items;
      const first = all.find((t) => t.id === 'txn_01')!;
      const day = lagosDay(Date.parse(first.date));
      const oneDay = await listTransactions({ from: day, to: day });
      expect(oneDay.items.map((t) => t.id)).toEqual(
        all.filter((t) => lagosDay(Date.parse(t.date)) === day).map((t) => t.id),
      );
      expect(oneDay.items.map((t) => t.id)).toContain('txn_01');

      const week = await listTransactions({ from: lagosDay(Date.now() - 6 * 86_400_000), to: lagosDay(Date.now()) });
      expect(week.items.map((t) => t.id).sort()).toEqual(['txn_01', 'txn_02', 'txn_03', 'txn_04', 'txn_05']);
      expect((await listTransactions({ from: lagosDay(Date.now() - 13 * 86_400_000) })).total).toBe(9);
      expect((await listTransactions({ to: lagosDay(Date.now() - 13 * 86_400_000) })).items.map((t) => t.id)).toEqual([
        'txn_10',
      ]);
    });

    it('draws the day line at midnight in Lagos (UTC+1), not in UTC', async () => {
      // 23:30 UTC on 9 March is 00:30 on 10 March in Lagos.
      db.state.transactions.push({
        partnerId: DEMO_USER_ID,
        id: 'txn_late',
        type: 'credit',
        amount: 100_000,
        fee: 0,
        description: 'Late-night earning',
        date: '2025-03-09T23:30:00.000Z',
        status: 'completed',
        category: 'earning',
        reference: 'TRX-20250310-999999',
        timeline: [{ status: 'completed', at: '2025-03-09T23:30:00.000Z' }],
      });
      const ids = async (from: string, to: string) => (await listTransactions({ from, to })).items.map((t) => t.id);
      expect(await ids('2025-03-10', '2025-03-10')).toEqual(['txn_late']);
      expect(await ids('2025-03-09', '2025-03-09')).toEqual([]);
      expect(await ids('2025-03-01', '2025-03-10')).toEqual(['txn_late']);
    });

    it('searches the reference or the description, case-insensitively', async () => {
      const failed = await getTransaction('txn_10');
      const byReference = await listTransactions({ search: failed.reference.toLowerCase().slice(4) });
      expect(byReference.items.map((t) => t.id)).toEqual(['txn_10']);
      expect((await listTransactions({ search: 'PLATFORM FEE' })).total).toBe(3);
      expect((await listTransactions({ search: 'wedding' })).items.map((t) => t.id)).toEqual(['txn_07']);
      expect(await listTransactions({ search: 'nothing like this' })).toMatchObject({ items: [], total: 0 });
      expect((await listTransactions({ search: 'fee', status: 'completed', type: 'debit' })).total).toBe(3);
    });

    it('refuses a day that does not exist, a malformed one, and a range that ends before it starts', async () => {
      const badDay = await raw('/api/wallet/transactions?from=2025-02-30');
      expect(badDay).toMatchObject({
        status: 400,
        json: { code: 'VALIDATION_ERROR', message: 'from: That day does not exist' },
      });
      const malformed = await raw('/api/wallet/transactions?to=2025-3-1');
      expect(malformed).toMatchObject({
        status: 400,
        json: { code: 'VALIDATION_ERROR', message: 'to: Use a date as YYYY-MM-DD' },
      });
      const backwards = await raw('/api/wallet/transactions?from=2025-03-10&to=2025-03-09');
      expect(backwards).toMatchObject({
        status: 400,
        json: { code: 'VALIDATION_ERROR', message: 'to: The last day must not be before the first' },
      });
    });

    it('returns one transaction in full: fee, counterpart, timeline, failure reason', async () => {
      const earning = await getTransaction('txn_01');
      expect(earning).toMatchObject({
        type: 'credit',
        amount: 18_000,
        fee: 0,
        category: 'earning',
        status: 'completed',
        counterpart: { kind: 'delivery', name: expect.stringMatching(/^DOS-\d{4}-\d{4}$/) as string },
      });
      expect(earning.timeline).toEqual([{ status: 'completed', at: earning.date }]);
      expect((await getTransaction('txn_02')).counterpart).toMatchObject({ kind: 'platform', name: 'DeliverOS' });

      const failed = await getTransaction('txn_10');
      expect(failed).toMatchObject({
        type: 'debit',
        amount: 5_000,
        fee: 10,
        status: 'failed',
        category: 'withdrawal',
        failureReason: expect.any(String) as string,
        counterpart: { kind: 'bank-account', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
      });
      expect(failed.timeline.map((e) => e.status)).toEqual(['pending', 'failed']);
      expect((await getTransaction('txn_06')).fee).toBe(25);
      expect((await getTransaction('txn_07')).timeline).toEqual([
        { status: 'pending', at: (await getTransaction('txn_07')).date },
      ]);
    });

    it("404s an unknown transaction and another partner's", async () => {
      await expectFailure(getTransaction('txn_nope'), {
        status: 404,
        code: 'NOT_FOUND',
        message: 'Transaction not found',
      });
      await expectFailure(getTransaction('txn_chidi_01'), { status: 404, code: 'NOT_FOUND' });
    });
  });

  describe('references: TRX-YYYYMMDD-NNNNNN everywhere', () => {
    it('the seed: the movement day in Lagos and a global sequence, oldest first', () => {
      const seeded = [...db.state.transactions].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      expect(seeded.every((t) => REFERENCE.test(t.reference))).toBe(true);
      expect(seeded.map((t) => t.reference.slice(4, 12))).toEqual(
        seeded.map((t) => lagosDay(Date.parse(t.date)).replace(/-/g, '')),
      );
      expect(seeded.map((t) => Number(t.reference.slice(-6)))).toEqual(seeded.map((_, i) => i + 1));
    });

    it('every new movement takes the next number, on the day it happens', async () => {
      const today = lagosDay(Date.now()).replace(/-/g, '');
      const next = db.state.transactions.length + 1;
      const top = await topUp({ amount: 1_000, paymentMethod: 'card' }, key());
      expect(top.transaction.reference).toBe(`TRX-${today}-${String(next).padStart(6, '0')}`);
      const out = await withdraw({ amount: 1_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(out.transaction.reference).toBe(`TRX-${today}-${String(next + 1).padStart(6, '0')}`);
      await updateDeliveryStatus('dlv_0007', 'delivered');
      const [fee, earning] = (await listTransactions()).items;
      expect([earning?.reference, fee?.reference]).toEqual([
        `TRX-${today}-${String(next + 2).padStart(6, '0')}`,
        `TRX-${today}-${String(next + 3).padStart(6, '0')}`,
      ]);
    });
  });

  describe('POST /api/wallet/top-up', () => {
    it('by card: credits the wallet at once and records a completed top-up', async () => {
      const reply = await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
      expect(reply.newBalance).toBe(SEED_BALANCE + 5_000);
      expect(reply.transaction).toMatchObject({
        type: 'credit',
        amount: 5_000,
        fee: 0,
        status: 'completed',
        category: 'top-up',
        counterpart: { kind: 'card', name: 'Card ••••4242' },
      });
      expect(reply.transaction.timeline.map((e) => e.status)).toEqual(['completed']);
      expect(await getWallet()).toMatchObject({ balance: SEED_BALANCE + 5_000 });
      expect(await getTransaction(reply.transaction.id)).toEqual(reply.transaction);
      expect((await listTransactions()).items[0]).toEqual(reply.transaction);
    });

    it("by card: names the partner's saved card when there is one", async () => {
      await createPaymentMethod({
        type: 'card',
        provider: 'Mastercard',
        accountName: 'Ada Okafor',
        accountNumber: '5399000000004321',
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

      expect(settlePendingNow()).toBe(1);
      expect((await getWallet()).balance).toBe(SEED_BALANCE + 20_000);
      const settled = await getTransaction(reply.transaction.id);
      expect(settled.status).toBe('completed');
      expect(settled.timeline.map((e) => e.status)).toEqual(['pending', 'completed']);
      expect(settled.failureReason).toBeUndefined();
      // Settling again changes nothing.
      expect(settlePendingNow()).toBe(0);
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

    it('a withdrawal and a transfer sent twice with one key each move the money once', async () => {
      const w = key();
      const t = key();
      const withdrawal = await withdraw({ amount: 10_000, payoutAccountId: DEMO_ACCOUNT }, w);
      expect(await withdraw({ amount: 10_000, payoutAccountId: DEMO_ACCOUNT }, w)).toEqual(withdrawal);
      const sent = await transfer({ amount: 2_000, recipientEmail: SECOND_PARTNER.email }, t);
      expect(await transfer({ amount: 2_000, recipientEmail: SECOND_PARTNER.email }, t)).toEqual(sent);
      expect((await getWallet()).balance).toBe(SEED_BALANCE - 10_025 - 2_000);
      expect((await listTransactions()).total).toBe(12);
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

    it('scopes keys to the endpoint: the same key on another money move acts afresh', async () => {
      const k = key();
      await topUp({ amount: 5_000, paymentMethod: 'card' }, k);
      const reply = await withdraw({ amount: 2_000, payoutAccountId: DEMO_ACCOUNT }, k);
      expect(reply.transaction.category).toBe('withdrawal');
      expect(reply.newBalance).toBe(SEED_BALANCE + 3_000 - 10);
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
    it('records a pending withdrawal with its fee; the balance drops by amount + fee at once', async () => {
      const reply = await withdraw({ amount: 5_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(reply.newBalance).toBe(SEED_BALANCE - 5_010);
      expect(reply.transaction).toMatchObject({
        type: 'debit',
        amount: 5_000,
        fee: 10,
        status: 'pending',
        category: 'withdrawal',
        description: 'Withdrawal to GTBank ••6789',
        counterpart: { kind: 'bank-account', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
      });
      expect(reply.transaction.reference).toMatch(REFERENCE);
      expect(reply.transaction.timeline.map((e) => e.status)).toEqual(['pending']);
      expect(reply.transaction.failureReason).toBeUndefined();
      expect((await getWallet()).balance).toBe(SEED_BALANCE - 5_010);
      expect(balanceOf(DEMO_USER_ID)).toBe(toKobo(SEED_BALANCE) - 501_000);
    });

    it('charges the fee of its tier: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above', async () => {
      const fees = [];
      for (const amount of [100, 5_000, 5_000.01, 50_000, 50_000.01]) {
        fees.push((await withdraw({ amount, payoutAccountId: DEMO_ACCOUNT }, key())).transaction.fee);
      }
      expect(fees).toEqual([10, 10, 25, 25, 50]);
      // 125,000 − (110,100.02 moved + 120 of fees), to the kobo.
      expect((await getWallet()).balance).toBe(14_779.98);
    });

    it('settles to completed (settlePendingNow): the timeline gains the event, the balance stays', async () => {
      const { transaction } = await withdraw({ amount: 5_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(settlePendingNow()).toBe(1);
      const settled = await getTransaction(transaction.id);
      expect(settled).toMatchObject({ status: 'completed', amount: 5_000, fee: 10 });
      expect(settled.timeline.map((e) => e.status)).toEqual(['pending', 'completed']);
      expect(settled.timeline[1]?.note).toBe('Paid into GTBank ••••6789');
      expect(settled.failureReason).toBeUndefined();
      expect((await getWallet()).balance).toBe(SEED_BALANCE - 5_010);
      expect((await listTransactions({ status: 'pending', category: 'withdrawal' })).total).toBe(0);
    });

    it('fails for an account ending in 0000 and gives back amount + fee in the same step', async () => {
      const dormant = await createPayoutAccount(TEST_ACCOUNTS.dormant);
      const { transaction, newBalance } = await withdraw({ amount: 20_000, payoutAccountId: dormant.id }, key());
      expect(newBalance).toBe(SEED_BALANCE - 20_025);
      expect(transaction.status).toBe('pending');

      settlePendingNow();
      const failed = await getTransaction(transaction.id);
      expect(failed).toMatchObject({
        status: 'failed',
        amount: 20_000,
        fee: 25,
        failureReason: 'The bank refused the transfer: account dormant',
      });
      expect(failed.timeline.map((e) => e.status)).toEqual(['pending', 'failed']);
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      expect((await listTransactions()).total).toBe(11);
    });

    it('settles on the first request after its time, without any timer', async () => {
      setSettleDelay(0);
      const { transaction } = await withdraw({ amount: 1_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(transaction.status).toBe('pending');
      expect((await getTransaction(transaction.id)).status).toBe('completed');
    });

    it('stays pending until the settle delay has passed (4 s by default)', async () => {
      const { transaction } = await withdraw({ amount: 1_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect((await getTransaction(transaction.id)).status).toBe('pending');
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 4_100);
      const settled = await getTransaction(transaction.id);
      expect(settled.status).toBe('completed');
      // It settled when the bank answered, not when someone looked.
      expect(Date.parse(settled.timeline[1]!.at)).toBeLessThanOrEqual(now + 4_000);
    });

    it('settles after a reload of the persisted state (the browser mock), all at once', async () => {
      let stored: unknown = null;
      const memory = {
        load: () => stored,
        save: (state: DbState) => {
          stored = JSON.parse(JSON.stringify(state));
        },
        clear: () => {
          stored = null;
        },
      };
      try {
        attachPersistence(memory);
        await signInDemo();
        const dormant = await createPayoutAccount(TEST_ACCOUNTS.dormant);
        const { transaction } = await withdraw({ amount: 3_000, payoutAccountId: dormant.id }, key());
        // The page reloads: the state comes back from storage, no timer survived.
        attachPersistence(memory);
        vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
        expect((await getTransaction(transaction.id)).status).toBe('failed');
        expect((await getWallet()).balance).toBe(SEED_BALANCE);
        const saved = stored as DbState;
        expect(saved.transactions.find((t) => t.id === transaction.id)?.status).toBe('failed');
        expect(saved.wallets.find((w) => w.partnerId === DEMO_USER_ID)?.balance).toBe(toKobo(SEED_BALANCE));
      } finally {
        attachPersistence(null);
      }
    });

    it('may empty the wallet exactly, fee included', async () => {
      const reply = await withdraw({ amount: SEED_BALANCE - 50, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(reply.newBalance).toBe(0);
    });

    it('refuses more than the balance once the fee is added, changing nothing', async () => {
      const before = mockState();
      for (const amount of [SEED_BALANCE, SEED_BALANCE - 49.99, 1_000_000]) {
        await expectFailure(withdraw({ amount, payoutAccountId: DEMO_ACCOUNT }, key()), {
          status: 400,
          code: 'INSUFFICIENT_BALANCE',
          message: 'Insufficient balance',
        });
      }
      expect(mockState()).toEqual(before);
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      expect((await listTransactions()).total).toBe(10);
    });

    it("refuses another partner's payout account and an unknown one (404), changing nothing", async () => {
      const before = mockState();
      await expectFailure(withdraw({ amount: 1_000, payoutAccountId: SECOND_PARTNER_PAYOUT_ACCOUNT.id }, key()), {
        status: 404,
        code: 'NOT_FOUND',
        message: 'Payout account not found',
      });
      await expectFailure(withdraw({ amount: 1_000, payoutAccountId: 'pa_nope' }, key()), {
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(mockState()).toEqual(before);
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      expect((await listTransactions()).total).toBe(10);
    });

    it('refuses the old bank_details body: a payout account is required', async () => {
      const before = mockState();
      const { status, json } = await raw('/api/wallet/withdraw', {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: {
          amount: 1_000,
          bank_details: { account_number: '0123456789', bank_code: '058', account_name: 'Ada Okafor' },
        },
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(json.message).toMatch(/^payout_account_id: /);
      expect(mockState()).toEqual(before);
    });
  });

  describe('GET /api/wallet/recipients', () => {
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

  describe('POST /api/wallet/transfer', () => {
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
      expect(mockState()).toEqual(before);
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      expect((await listTransactions()).total).toBe(10);
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

    it('ignores top-ups, withdrawals and their fees in the totals but counts them', async () => {
      await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
      await withdraw({ amount: 2_000, payoutAccountId: DEMO_ACCOUNT }, key());
      expect(await getWalletStatistics({ period: 'year' })).toEqual({
        period: 'year',
        totalEarnings: 50_000,
        platformFees: 5_000,
        transactionCount: 12,
      });
    });

    it('grows when a delivery is delivered, to the kobo', async () => {
      await updateDeliveryStatus('dlv_0007', 'delivered');
      expect(await getWalletStatistics()).toMatchObject({
        totalEarnings: 62_000,
        platformFees: 6_200,
        transactionCount: 12,
      });
      expect((await getWallet()).balance).toBe(SEED_BALANCE + 12_000 - 1_200);
    });

    it('refuses an unknown period', async () => {
      const { status, json } = await raw('/api/wallet/statistics?period=decade');
      expect(status).toBe(400);
      expect(json.code).toBe('VALIDATION_ERROR');
    });
  });
});

describe('wallets are per partner', () => {
  it("a new partner starts at zero with no transactions and cannot read or use the demo's", async () => {
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
    const before = mockState();
    await expectFailure(withdraw({ amount: 100, payoutAccountId: DEMO_ACCOUNT }, key()), {
      status: 404,
      code: 'NOT_FOUND',
    });
    await expectFailure(transfer({ amount: 100, recipientEmail: 'demo@example.com' }, key()), {
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(mockState()).toEqual(before);
  });
});
