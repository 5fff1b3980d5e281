import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@/api/schemas';
import type {
  MoneyMovementReply,
  TopUpRequest,
  TransferRequest,
  WithdrawRequest,
} from '@/api/schemas/wallet-movements';
import { resolveRecipient, topUp, transfer, withdraw } from '@/api/wallet-movements';
import { invalidate } from './cache-effects';
import { mutationHook } from './query-client';
import { walletKeys } from './wallet';

/*
 * The money movements (top-up, withdrawal, transfer) and the recipient's name: only the
 * wallet's dialogs use them, so they load with those dialogs, not with the signed-in start.
 */

export const walletMovementQueries = {
  /** GET /api/wallet/recipients: whose wallet a transfer to `email` reaches. */
  recipient: (email: string) =>
    queryOptions({
      queryKey: walletKeys.recipient(email),
      queryFn: ({ signal }) => resolveRecipient(email, signal),
      staleTime: 5 * 60_000,
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
 * A money movement's mutation. Money is never optimistic. On success the reply's new balance
 * shows at once. Success or not, the balance, the transaction lists and the statistics then
 * refetch (a timed-out top-up may still have gone through), and the mutation stays pending
 * until they have.
 */
const moneyMovement =
  <TVariables extends WithIdempotencyKey<object>>(
    send: (body: Omit<TVariables, 'idempotencyKey'>, idempotencyKey: string) => Promise<MoneyMovementReply>,
  ) =>
  (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ idempotencyKey, ...body }: TVariables) => send(body, idempotencyKey),
      onSuccess: (reply) => {
        queryClient.setQueryData<Wallet>(
          walletKeys.summary(),
          (wallet) => wallet && { ...wallet, balance: reply.newBalance },
        );
        queryClient.setQueryData(walletKeys.transactionDetail(reply.transaction.id), reply.transaction);
      },
      onSettled: () =>
        invalidate(queryClient, [walletKeys.summary(), walletKeys.transactionLists(), walletKeys.statistics()]),
    });

export const topUpMutation = moneyMovement<TopUpVariables>(topUp);
export const useTopUp = mutationHook(topUpMutation);

export const transferMutation = moneyMovement<TransferVariables>(transfer);
export const useTransfer = mutationHook(transferMutation);

export const withdrawMutation = moneyMovement<WithdrawVariables>(withdraw);
export const useWithdraw = mutationHook(withdrawMutation);
