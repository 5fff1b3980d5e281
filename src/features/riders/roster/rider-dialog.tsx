import { zodResolver } from '@hookform/resolvers/zod';
import { vehicles, type Rider } from '@/api/schemas/riders';
import { DialogForm } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { SelectField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import { useDialogForm } from '@/forms/use-dialog-form';
import {
  createRiderRequestOf,
  riderFormDefaults,
  riderFormSchema,
  riderFormValuesOf,
  riderMessages,
  riderRefusalFields,
  updateRiderRequestOf,
  vehicleLabels,
  type RiderFormValues,
} from '@/forms/rider-form';
import { useCreateRider, useUpdateRider } from '@/queries/riders';

/**
 * Add a rider, or edit one: name, Nigerian phone, vehicle and plate. A refusal naming a field
 * (another rider has this phone) shows under it and takes the focus; any other failure in the
 * dialog's notice. Nothing typed is lost.
 */
export function RiderDialog({
  open,
  rider,
  onOpenChange,
}: {
  open: boolean;
  /** The rider to edit; null to add one. */
  rider: Rider | null;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateRider();
  const update = useUpdateRider();
  const initial = rider ? riderFormValuesOf(rider) : riderFormDefaults;
  const { form, refusal, setRefusal, close, refused } = useDialogForm<RiderFormValues>({
    resolver: zodResolver(riderFormSchema),
    initial,
    onOpenChange,
    fieldNamed: riderRefusalFields,
    fieldFor: { RIDER_PHONE_TAKEN: 'phone' },
  });
  const field = bindField(form);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    if (rider) {
      update.mutate(
        { id: rider.id, ...updateRiderRequestOf(values) },
        {
          onSuccess: (saved) => {
            close(false);
            notify.success(riderMessages.saved, { description: saved.name });
          },
          onError: refused(riderMessages.updateFailed),
        },
      );
      return;
    }
    create.mutate(createRiderRequestOf(values), {
      onSuccess: (added) => {
        close(false);
        notify.success(riderMessages.added, { description: added.name });
      },
      onError: refused(riderMessages.createFailed),
    });
  });

  return (
    <Modal open={open} onOpenChange={close} title={rider ? `Edit ${rider.name}` : 'Add rider'}>
      <DialogForm
        onSubmit={onSubmit}
        refusal={refusal}
        submitLabel={rider ? 'Save rider' : 'Add rider'}
        pendingLabel="Saving..."
        pending={pending}
        onCancel={() => close(false)}
      >
        <TextField label="Name" required autoComplete="off" {...field('name')} />
        <TextField
          label="Phone number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567."
          {...field('phone')}
        />
        <SelectField label="Vehicle" required {...field('vehicle')}>
          {vehicles.map((vehicle) => (
            <option key={vehicle} value={vehicle}>
              {vehicleLabels[vehicle]}
            </option>
          ))}
        </SelectField>
        <TextField label="Plate (optional)" autoComplete="off" placeholder="LND-482-KJ" {...field('plate')} />
      </DialogForm>
    </Modal>
  );
}
