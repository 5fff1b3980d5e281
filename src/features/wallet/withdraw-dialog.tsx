import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { maxWithdrawal, movementLimits, withdrawalFee } from '@/api/money';
import type { MoneyMovementReply } from '@/api/schemas/wallet-movements';
import type { PayoutAccount } from '@/api/schemas/payouts';
import { Button } from '@/components/ui/button';
import { formatNaira } from '@/components/ui/format';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import {
  validAmount,
  withdrawAmountField,
  withdrawFormSchema,
  type WithdrawFormInput,
  type WithdrawFormValues,
} from '@/forms/money-forms';
import { payoutQueries } from '@/queries/payouts';
import { useWithdraw } from '@/queries/wallet-movements';
import { walletMessages } from './messages';
import { refuseWith } from './money-refusal';
import {
  balanceAfter,
  chipLabel,
  FlowForm,
  FormAmountField,
  MoneyFlowDialog,
  Summary,
  useConfirmation,
} from './money-flow';

export const maskedAccount = (account: Pick<PayoutAccount, 'bankName' | 'accountNumber'>) =>
  `${account.bankName} ••••${account.accountNumber.slice(-4)}`;

/** What the partner reviewed and confirms: kept as it was when the review opened. */
interface WithdrawalDecision {
  payoutAccountId: string;
  amount: number;
  fee: number;
  balanceAfter: number;
  /** The account as the review names it, and as the done step does. */
  to: string;
  toShort: string;
}

/**
 * Withdraw to one of the partner's payout accounts: the amount (quick chips, "All"), the fee
 * and the balance after once the amount is valid, a review step, then the confirmation — the
 * movement shows as pending until the bank settles it.
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  balance,
  onAddAccount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
  onAddAccount: () => void;
}) {
  const accounts = useQuery(payoutQueries.accounts());
  const withdraw = useWithdraw();
  const defaultAccount = accounts.data?.find((account) => account.isDefault) ?? accounts.data?.[0];
  const form = useForm<WithdrawFormInput, unknown, WithdrawFormValues>({
    resolver: zodResolver(withdrawFormSchema(balance)),
    // Messages show on Review, then follow each keystroke. Not on leaving the field: its message
    // would push the quick chips down between a press and its release, and the click would miss.
    values: { payoutAccountId: defaultAccount?.id ?? '', amount: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, setError, control } = form;
  const field = bindField(form);
  const typed = validAmount(withdrawAmountField(balance), useWatch({ control, name: 'amount' }) ?? '');
  const most = maxWithdrawal(balance);

  const flow = useConfirmation<MoneyMovementReply, WithdrawalDecision>(
    (decision, idempotencyKey, done, failed) => {
      withdraw.mutate(
        { amount: decision.amount, payoutAccountId: decision.payoutAccountId, idempotencyKey },
        { onSuccess: done, onError: failed },
      );
    },
    refuseWith(setError, { amount: 'amount', payout_account_id: 'payoutAccountId' }, walletMessages.withdrawFailed),
  );
  const review = ({ payoutAccountId, amount }: WithdrawFormValues) => {
    const account = accounts.data?.find((a) => a.id === payoutAccountId);
    const fee = withdrawalFee(amount);
    flow.review({
      payoutAccountId,
      amount,
      fee,
      balanceAfter: balanceAfter(balance, amount + fee),
      to: account ? `${maskedAccount(account)} · ${account.accountName}` : '—',
      toShort: account ? maskedAccount(account) : 'your bank',
    });
  };

  const chips = [5_000, 20_000, 50_000]
    .filter((chip) => chip <= most)
    .map((chip) => ({ label: chipLabel(chip), amount: chip }));
  if (most >= movementLimits.min) chips.push({ label: `All (${formatNaira(most)})`, amount: most });

  return (
    <MoneyFlowDialog
      open={open}
      onOpenChange={onOpenChange}
      flow={flow}
      titles={{ form: 'Withdraw to your bank', review: 'Review withdrawal', done: 'Withdrawal on its way' }}
      form={() => {
        if (accounts.isPending || accounts.isError || accounts.data.length === 0) {
          return <NoAccountsYet accounts={accounts} onAddAccount={onAddAccount} />;
        }
        return (
          <FlowForm onSubmit={handleSubmit(review)} submitLabel="Review withdrawal">
            <SelectField label="To" {...field('payoutAccountId')}>
              {accounts.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {maskedAccount(a)} · {a.accountName}
                  {a.isDefault ? ' (default)' : ''}
                </option>
              ))}
            </SelectField>
            <FormAmountField
              form={form}
              autoFocus
              hint={`Available ${formatNaira(balance)} · from ${formatNaira(movementLimits.min)} to ${formatNaira(movementLimits.max)} at once`}
              chips={chips}
            />
            {typed === null ? null : (
              <Summary
                rows={[
                  { label: 'Fee', value: formatNaira(withdrawalFee(typed)) },
                  { label: 'Balance after', value: formatNaira(balanceAfter(balance, typed + withdrawalFee(typed))) },
                ]}
              />
            )}
          </FlowForm>
        );
      }}
      review={(decision) => ({
        rows: [
          { label: 'To', value: decision.to },
          { label: 'Amount', value: formatNaira(decision.amount) },
          { label: 'Fee', value: formatNaira(decision.fee) },
          { label: 'Total from your wallet', value: formatNaira(decision.amount + decision.fee), strong: true },
          { label: 'Balance after', value: formatNaira(decision.balanceAfter) },
        ],
        confirmLabel: `Withdraw ${formatNaira(decision.amount)}`,
      })}
      done={(decision) => ({
        status: 'Pending',
        message: (
          <>
            {formatNaira(decision.amount)} is on its way to {decision.toShort}. It usually arrives within minutes: the
            transaction shows as completed when the bank confirms it.
          </>
        ),
      })}
    />
  );
}

/** The form's place while the payout accounts load, fail to load, or when there are none yet. */
function NoAccountsYet({
  accounts,
  onAddAccount,
}: {
  accounts: UseQueryResult<PayoutAccount[]>;
  onAddAccount: () => void;
}) {
  if (accounts.isPending) {
    return <p className="text-sm text-slate-600">Loading your payout accounts…</p>;
  } else if (accounts.isError) {
    return (
      <Notice tone="error">
        Couldn't load your payout accounts.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void accounts.refetch()}>
          Retry
        </button>
      </Notice>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Withdrawals go to a bank account in your name. Add one first: it takes a minute, and the bank confirms the
        account name before you save it.
      </p>
      <Button onClick={onAddAccount}>Add a payout account</Button>
    </div>
  );
}
