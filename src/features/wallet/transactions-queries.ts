import type { QueryClient } from '@tanstack/react-query';
import type { TransactionListQuery } from '@/api/schemas';
import { settled } from '@/queries/ensure';
import { walletQueries } from '@/queries/wallet';
import type { TransactionsSearch } from './search';

/** Rows a page of the history shows. */
export const transactionsPageSize = 20;

/** The list request the page's search params stand for. */
export function transactionListQuery({
  type,
  status,
  category,
  from,
  to,
  q,
  page,
}: Omit<TransactionsSearch, 'transaction'>): TransactionListQuery {
  return {
    page,
    limit: transactionsPageSize,
    ...(type === 'all' ? {} : { type }),
    ...(status === 'all' ? {} : { status }),
    ...(category === 'all' ? {} : { category }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q.trim() ? { search: q.trim() } : {}),
  };
}

/**
 * The page of transactions the page shows and its loader settles: one definition. While a
 * movement on it is on its way through a bank, it asks again every few seconds (the query
 * layer's rule, src/queries/wallet.ts), so pending turns into completed or failed.
 */
export const transactionListOptions = (search: Omit<TransactionsSearch, 'transaction'>) =>
  walletQueries.transactions(transactionListQuery(search));

/** One transaction (the detail sheet), asked about again while it settles. */
export const transactionDetailOptions = (id: string) => walletQueries.transaction(id);

/**
 * The page's loader. Entering it, it waits for the page of transactions (settled: a failure
 * shows in the page, with a Retry), so the table renders at once; a shared link's detail loads
 * alongside. Within the page (`stay`: a filter, a page, a row opened) it only starts the
 * request: the table keeps the current page on screen while the next one loads.
 */
export function loadTransactions(
  queryClient: QueryClient,
  search: TransactionsSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> | undefined {
  if (search.transaction) void queryClient.prefetchQuery(transactionDetailOptions(search.transaction));
  const list = settled([queryClient.ensureQueryData(transactionListOptions(search))]);
  return cause === 'stay' ? undefined : list;
}
