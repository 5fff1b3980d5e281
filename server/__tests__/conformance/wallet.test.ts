import { afterEach, expect, it, vi } from 'vitest';
import { lagosDay } from '../../domain/calendar';
import { as, onEveryStore, outcome, refusalOf, signIn, signInNewPartner } from '../support/suite';
import {
  balance,
  expectLedgerMatchesBalance,
  move,
  movement,
  TEST_MODE,
  transactions,
  type WireTransaction,
} from '../support/wallet';
import type { Target } from '../support/target';

/*
 * The wallet on every store: balances, the ledger that explains them, the history with its
 * filters, search and pages, one movement, the statistics (docs/api-contract.md, Wallet).
 */

const partners = [
  { email: 'demo@example.com', balance: 125_000 },
  { email: 'chidi@riders.ng', balance: 20_000 },
  { email: 'new@example.com', balance: 0, code: '123456' },
];

const signInEach = (api: Target) =>
  Promise.all(
    partners.map(async (partner) => ({
      ...partner,
      session: await signIn(api, partner.email, undefined, partner.code ? { verification_code: partner.code } : {}),
    })),
  );

onEveryStore('the ledger', (api) => {
  it('explains every balance of the seed, live and in the sandbox: the balance is the sum of the ledger', async () => {
    for (const { session, balance: seeded } of await signInEach(api())) {
      expect(await balance(api(), session)).toBe(seeded);
      await expectLedgerMatchesBalance(api(), session);
      expect(await balance(api(), session, TEST_MODE)).toBe(1_000_000);
      await expectLedgerMatchesBalance(api(), session, TEST_MODE);
    }
  });

  it('still does after movements of every kind, settled or not', async () => {
    const [demo, chidi] = await signInEach(api());
    const dormant = await api().call(
      '/api/payout-accounts',
      as(demo!.session, { body: { bank_code: '058', account_number: '0120060000' } }),
    );
    const steps: Array<[string, object]> = [
      ['/api/wallet/top-up', { amount: 20_000, payment_method: 'card' }],
      ['/api/wallet/top-up', { amount: 3_000, payment_method: 'bank_transfer' }],
      ['/api/wallet/withdraw', { amount: 15_000, payout_account_id: 'pa_demo_gtbank' }],
      ['/api/wallet/withdraw', { amount: 4_000, payout_account_id: (dormant.json.data as { id: string }).id }],
      ['/api/wallet/transfer', { amount: 7_500.5, recipient_email: 'chidi@riders.ng', note: 'Fuel' }],
    ];
    for (const [path, body] of steps) expect((await move(api(), demo!.session, path, body)).status).toBe(200);
    await expectLedgerMatchesBalance(api(), demo!.session);
    await api().settle();
    for (const { session } of [demo!, chidi!]) await expectLedgerMatchesBalance(api(), session);
    expect(await balance(api(), demo!.session)).toBe(125_000 + 20_000 + 3_000 - 15_025 - 7_500.5);
  });
});

