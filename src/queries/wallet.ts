import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionListQuery, TransactionPage, WalletStatisticsQuery } from '@/api/schemas';
import { getTransaction, getWallet, getWalletStatistics, listTransactions } from '@/api/wallet';
import { walletKeys } from './wallet-keys';

export { walletKeys };

export const walletQueries = {
  /** GET /api/wallet: the balance. */
  summary: () =>
    queryOptions({
      queryKey: walletKeys.summary(),
      queryFn: ({ signal }) => getWallet(signal),
    }),
  /**
   * A page of movements. While one on it is on its way through a bank (a withdrawal, a top-up
   * by transfer) the page asks again every few seconds; an earning waiting on its delivery
   * does not make it poll. when a movement settles, the balance and the
   * statistics refresh (a failed withdrawal has returned the money).
   */
  transactions: (query: TransactionListQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.transactionList(query),
      queryFn: async ({ signal, client, queryKey }) => {
        const before = client.getQueryData<TransactionPage>(queryKey);
        const page = await listTransactions(query, signal);
        if (settledSince(before?.items, page.items)) void refreshBalance(client);
        // A detail already cached (the movement just made, a sheet opened before) follows the
        // list: opening it later never shows an older status than the row behind it.
        for (const transaction of page.items) {
          const key = walletKeys.transactionDetail(transaction.id);
          if (client.getQueryData(key)) client.setQueryData(key, transaction);
        }
        return page;
      },
      refetchInterval: (q) => (q.state.data?.items.some(isSettling) ? pendingRefreshMs : false),
    }),
  transaction: (id: string) =>
    queryOptions({
      queryKey: walletKeys.transactionDetail(id),
      queryFn: async ({ signal, client, queryKey }) => {
        const before = client.getQueryData<Transaction>(queryKey);
        const transaction = await getTransaction(id, signal);
        if (settledSince(before && [before], [transaction])) void refreshBalance(client);
        return transaction;
      },
      refetchInterval: (q) => (q.state.data && isSettling(q.state.data) ? pendingRefreshMs : false),
    }),
  statistics: (query: WalletStatisticsQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.statisticsFor(query),
      queryFn: ({ signal }) => getWalletStatistics(query, signal),
    }),
};

/** How often a list or detail with a movement on its way through a bank asks again. */
export const pendingRefreshMs = 3_000;
const isPending = (transaction: Pick<Transaction, 'status'>) => transaction.status === 'pending';
/** Pending on a bank's answer, which comes in seconds (an earning waits on its delivery instead). */
const isSettling = (transaction: Pick<Transaction, 'status' | 'category'>) =>
  isPending(transaction) && (transaction.category === 'withdrawal' || transaction.category === 'top-up');

/** Some movement that was pending before is not any more. */
function settledSince(before: Transaction[] | undefined, after: Transaction[]): boolean {
  if (!before) return false;
  const now = new Map(after.map((t) => [t.id, t.status]));
  return before.some((t) => isPending(t) && now.has(t.id) && now.get(t.id) !== 'pending');
}

const refreshBalance = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.statistics() }),
  ]);
