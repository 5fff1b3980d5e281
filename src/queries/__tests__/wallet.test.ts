import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { withdrawalFee } from '@/api/money';
import { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER } from '@mocks/seed';
import { deliveryRouteKeys, deliveryRouteQueries } from '../delivery-routes';
import { walletKeys, walletQueries } from '../wallet';
import { createIdempotencyKey, topUpMutation, transferMutation, withdrawMutation } from '../wallet-movements';
import { expectUntouched, isInvalidated, run, signedInClient, watch } from './helpers';

describe('wallet queries and money mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  async function openWallet() {
    const wallet = await watch(queryClient, walletQueries.summary());
    const transactions = await watch(queryClient, walletQueries.transactions());
    const statistics = await watch(queryClient, walletQueries.statistics({ period: 'all' }));
    await queryClient.fetchQuery(deliveryRouteQueries.list());
    return { wallet, transactions, statistics };
  }

  const cached = {
    balance: () => queryClient.getQueryData(walletQueries.summary().queryKey)?.balance,
    transactions: () => queryClient.getQueryData(walletQueries.transactions().queryKey),
    statistics: () => queryClient.getQueryData(walletQueries.statistics({ period: 'all' }).queryKey),
  };

  it('top-up: the balance rises by exactly the amount and the new transaction heads the list', async () => {
    const before = await openWallet();

    const reply = await run(queryClient, topUpMutation, {
      amount: 5_000,
      paymentMethod: 'card',
      idempotencyKey: createIdempotencyKey(),
    });

    expect(reply.newBalance).toBe(before.wallet.balance + 5_000);
    expect(cached.balance()).toBe(before.wallet.balance + 5_000);
    expect(cached.transactions()?.items[0]).toEqual(reply.transaction);
    expect(cached.transactions()?.items[0]).toMatchObject({ type: 'credit', amount: 5_000, category: 'top-up' });
    expect(cached.statistics()?.transactionCount).toBe(before.statistics.transactionCount + 1);
    expect(queryClient.getQueryData(walletQueries.transaction(reply.transaction.id).queryKey)).toEqual(
      reply.transaction,
    );
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('top-up sets the balance from the reply at once, even where the wallet is not on screen', async () => {
    const wallet = await queryClient.fetchQuery(walletQueries.summary());

    await run(queryClient, topUpMutation, {
      amount: 1_234.5,
      paymentMethod: 'card',
      idempotencyKey: createIdempotencyKey(),
    });

    expect(cached.balance()).toBe(wallet.balance + 1_234.5);
    // Not observed, so not refetched, but stale for the next screen that needs it.
    expect(isInvalidated(queryClient, walletKeys.summary())).toBe(true);
  });

  it('a top-up by bank transfer is pending: it heads the list, the balance waits for it to settle', async () => {
    const before = await openWallet();

    const reply = await run(queryClient, topUpMutation, {
      amount: 1_234.5,
      paymentMethod: 'bank_transfer',
      idempotencyKey: createIdempotencyKey(),
    });

    expect(reply.newBalance).toBe(before.wallet.balance);
    expect(cached.balance()).toBe(before.wallet.balance);
    expect(cached.transactions()?.items[0]).toMatchObject({ id: reply.transaction.id, status: 'pending' });
  });

  it('withdraw: the balance drops by the amount and its fee and the withdrawal heads the list', async () => {
    const before = await openWallet();

    const reply = await run(queryClient, withdrawMutation, {
      amount: 10_000,
      payoutAccountId: DEMO_PAYOUT_ACCOUNT.id,
      idempotencyKey: createIdempotencyKey(),
    });

    expect(cached.balance()).toBe(before.wallet.balance - 10_000 - withdrawalFee(10_000));
    expect(cached.transactions()?.items[0]?.id).toBe(reply.transaction.id);
    expect(cached.transactions()?.items[0]).toMatchObject({
      type: 'debit',
      amount: 10_000,
      fee: withdrawalFee(10_000),
      category: 'withdrawal',
      status: 'pending',
    });
    expect(cached.statistics()?.transactionCount).toBe(before.statistics.transactionCount + 1);
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('transfer: the balance drops by the amount and the transfer heads the list', async () => {
    const before = await openWallet();

    const reply = await run(queryClient, transferMutation, {
      amount: 2_000,
      recipientEmail: SECOND_PARTNER.email,
      note: 'Fuel share',
      idempotencyKey: createIdempotencyKey(),
    });

    expect(cached.balance()).toBe(before.wallet.balance - 2_000);
    expect(cached.transactions()?.items[0]?.id).toBe(reply.transaction.id);
    expect(cached.transactions()?.items[0]).toMatchObject({ type: 'debit', amount: 2_000, category: 'transfer' });
    expect(cached.statistics()?.transactionCount).toBe(before.statistics.transactionCount + 1);
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('a retried action reuses its idempotency key and moves the money once', async () => {
    const before = await openWallet();
    const idempotencyKey = createIdempotencyKey();

    const first = await run(queryClient, topUpMutation, { amount: 7_000, paymentMethod: 'card', idempotencyKey });
    const retry = await run(queryClient, topUpMutation, { amount: 7_000, paymentMethod: 'card', idempotencyKey });

    expect(retry.transaction.id).toBe(first.transaction.id);
    expect(cached.balance()).toBe(before.wallet.balance + 7_000);
    expect(cached.transactions()?.total).toBe(before.transactions.total + 1);
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
  });

  it('a refused withdrawal leaves the balance as it was', async () => {
    const before = await openWallet();

    await expect(
      run(queryClient, withdrawMutation, {
        amount: before.wallet.balance + 1,
        payoutAccountId: DEMO_PAYOUT_ACCOUNT.id,
        idempotencyKey: createIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE' });

    expect(cached.balance()).toBe(before.wallet.balance);
    expect(cached.transactions()?.total).toBe(before.transactions.total);
  });

  it('reads one transaction by id', async () => {
    const page = await queryClient.fetchQuery(walletQueries.transactions({ type: 'debit' }));
    const first = page.items[0];
    expect(first?.type).toBe('debit');
    const transaction = await queryClient.fetchQuery(walletQueries.transaction(first?.id ?? 'missing'));
    expect(transaction).toEqual(first);
  });
});
