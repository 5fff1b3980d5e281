import { request } from './client';
import { walletEndpoints as endpoints } from './contract/wallet';
import type {
  TopUpRequest,
  TransactionListQuery,
  TransferRequest,
  WalletStatisticsQuery,
  WithdrawRequest,
} from './schemas';

export const getWallet = (signal?: AbortSignal) => request(endpoints.getWallet, { signal });
export const listTransactions = (query: TransactionListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listTransactions, { query, signal });
export const getTransaction = (id: string, signal?: AbortSignal) =>
  request(endpoints.getTransaction, { params: { id }, signal });
/** Money moves carry the Idempotency-Key of the user action: a retry with the same key never charges twice. */
export const topUp = (body: TopUpRequest, idempotencyKey: string) => request(endpoints.topUp, { body, idempotencyKey });
export const transfer = (body: TransferRequest, idempotencyKey: string) =>
  request(endpoints.transfer, { body, idempotencyKey });
export const withdraw = (body: WithdrawRequest, idempotencyKey: string) =>
  request(endpoints.withdraw, { body, idempotencyKey });
export const getWalletStatistics = (query: WalletStatisticsQuery = {}, signal?: AbortSignal) =>
  request(endpoints.getWalletStatistics, { query, signal });
