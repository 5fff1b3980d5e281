import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { movementLimits } from '@/api/money';
import type { MoneyMovementReply } from '@/api/schemas/wallet-movements';
import { formatNaira } from '@/components/ui/format';
import { topUpFormSchema, type TopUpFormInput, type TopUpFormValues } from '@/forms/money-forms';
import { useTopUp } from '@/queries/wallet-movements';
import { walletMessages } from './messages';
import { refuseWith } from './money-refusal';
import { chipLabel, FlowForm, FormAmountField, MoneyFlowDialog, useConfirmation } from './money-flow';

const methods = {
  card: { label: 'Debit card', detail: 'Credited at once' },
  bank_transfer: { label: 'Bank transfer', detail: 'Credited when the transfer arrives' },
} as const;

/** Add money by card (at once) or bank transfer (pending until it arrives), after a review step. */
export function TopUpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const topUp = useTopUp();
  const form = useForm<TopUpFormInput, unknown, TopUpFormValues>({
    resolver: zodResolver(topUpFormSchema),
    // Messages show on Review, then follow each keystroke. Not on leaving the field: its message
    // would push the quick chips down between a press and its release, and the click would miss.
    defaultValues: { amount: '', paymentMethod: 'card' },
  });
  const { register, handleSubmit, setError } = form;
  // What the review shows is what is sent: the values as the form checked them.
  const flow = useConfirmation<MoneyMovementReply, TopUpFormValues>(
    (decision, idempotencyKey, done, failed) => {
      topUp.mutate({ ...decision, idempotencyKey }, { onSuccess: done, onError: failed });
    },
    refuseWith(setError, { amount: 'amount', payment_method: 'paymentMethod' }, walletMessages.topUpFailed),
  );
  const chips = [5_000, 20_000, 50_000, 100_000].map((chip) => ({ label: chipLabel(chip), amount: chip }));

  return (
    <MoneyFlowDialog
      open={open}
      onOpenChange={onOpenChange}
      flow={flow}
      titles={{ form: 'Add money', review: 'Review top-up', done: 'Top-up received' }}
      form={() => (
        <FlowForm onSubmit={handleSubmit(flow.review)} submitLabel="Review top-up">
          <FormAmountField
            form={form}
            autoFocus
            hint={`From ${formatNaira(movementLimits.min)} to ${formatNaira(movementLimits.max)} at once`}
            chips={chips}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Pay with</legend>
            {(Object.keys(methods) as Array<keyof typeof methods>).map((key) => (
              <label
                key={key}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
              >
                <input type="radio" value={key} className="size-4 accent-brand-700" {...register('paymentMethod')} />
                <span className="text-sm">
                  <span className="font-semibold text-slate-900">{methods[key].label}</span>
                  <span className="block text-xs text-slate-500">{methods[key].detail}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </FlowForm>
      )}
      review={({ amount, paymentMethod }) => ({
        rows: [
          { label: 'Amount', value: formatNaira(amount), strong: true },
          { label: 'Pay with', value: methods[paymentMethod].label },
          { label: 'Fee', value: formatNaira(0) },
        ],
        confirmLabel: `Add ${formatNaira(amount)}`,
      })}
      done={({ amount }) => ({
        message:
          flow.reply?.transaction.status === 'pending'
            ? `We'll add ${formatNaira(amount)} to your wallet as soon as your transfer arrives.`
            : walletMessages.toppedUp(amount),
      })}
    />
  );
}
