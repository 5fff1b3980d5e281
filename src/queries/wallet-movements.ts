import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@/api/schemas';
import type {
  MoneyMovementReply,
  TopUpRequest,
  TransferRequest,
  WithdrawRequest,
} from '@/api/schemas/wallet-movements';
import { resolveRecipient, topUp, transfer, withdraw } from '@/api/wallet-movements';
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
