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
  topUp: endpoint({
    method: 'POST',
    path: '/api/wallet/top-up',
    auth: 'user',
    body: s.topUpRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    auth: 'user',
    body: s.transferRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: 'user',
    body: s.withdrawRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  getWalletStatistics: endpoint({
    method: 'GET',
    path: '/api/wallet/statistics',
    auth: 'user',
    query: s.walletStatisticsQuery,
    reply: s.walletStatistics,
  }),
} as const;
