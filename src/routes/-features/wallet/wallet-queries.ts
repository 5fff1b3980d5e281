import type { QueryClient } from '@tanstack/react-query';
import { limits } from '@/config';
import { settled } from '@/queries/ensure';
import { walletQueries } from '@/queries/wallet';

export const recentTransactionsQuery = { page: 1, limit: limits.recentTransactions };
export const transactionHistoryQuery = { page: 1, limit: 20 };

/** The wallet section's loader (the balance is the dashboard frame's). */
export function loadWallet(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(walletQueries.summary()),
    queryClient.ensureQueryData(walletQueries.transactions(recentTransactionsQuery)),
    queryClient.ensureQueryData(walletQueries.statistics()),
  ]);
}

/** The transaction history's first page (the billing section shows it). */
export function loadTransactionHistory(queryClient: QueryClient): Promise<void> {
  return settled([queryClient.ensureQueryData(walletQueries.transactions(transactionHistoryQuery))]);
}
