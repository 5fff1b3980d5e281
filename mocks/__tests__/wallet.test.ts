import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getTransaction, getWallet, getWalletStatistics, listTransactions } from '@/api/wallet';
import { topUp, transfer, withdraw } from '@/api/wallet-movements';
import { db } from '../db';
import { setSettleDelay } from '../ledger';
import { DEMO_USER_ID } from '../seed';
import { expectFailure, mockState, raw, signInDemo, signInNewPartner, deliverWithProof } from './helpers';
import { balanceOf, DEMO_ACCOUNT, key, lagosDay, REFERENCE, SEED_BALANCE, SEEDED_MOVEMENTS } from './wallet-fixtures';

afterEach(() => setSettleDelay(4_000));

describe('wallet: GET /api/wallet', () => {
  beforeEach(signInDemo);

  it('GET /api/wallet returns the balance in naira (the mock keeps kobo)', async () => {
    expect(await getWallet()).toEqual({ balance: SEED_BALANCE, currency: 'NGN' });
    expect(balanceOf(DEMO_USER_ID)).toBe(12_500_000);
    expect(Number.isInteger(balanceOf(DEMO_USER_ID))).toBe(true);
  });
});

describe('wallet: transactions', () => {
  beforeEach(signInDemo);

  it("lists the partner's transactions newest first", async () => {
    const page = await listTransactions();
    expect(page).toMatchObject({ total: SEEDED_MOVEMENTS, page: 1, limit: 20 });
    const dates = page.items.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.items[0]?.id).toBe('txn_02');
  });

  it('filters by type, status and category, and pages', async () => {
    const credits = await listTransactions({ type: 'credit' });
    // The opening balance is a credit too.
    expect(credits.total).toBe(6);
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
    expect(second).toMatchObject({ total: SEEDED_MOVEMENTS, page: 2, limit: 4 });
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
      'txn_open_usr_demo',
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

describe('wallet: references: TRX-YYYYMMDD-NNNNNN everywhere', () => {
  beforeEach(signInDemo);

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
    await deliverWithProof('dlv_0007');
    const [fee, earning] = (await listTransactions()).items;
    expect([earning?.reference, fee?.reference]).toEqual([
      `TRX-${today}-${String(next + 2).padStart(6, '0')}`,
      `TRX-${today}-${String(next + 3).padStart(6, '0')}`,
    ]);
  });
});

describe('wallet: GET /api/wallet/statistics', () => {
  beforeEach(signInDemo);

  // Seed: completed earnings 18,000 + 9,500 + 22,500; completed fees 1,800 + 950 + 2,250; all within 14 days.
  it('sums completed earnings and fees of the period (default month = last 30 days)', async () => {
    expect(await getWalletStatistics()).toEqual({
      period: 'month',
      totalEarnings: 50_000,
      platformFees: 5_000,
      transactionCount: 10,
    });
    // All time counts the opening balance, 90 days ago.
    expect(await getWalletStatistics({ period: 'all' })).toEqual({
      period: 'all',
      totalEarnings: 50_000,
      platformFees: 5_000,
      transactionCount: SEEDED_MOVEMENTS,
    });
  });

  it('ignores top-ups, withdrawals and their fees in the totals but counts them', async () => {
    await topUp({ amount: 5_000, paymentMethod: 'card' }, key());
    await withdraw({ amount: 2_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect(await getWalletStatistics({ period: 'year' })).toEqual({
      period: 'year',
      totalEarnings: 50_000,
      platformFees: 5_000,
      transactionCount: SEEDED_MOVEMENTS + 2,
    });
  });

  it('grows when a delivery is delivered, to the kobo', async () => {
    await deliverWithProof('dlv_0007');
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
