import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Delivery } from '@/api/schemas';
import { ConfirmButtons } from './confirm-buttons';
import { TextareaField } from '@/forms/field';
import {
  cancelDeliveryDefaults,
  cancelDeliveryFormSchema,
  cancelReasonMaxLength,
  type CancelDeliveryFormValues,
} from '@/forms/cancel-delivery-form';
import { useCancelDelivery } from '@/queries/deliveries';
import { useOutcomeReporter, type ActionFeedback } from '../use-delivery-actions';
import { deliveryMessages } from '../messages';

/**
 * Cancel with a required reason. The delivery turns 'Cancelled' at once (optimistic); the
 * form stays until the server agrees, so on failure the reason typed is still there. The
 * outcome is told inside the detail view (no toast over a modal), or in a toast if the view
 * was closed meanwhile.
 */
export function CancelDeliveryForm({
  delivery,
  onDone,
  onDismiss,
  onFeedback,
}: {
  delivery: Delivery;
  onDone: () => void;
  onDismiss: () => void;
  onFeedback: (feedback: ActionFeedback) => void;
}) {
  const cancel = useCancelDelivery();
  const report = useOutcomeReporter(onFeedback, false);
  const { register, handleSubmit, formState } = useForm<CancelDeliveryFormValues>({
    resolver: zodResolver(cancelDeliveryFormSchema),
    defaultValues: cancelDeliveryDefaults,
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const call = cancel.mutateAsync({ id: delivery.id, reason });
    if (await report(call, `${delivery.trackingNumber} cancelled`, deliveryMessages.cancelFailed)) onDone();
  });

  const pending = cancel.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
    >
      <TextareaField
        label="Reason for cancelling"
        hint={`Shared with the customer and kept in the tracking history. Up to ${cancelReasonMaxLength} characters.`}
        rows={3}
        required
        autoFocus
        readOnly={pending}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <ConfirmButtons
        keep="Keep delivery"
        confirm="Cancel delivery"
        confirming="Cancelling…"
        pending={pending}
        onKeep={onDismiss}
      />
    </form>
  );
}
