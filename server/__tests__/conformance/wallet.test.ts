import { expect, it } from 'vitest';
import { as, onEveryStore, outcome, signIn } from '../support/suite';
import { move, transactions } from '../support/wallet';

/*
 * The wallet on every store: the history with its filters, search and pages, one movement, the
 * statistics (docs/api-contract.md, Wallet).
 */

onEveryStore('the history', (api) => {
  it('lists the partner’s movements newest first, and pages them', async () => {
    const session = await signIn(api());
    const all = await transactions(api(), session, 'limit=100');
    expect(all.total).toBe(10);
    expect(all.items[0]?.id).toBe('txn_02');
    const dates = all.items.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await transactions(api(), session, 'page=2&limit=4');
    expect(second).toMatchObject({ total: 10, page: 2, limit: 4 });
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
    expect(await statistics('all')).toMatchObject({ total_earnings: 50_000, transaction_count: 10 });
    await move(api(), session, '/api/wallet/top-up', { amount: 5_000, payment_method: 'card' });
    expect(await statistics('year')).toMatchObject({ total_earnings: 50_000, transaction_count: 11 });
  });
});
