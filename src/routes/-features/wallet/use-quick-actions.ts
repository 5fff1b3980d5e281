import { useRef } from 'react';
import type { ApiError } from '@/api/errors';
import { notify } from '@/components/ui/toast';
import { limits, placeholderBankDetails } from '@/config';
import {
  createIdempotencyKey,
  useTopUp,
  useWithdraw,
  type TopUpVariables,
  type WithdrawVariables,
} from '@/queries/wallet';
import { failureMessage } from '@/api/errors';
import { walletMessages } from './messages';

/**
 * A refusal the server answered with (4xx) is stored under the key and replayed, so retrying
 * it would change nothing. A 5xx, a timeout or a network failure may not have reached the
 * ledger: retrying with the same key either completes it or replays what happened, never twice.
 */
const retryable = (error: ApiError) => !error.answered || error.status >= 500;

/**
 * 'Add ₦5,000' and 'Withdraw ₦5,000': one Idempotency-Key per click, the same key when the
 * failure toast's Retry repeats that action, and one money move at a time. The ref closes the
 * gap before `isPending` re-renders, so a double click sends one request.
 */
export function useQuickActions() {
  const topUp = useTopUp();
  const withdraw = useWithdraw();
  const busy = useRef(false);

  function runTopUp(variables: TopUpVariables) {
    if (busy.current) return;
    busy.current = true;
    topUp.mutate(variables, {
      onSuccess: () => notify.success(walletMessages.toppedUp(variables.amount)),
      onError: (error) =>
        notify.error(
          failureMessage(error, walletMessages.topUpFailed),
          retryable(error) ? { action: { label: 'Retry', onClick: () => runTopUp(variables) } } : undefined,
        ),
      onSettled: () => {
        busy.current = false;
      },
    });
  }

  function runWithdraw(variables: WithdrawVariables) {
    if (busy.current) return;
    busy.current = true;
    withdraw.mutate(variables, {
      onSuccess: () => notify.success(walletMessages.withdrawn(variables.amount)),
      onError: (error) =>
        notify.error(
          failureMessage(error, walletMessages.withdrawFailed),
          retryable(error) ? { action: { label: 'Retry', onClick: () => runWithdraw(variables) } } : undefined,
        ),
      onSettled: () => {
        busy.current = false;
      },
    });
  }

  const amount = limits.quickWalletAmount;
  return {
    amount,
    pending: topUp.isPending || withdraw.isPending,
    topUpPending: topUp.isPending,
    withdrawPending: withdraw.isPending,
    addFunds: () => runTopUp({ amount, paymentMethod: 'card', idempotencyKey: createIdempotencyKey() }),
    withdrawFunds: () =>
      runWithdraw({ amount, bankDetails: { ...placeholderBankDetails }, idempotencyKey: createIdempotencyKey() }),
  };
}
