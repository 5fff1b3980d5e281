import { useState } from 'react';
import { attemptReasons, MAX_DELIVERY_ATTEMPTS, type AttemptReason } from '@/api/schemas/delivery-proof';
import { SelectField, TextareaField } from '@/forms/field';
import { useRecordFailedAttempt, useReturnDelivery } from '@/queries/delivery-proof';
import { ConfirmButtons } from '../forms/confirm-buttons';
import { fleetMessages } from '../forms/fleet-messages';
import { StepForm, type DeliveryStepProps } from '../forms/step-form';

export const attemptReasonWords: Record<AttemptReason, string> = {
  'customer-unavailable': 'Customer unavailable',
  'wrong-address': 'Wrong address',
  refused: 'Refused by the recipient',
  other: 'Other',
};

/**
 * A hand-over that failed (issue 27): why, with a note; the delivery stays open and shows in
 * needs attention. After the third, it goes back to the sender instead.
 */
export function AttemptForm({ delivery, track, onDone, onDismiss }: DeliveryStepProps) {
  const record = useRecordFailedAttempt();
  const giveBack = useReturnDelivery();
  const made = delivery.attempts?.length ?? 0;
  const exhausted = made >= MAX_DELIVERY_ATTEMPTS;
  const [reason, setReason] = useState<AttemptReason>('customer-unavailable');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const { id, trackingNumber } = delivery;

  const submit = async () => {
    setPending(true);
    const ok = exhausted
      ? await track(
          giveBack.mutateAsync({ id, ...(note.trim() ? { reason: note.trim() } : {}) }),
          `${trackingNumber} returned to the sender`,
          fleetMessages.returnFailed,
        )
      : await track(
          record.mutateAsync({ id, reason, ...(note.trim() ? { note: note.trim() } : {}) }),
          `Attempt ${made + 1} of ${MAX_DELIVERY_ATTEMPTS} recorded for ${trackingNumber}`,
          fleetMessages.attemptFailed,
        );
    setPending(false);
    if (ok) onDone();
  };

  return (
    <StepForm
      label={exhausted ? `Return ${trackingNumber} to the sender` : `Record a failed attempt for ${trackingNumber}`}
      onSubmit={submit}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">
        {exhausted
          ? `${MAX_DELIVERY_ATTEMPTS} attempts failed: the parcel goes back to the sender.`
          : `Attempt ${made + 1} of ${MAX_DELIVERY_ATTEMPTS}. The delivery stays open and shows in Needs attention.`}
      </p>
      {exhausted ? null : (
        <SelectField
          label="What happened"
          value={reason}
          disabled={pending}
          onChange={(event) => setReason(event.target.value as AttemptReason)}
        >
          {attemptReasons.map((value) => (
            <option key={value} value={value}>
              {attemptReasonWords[value]}
            </option>
          ))}
        </SelectField>
      )}
      <TextareaField
        label={exhausted ? 'Reason (optional)' : 'Note (optional)'}
        hint="Kept in the delivery’s history."
        rows={2}
        maxLength={300}
        readOnly={pending}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <ConfirmButtons
        keep="Back"
        confirm={exhausted ? 'Return to sender' : 'Record attempt'}
        confirming="Saving…"
        pending={pending}
        onKeep={onDismiss}
        tone={exhausted ? 'danger' : 'primary'}
      />
    </StepForm>
  );
}
