import type { TransactionListQuery, WalletStatisticsQuery } from '@/api/schemas';

/**
 * The wallet's query keys, apart from its queries: the deliveries' mutations invalidate them
 * (a delivery delivered credits its earning) without loading the wallet's client and schemas.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  transactionLists: () => [...walletKeys.transactions(), 'list'] as const,
  transactionList: (query: TransactionListQuery) => [...walletKeys.transactionLists(), query] as const,
  transactionDetails: () => [...walletKeys.transactions(), 'detail'] as const,
  transactionDetail: (id: string) => [...walletKeys.transactionDetails(), id] as const,
  statistics: () => [...walletKeys.all, 'statistics'] as const,
  recipient: (email: string) => [...walletKeys.all, 'recipient', email.toLowerCase()] as const,
  statisticsFor: (query: WalletStatisticsQuery) => [...walletKeys.statistics(), query] as const,
};
