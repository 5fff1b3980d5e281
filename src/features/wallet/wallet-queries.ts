import type { QueryClient } from '@tanstack/react-query';
import type { PerformancePeriod } from '@/api/schemas';
import { limits } from '@/config';
import { settled } from '@/queries/ensure';
import { payoutQueries } from '@/queries/payouts';
import { statisticsQueries } from '@/queries/statistics';
import { walletQueries } from '@/queries/wallet';

export const recentTransactionsQuery = { page: 1, limit: limits.recentTransactions };

/** The windows the card offers (the contract's rolling periods): 7, 30 and 90 days. */
export const earningsPeriods = [
  { period: 'week', days: 7 },
  { period: 'month', days: 30 },
  { period: 'quarter', days: 90 },
] as const satisfies ReadonlyArray<{ period: PerformancePeriod; days: number }>;
export type EarningsPeriod = (typeof earningsPeriods)[number]['period'];

/** The window the card opens on: a loader may settle `statisticsQueries.performance(earningsDefaultQuery)`. */
export const earningsDefaultQuery = { period: 'month' } as const satisfies { period: EarningsPeriod };

/** The wallet section's loader: balance, recent movements, this month's figures, payout accounts. */
export function loadWallet(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(walletQueries.summary()),
    queryClient.ensureQueryData(walletQueries.transactions(recentTransactionsQuery)),
    queryClient.ensureQueryData(walletQueries.statistics()),
    queryClient.ensureQueryData(payoutQueries.accounts()),
    queryClient.ensureQueryData(statisticsQueries.performance(earningsDefaultQuery)),
  ]);
}
