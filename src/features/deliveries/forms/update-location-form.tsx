import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Delivery } from '@/api/schemas';
import { TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import {
  toTrackingUpdate,
  updateLocationDefaults,
  updateLocationFormSchema,
  type UpdateLocationFormValues,
} from '@/forms/update-location-form';
import { useUpdateTracking } from '@/queries/delivery-writes';
import { ConfirmButtons } from './confirm-buttons';
import { deliveryMessages } from '../messages';
import { useOutcomeReporter, type ActionFeedback } from '../use-delivery-actions';

/**
 * Where the rider is now, for a delivery on the road: an address, coordinates or both, and a
 * note. The tracking history and the last known location show it as soon as the server has
 * it; on a failure everything typed stays, with the reason.
 */
export function UpdateLocationForm({
  delivery,
  onDone,
  onDismiss,
  onFeedback,
}: {
  delivery: Pick<Delivery, 'id' | 'trackingNumber'>;
  onDone: () => void;
  onDismiss: () => void;
  onFeedback: (feedback: ActionFeedback) => void;
}) {
  const update = useUpdateTracking();
  const report = useOutcomeReporter(onFeedback, false);
  const form = useForm<UpdateLocationFormValues>({
    resolver: zodResolver(updateLocationFormSchema),
    defaultValues: updateLocationDefaults,
  });
  const { handleSubmit, formState } = form;
  const field = bindField(form);

  const onSubmit = handleSubmit(async (values) => {
    const call = update.mutateAsync({ id: delivery.id, ...toTrackingUpdate(values) });
    if (await report(call, `Location of ${delivery.trackingNumber} updated`, deliveryMessages.locationFailed)) onDone();
  });

  const pending = formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label={`Update the location of ${delivery.trackingNumber}`}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-3 rounded-xl border border-brand-200 bg-white p-4 sm:grid-cols-2"
    >
      <TextField
        label="Where is the rider?"
        hint="An address or a landmark, e.g. Third Mainland Bridge, towards Ikeja."
        autoFocus
        readOnly={pending}
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        label="Latitude (optional)"
        inputMode="decimal"
        placeholder="6.4541"
        readOnly={pending}
        {...field('lat')}
      />
      <TextField
        label="Longitude (optional)"
        inputMode="decimal"
        placeholder="3.3947"
        readOnly={pending}
        {...field('lng')}
      />
      <TextField
        label="Note (optional)"
        hint="Kept in the tracking history."
        readOnly={pending}
        className="sm:col-span-2"
        {...field('note')}
      />
      <div className="sm:col-span-2">
        <ConfirmButtons
          keep="Close"
          confirm="Save location"
          confirming="Saving…"
          pending={pending}
          onKeep={onDismiss}
          tone="primary"
        />
      </div>
    </form>
  );
}
