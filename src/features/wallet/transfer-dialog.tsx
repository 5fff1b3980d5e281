import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, type ApiError } from '@/api/errors';
import { movementLimits } from '@/api/money';
import type { MoneyMovementReply, Recipient } from '@/api/schemas/wallet-movements';
import { formatNaira } from '@/components/ui/format';
import { TextareaField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import type { RefusalFields } from '@/forms/refusal';
import { transferFormSchema, type TransferFormInput, type TransferFormValues } from '@/forms/money-forms';
import { useTransfer, walletMovementQueries } from '@/queries/wallet-movements';
import { walletMessages } from './messages';
import { refuseWith } from './money-refusal';
import { balanceAfter, chipLabel, FlowForm, FormAmountField, MoneyFlowDialog, useConfirmation } from './money-flow';

/** The fields as the server names them in a refusal's `field: message`. */
const transferFieldNames: RefusalFields<TransferFormInput> = {
  recipient_email: 'recipientEmail',
  amount: 'amount',
  note: 'note',
};

/** What the partner reviewed and confirms: kept as it was when the review opened. */
interface TransferDecision {
  /** As typed (trimmed): the address the request names. */
  recipientEmail: string;
  recipient: Recipient;
  amount: number;
  note: string;
  balanceAfter: number;
}

/**
 * Send money to another DeliverOS partner by e-mail: the recipient's name comes from the server
 * and is shown on the review step before anything moves. Never to oneself (the server says so).
 */
export function TransferDialog({
  open,
  onOpenChange,
  balance,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
}) {
  const queryClient = useQueryClient();
  const transfer = useTransfer();
  const [lookingUp, setLookingUp] = useState(false);
  const form = useForm<TransferFormInput, unknown, TransferFormValues>({
    resolver: zodResolver(transferFormSchema(balance)),
    // Messages show on Review, then follow each keystroke. Not on leaving the field: its message
    // would push the quick chips down between a press and its release, and the click would miss.
    defaultValues: { recipientEmail: '', amount: '', note: '' },
  });
  const { handleSubmit, setError } = form;
  const field = bindField(form);
  const flow = useConfirmation<MoneyMovementReply, TransferDecision>(
    ({ recipientEmail, amount, note }, idempotencyKey, done, failed) => {
      transfer.mutate(
        { amount, recipientEmail, ...(note ? { note } : {}), idempotencyKey },
        { onSuccess: done, onError: failed },
      );
    },
    refuseWith(setError, transferFieldNames, walletMessages.transferFailed),
  );

  // Whose wallet the e-mail reaches: asked before the review step, so the name shows there.
  const lookUp = async (values: TransferFormValues) => {
    setLookingUp(true);
    try {
      const recipient = await queryClient.fetchQuery(walletMovementQueries.recipient(values.recipientEmail));
      flow.review({
        recipientEmail: values.recipientEmail.trim(),
        recipient,
        amount: values.amount,
        note: values.note,
        balanceAfter: balanceAfter(balance, values.amount),
      });
    } catch (error) {
      setError('recipientEmail', {
        message: failureMessage(error as ApiError, 'We could not check that e-mail address. Please try again.'),
      });
    } finally {
      setLookingUp(false);
    }
  };

  const chips = [1_000, 5_000, 20_000]
    .filter((chip) => chip <= balance)
    .map((chip) => ({ label: chipLabel(chip), amount: chip }));

  return (
    <MoneyFlowDialog
      open={open}
      onOpenChange={onOpenChange}
      flow={flow}
      titles={{ form: 'Send money', review: 'Review transfer', done: 'Money sent' }}
      form={() => (
        <FlowForm
          onSubmit={handleSubmit(lookUp)}
          submitLabel="Review transfer"
          checking={{ busy: lookingUp, label: 'Checking recipient…' }}
        >
          <TextField
            label="Recipient's e-mail"
            type="email"
            autoComplete="off"
            autoFocus
            hint="The e-mail address they sign in to DeliverOS with"
            {...field('recipientEmail')}
          />
          <FormAmountField
            form={form}
            hint={`Available ${formatNaira(balance)} · from ${formatNaira(movementLimits.min)} · free between DeliverOS wallets`}
            chips={chips}
          />
          <TextareaField label="Note (optional)" rows={2} {...field('note')} />
        </FlowForm>
      )}
      review={({ recipient, amount, note, balanceAfter }) => ({
        rows: [
          { label: 'To', value: `${recipient.name} (${recipient.email})` },
          { label: 'Amount', value: formatNaira(amount), strong: true },
          { label: 'Fee', value: formatNaira(0) },
          ...(note ? [{ label: 'Note', value: note }] : []),
          { label: 'Balance after', value: formatNaira(balanceAfter) },
        ],
        confirmLabel: `Send ${formatNaira(amount)}`,
      })}
      done={({ recipient, amount }) => ({
        message: `${formatNaira(amount)} sent to ${recipient.name}.`,
      })}
    />
  );
}
