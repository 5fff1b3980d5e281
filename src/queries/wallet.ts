import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  MoneyMovementReply,
  TopUpRequest,
  TransactionListQuery,
  TransferRequest,
  Wallet,
  WalletStatisticsQuery,
  WithdrawRequest,
} from '@/api/schemas';
import {
  getTransaction,
  getWallet,
  getWalletStatistics,
  listTransactions,
  topUp,
  transfer,
  withdraw,
} from '@/api/wallet';
import { mutationHook } from './query-client';

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  transactionLists: () => [...walletKeys.transactions(), 'list'] as const,
  transactionList: (query: TransactionListQuery) => [...walletKeys.transactionLists(), query] as const,
  transactionDetails: () => [...walletKeys.transactions(), 'detail'] as const,
  transactionDetail: (id: string) => [...walletKeys.transactionDetails(), id] as const,
  statistics: () => [...walletKeys.all, 'statistics'] as const,
  statisticsFor: (query: WalletStatisticsQuery) => [...walletKeys.statistics(), query] as const,
};

export const walletQueries = {
  /** GET /api/wallet: the balance. */
  summary: () =>
    queryOptions({
      queryKey: walletKeys.summary(),
      queryFn: ({ signal }) => getWallet(signal),
    }),
  transactions: (query: TransactionListQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.transactionList(query),
      queryFn: ({ signal }) => listTransactions(query, signal),
    }),
  transaction: (id: string) =>
    queryOptions({
      queryKey: walletKeys.transactionDetail(id),
      queryFn: ({ signal }) => getTransaction(id, signal),
    }),
  statistics: (query: WalletStatisticsQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.statisticsFor(query),
      queryFn: ({ signal }) => getWalletStatistics(query, signal),
    }),
};

/**
 * One key per user action (a click on "Top up"), reused when that same action is retried,
 * so the server can tell a retry from a second payment.
 */
export const createIdempotencyKey = (): string => crypto.randomUUID();

/** What every money mutation takes: the request body and the action's Idempotency-Key. */
export type WithIdempotencyKey<Body> = Body & { idempotencyKey: string };
export type TopUpVariables = WithIdempotencyKey<TopUpRequest>;
export type TransferVariables = WithIdempotencyKey<TransferRequest>;
export type WithdrawVariables = WithIdempotencyKey<WithdrawRequest>;

/**
 * Money is never optimistic. On success the reply's new balance shows at once. Success or
 * not, the balance, the transaction lists and the statistics then refetch (a timed-out
 * top-up may still have gone through), and the mutation stays pending until they have.
 */
function showMoneyMovement(queryClient: QueryClient, reply: MoneyMovementReply): void {
  queryClient.setQueryData<Wallet>(
    walletKeys.summary(),
    (wallet) => wallet && { ...wallet, balance: reply.newBalance },
  );
  queryClient.setQueryData(walletKeys.transactionDetail(reply.transaction.id), reply.transaction);
}

const refreshWallet = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactionLists() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.statistics() }),
  ]);

export const topUpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ idempotencyKey, ...body }: TopUpVariables) => topUp(body, idempotencyKey),
    onSuccess: (reply) => showMoneyMovement(queryClient, reply),
    onSettled: () => refreshWallet(queryClient),
  });
export const useTopUp = mutationHook(topUpMutation);

export const transferMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ idempotencyKey, ...body }: TransferVariables) => transfer(body, idempotencyKey),
    onSuccess: (reply) => showMoneyMovement(queryClient, reply),
    onSettled: () => refreshWallet(queryClient),
  });
export const useTransfer = mutationHook(transferMutation);

export const withdrawMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ idempotencyKey, ...body }: WithdrawVariables) => withdraw(body, idempotencyKey),
    onSuccess: (reply) => showMoneyMovement(queryClient, reply),
    onSettled: () => refreshWallet(queryClient),
  });
export const useWithdraw = mutationHook(withdrawMutation);
