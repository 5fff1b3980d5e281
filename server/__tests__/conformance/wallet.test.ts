import { expect, it } from 'vitest';
import { as, onEveryStore, outcome, signIn } from '../support/suite';
import { balance, expectLedgerMatchesBalance, move, TEST_MODE, transactions } from '../support/wallet';
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
    await move(api(), session, '/api/wallet/top-up', { amount: 5_000, payment_method: 'card' });
    expect(await statistics('year')).toMatchObject({ total_earnings: 50_000, transaction_count: 12 });
  });
});
