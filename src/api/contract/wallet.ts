import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Wallet. */
export const walletEndpoints = {
  getWallet: endpoint({ method: 'GET', path: '/api/wallet', auth: 'user', reply: s.wallet }),
  listTransactions: endpoint({
    method: 'GET',
    path: '/api/wallet/transactions',
    auth: 'user',
    query: s.transactionListQuery,
    reply: s.transactionPage,
  }),
  getTransaction: endpoint({ method: 'GET', path: '/api/wallet/transactions/:id', auth: 'user', reply: s.transaction }),
  getWalletStatistics: endpoint({
    method: 'GET',
    path: '/api/wallet/statistics',
    auth: 'user',
    query: s.walletStatisticsQuery,
    reply: s.walletStatistics,
  }),
} as const;
