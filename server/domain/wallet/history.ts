import type { z } from 'zod/mini';
import { toNaira } from '@/api/money';
import type { Transaction, transactionListQuery, TransactionPage, Wallet, WalletStatistics } from '@/api/schemas';
import { DAY_MS, lagosDayRange } from '../calendar';
import { notFound } from '../errors';
import type { Tx } from '../ports';
import { balanceOf, publicTransaction } from './ledger';
import type { TransactionFilter } from './port';

/* What a partner reads of its wallet: the balance, its movements, one movement, the statistics. */

export const getWallet = async (tx: Tx, partnerId: string): Promise<Wallet> => ({
  balance: toNaira(await balanceOf(tx, partnerId)),
  currency: 'NGN',
});

type TransactionQuery = z.output<typeof transactionListQuery>;

/** The filters of GET /api/wallet/transactions: calendar days are Africa/Lagos days, both ends included. */
function filterOf(query: TransactionQuery): TransactionFilter {
  const { from, to } = lagosDayRange(query);
  const search = query.search?.trim().toLowerCase();
  return { type: query.type, status: query.status, category: query.category, from, to, search: search || undefined };
}

/** The partner's movements that match, newest first, one page. */
export async function listTransactions(tx: Tx, partnerId: string, query: TransactionQuery): Promise<TransactionPage> {
  const { items, total } = await tx.transactions.page(partnerId, filterOf(query), query);
  return { items: items.map(publicTransaction), total, page: query.page, limit: query.limit };
}

export async function getTransaction(tx: Tx, partnerId: string, id: string | undefined): Promise<Transaction> {
  const record = id === undefined ? undefined : await tx.transactions.byId(partnerId, id);
  if (!record) throw notFound('Transaction');
  return publicTransaction(record);
}

/**
 * The statistics' windows are rolling, not calendar-based: `week` = the last 7 days, `month` =
 * the last 30 days, `quarter` = 90, `year` = the last 365 days, `all` = everything.
 */
export const periodDays = { week: 7, month: 30, quarter: 90, year: 365, all: Number.POSITIVE_INFINITY } as const;

/** Completed earnings and platform fees of the period, and how many movements it had (whatever their kind). */
export async function getWalletStatistics(
  tx: Tx,
  partnerId: string,
  period: WalletStatistics['period'],
  now: number,
): Promise<WalletStatistics> {
  const from = period === 'all' ? undefined : now - periodDays[period] * DAY_MS;
  const sum = async (type: Transaction['type'], category: Transaction['category']) =>
    toNaira((await tx.transactions.totals(partnerId, { from, status: 'completed', type, category })).amount);
  return {
    period,
    totalEarnings: await sum('credit', 'earning'),
    platformFees: await sum('debit', 'fee'),
    transactionCount: (await tx.transactions.totals(partnerId, { from })).count,
  };
}