onEveryStore('the history', (api) => {
  it('lists the partner’s movements newest first, the opening balance last, and pages them', async () => {
    const session = await signIn(api());
    const all = await transactions(api(), session, 'limit=100');
    expect(all.total).toBe(11);
    expect(all.items[0]?.id).toBe('txn_02');
    expect(all.items.at(-1)).toMatchObject({ description: 'Opening balance', type: 'credit', amount: 60_025 });
    const dates = all.items.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await transactions(api(), session, 'page=2&limit=4');
    expect(second).toMatchObject({ total: 11, page: 2, limit: 4 });
    expect(second.items).toEqual(all.items.slice(4, 8));
  });

  it('filters by type, status, category and Lagos days, and searches references and descriptions', async () => {
    const session = await signIn(api());
    const ids = async (query: string) => (await transactions(api(), session, query)).items.map((t) => t.id);
    const credits = await transactions(api(), session, 'type=credit');
    // The opening balance is a credit too.
    expect({ total: credits.total, types: [...new Set(credits.items.map((t) => t.type))] }).toEqual({
      total: 6,
      types: ['credit'],
    });
    expect(await ids('type=debit&status=pending')).toEqual([]);
    expect(await ids('category=fee')).toEqual(['txn_02', 'txn_04', 'txn_09']);
    expect(await ids('status=failed')).toEqual(['txn_10']);
    expect(await ids('category=withdrawal&status=completed')).toEqual(['txn_06']);
    expect((await transactions(api(), session, 'type=debit&page=2&limit=2')).total).toBe(5);
    expect(await ids('search=wedding')).toEqual(['txn_07']);
    expect((await transactions(api(), session, 'search=PLATFORM%20FEE')).total).toBe(3);
    // A search is text, never a pattern: % and _ match themselves only (the fees' "(10%)"; no _ anywhere).
    expect(await ids('search=%25')).toEqual(['txn_02', 'txn_04', 'txn_09']);
    expect((await transactions(api(), session, 'search=_')).total).toBe(0);
    const failed = (await transactions(api(), session, 'status=failed')).items[0]!;
    expect(await ids(`search=${failed.reference.toLowerCase().slice(4)}`)).toEqual(['txn_10']);
    const day = new Date(Date.parse(failed.date) + 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`from=${day}&to=${day}`)).toContain('txn_10');
    const daysAgo = (days: number) => lagosDay(Date.now() - days * 86_400_000);
    expect((await ids(`from=${daysAgo(6)}&to=${daysAgo(0)}`)).sort()).toEqual([
      'txn_01',
      'txn_02',
      'txn_03',
      'txn_04',
      'txn_05',
    ]);
    expect((await transactions(api(), session, `from=${daysAgo(13)}`)).total).toBe(9);
    expect(await ids(`to=${daysAgo(13)}`)).toEqual(['txn_10', 'txn_open_usr_demo']);
    expect(refusalOf(await api().call('/api/wallet/transactions?to=2025-3-1', as(session)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'to: Use a date as YYYY-MM-DD',
    });
    expect(outcome(await api().call('/api/wallet/transactions?from=2025-02-30', as(session)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const backwards = await api().call('/api/wallet/transactions?from=2025-03-10&to=2025-03-09', as(session));
    expect(backwards.json.message).toBe('to: The last day must not be before the first');
  });

  it('shows one movement in full, and another partner’s as absent (404)', async () => {
    const session = await signIn(api());
    const failed = await api().call('/api/wallet/transactions/txn_10', as(session));
    expect(failed.json.data).toMatchObject({
      type: 'debit',
      amount: 5_000,
      fee: 10,
      status: 'failed',
      category: 'withdrawal',
      failure_reason: 'The bank did not confirm the transfer in time',
      counterpart: { kind: 'bank-account', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
    });
    const one = async (id: string) =>
      (await api().call(`/api/wallet/transactions/${id}`, as(session))).json.data as WireTransaction;
    const earning = await one('txn_01');
    expect(earning).toMatchObject({
      type: 'credit',
      amount: 18_000,
      fee: 0,
      category: 'earning',
      status: 'completed',
      counterpart: { kind: 'delivery', name: expect.stringMatching(/^DOS-\d{4}-\d{4}$/) as string },
    });
    expect(earning.timeline).toEqual([{ status: 'completed', at: earning.date }]);
    expect((await one('txn_02')).counterpart).toMatchObject({ kind: 'platform', name: 'DeliverOS' });
    expect((failed.json.data as WireTransaction).timeline.map((e) => e.status)).toEqual(['pending', 'failed']);
    expect((await one('txn_06')).fee).toBe(25);
    const pending = await one('txn_07');
    expect(pending.timeline).toEqual([{ status: 'pending', at: pending.date }]);
    const theirs = await api().call('/api/wallet/transactions/txn_chidi_01', as(session));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(theirs.json.message).toBe('Transaction not found');
  });
});

onEveryStore('the statistics', (api) => {
  it('sum the completed earnings and fees of the period and count its movements', async () => {
    const session = await signIn(api());
    const statistics = async (period: string) =>
      (await api().call(`/api/wallet/statistics?period=${period}`, as(session))).json.data;
    expect(await statistics('month')).toEqual({
      period: 'month',
      total_earnings: 50_000,
      platform_fees: 5_000,
      transaction_count: 10,
    });
    expect(await statistics('all')).toMatchObject({ total_earnings: 50_000, transaction_count: 11 });
    // A top-up and a withdrawal with its fee are counted, but neither an earning nor a platform fee.
    await move(api(), session, '/api/wallet/top-up', { amount: 5_000, payment_method: 'card' });
    await move(api(), session, '/api/wallet/withdraw', { amount: 2_000, payout_account_id: 'pa_demo_gtbank' });
    expect(await statistics('year')).toEqual({
      period: 'year',
      total_earnings: 50_000,
      platform_fees: 5_000,
      transaction_count: 13,
    });
    expect(outcome(await api().call('/api/wallet/statistics?period=decade', as(session)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });
});

onEveryStore('a new partner’s wallet', (api) => {
  it('is empty: no balance, no movement, nothing in the statistics, the demo’s movements absent (404)', async () => {
    const session = await signInNewPartner(api());
    expect((await api().call('/api/wallet', as(session))).json.data).toEqual({ balance: 0, currency: 'NGN' });
    expect(await transactions(api(), session)).toMatchObject({ items: [], total: 0 });
    expect((await api().call('/api/wallet/statistics', as(session))).json.data).toEqual({
      period: 'month',
      total_earnings: 0,
      platform_fees: 0,
      transaction_count: 0,
    });
    expect(outcome(await api().call('/api/wallet/transactions/txn_01', as(session)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

/** A reference's day (YYYYMMDD) and number: TRX-YYYYMMDD-NNNNNN. */
const referenceOf = (t: Pick<WireTransaction, 'reference'>) => {
  const [, day, number] = /^TRX-(\d{8})-(\d{6})$/.exec(t.reference) ?? [];
  return { day, number: Number(number) };
};

onEveryStore('references', (api) => {
  afterEach(() => vi.useRealTimers());

  it('name each seeded movement by its Lagos day and a sequence, oldest first', async () => {
    const session = await signIn(api());
    const oldestFirst = (await transactions(api(), session, 'limit=100')).items.reverse();
    expect(oldestFirst.map((t) => referenceOf(t).day)).toEqual(
      oldestFirst.map((t) => lagosDay(Date.parse(t.date)).replace(/-/g, '')),
    );
    const numbers = oldestFirst.map((t) => referenceOf(t).number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('name each new movement by the Lagos day it happens on and the next number; the history files it there', async () => {
    // 23:30 UTC on 9 March 2025 is 00:30 on the 10th in Lagos.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-03-09T23:30:00.000Z') });
    const session = await signIn(api());
    const top = movement(await move(api(), session, '/api/wallet/top-up', { amount: 1_000, payment_method: 'card' }));
    const out = movement(
      await move(api(), session, '/api/wallet/withdraw', { amount: 1_000, payout_account_id: 'pa_demo_gtbank' }),
    );
    expect(referenceOf(top.transaction).day).toBe('20250310');
    expect(referenceOf(out.transaction)).toEqual({ day: '20250310', number: referenceOf(top.transaction).number + 1 });
    const ids = async (query: string) => (await transactions(api(), session, query)).items.map((t) => t.id).sort();
    expect(await ids('from=2025-03-10&to=2025-03-10')).toEqual([top.transaction.id, out.transaction.id].sort());
    expect(await ids('from=2025-03-09&to=2025-03-09')).toEqual([]);
    expect(await ids('from=2025-03-01&to=2025-03-10')).toEqual([top.transaction.id, out.transaction.id].sort());
  });
});
