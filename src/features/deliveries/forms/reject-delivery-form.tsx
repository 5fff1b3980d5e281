import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Delivery } from '@/api/schemas';
import { ConfirmButtons } from './confirm-buttons';
import { SelectField, TextareaField } from '@/forms/field';
import {
  OTHER_REASON,
  rejectDeliveryDefaults,
  rejectDeliveryFormSchema,
  rejectPresets,
  rejectReasonText,
  type RejectDeliveryFormValues,
} from '@/forms/reject-delivery-form';

/**
 * Rejecting a request asks why (a common reason, or the partner's own words) and is confirmed
 * by the form's own button: one stray click no longer turns a customer away. The form stays
 * until the server agrees, so on failure what was chosen and typed is still there; the
 * outcome is told by whoever runs the action (`onReject`: a toast on a card, inline in the
 * detail view). Loaded with the first click on Reject.
 */
export function RejectDeliveryForm({
  delivery,
  many,
  onReject,
  onDone,
  onDismiss,
}: {
  /** The request turned down; or, for several at once, `many` names them ("3 requests"). */
  delivery?: Delivery;
  many?: string;
  /** Runs the rejection with the reason; resolves to whether the server agreed. */
  onReject: (reason: string) => Promise<boolean>;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { register, handleSubmit, formState, control } = useForm<RejectDeliveryFormValues>({
    resolver: zodResolver(rejectDeliveryFormSchema),
    defaultValues: rejectDeliveryDefaults,
  });
  const other = useWatch({ control, name: 'preset' }) === OTHER_REASON;

  const onSubmit = handleSubmit(async (values) => {
    if (await onReject(rejectReasonText(values))) onDone();
  });

  const pending = formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label={`Reject ${many ?? delivery?.trackingNumber}`}
      onSubmit={(event) => void onSubmit(event)}
      className="w-full space-y-3 rounded-xl border border-red-200 bg-white p-4"
    >
      <SelectField label="Reason for rejecting" autoFocus {...register('preset')}>
        {[...rejectPresets, OTHER_REASON].map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={other ? 'Your reason' : 'Details (optional)'}
        hint="Shared with the customer and kept in the tracking history."
        rows={2}
        required={other}
        readOnly={pending}
        error={formState.errors.details?.message}
        {...register('details')}
      />
      <ConfirmButtons
        keep="Keep request"
        confirm={many ? `Reject ${many}` : 'Reject request'}
        confirming="Rejecting…"
        pending={pending}
        onKeep={onDismiss}
      />
    </form>
  );
}
