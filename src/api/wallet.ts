import { request } from './client';
import { walletEndpoints as endpoints } from './contract/wallet';
import type { TransactionListQuery, WalletStatisticsQuery } from './schemas';

export const getWallet = (signal?: AbortSignal) => request(endpoints.getWallet, { signal });
export const listTransactions = (query: TransactionListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listTransactions, { query, signal });
export const getTransaction = (id: string, signal?: AbortSignal) =>
  request(endpoints.getTransaction, { params: { id }, signal });
export const getWalletStatistics = (query: WalletStatisticsQuery = {}, signal?: AbortSignal) =>
  request(endpoints.getWalletStatistics, { query, signal });
