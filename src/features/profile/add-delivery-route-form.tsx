import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { coverages } from '@/api/schemas';
import { coverageLabels } from '@/features/profile/coverage-badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { SelectField, TextField } from '@/forms/field';
import {
  deliveryRouteFormDefaults,
  deliveryRouteFormSchema,
  deliveryRouteMessages,
  isDeliveryRouteFormComplete,
  type DeliveryRouteFormInput,
  type DeliveryRouteFormValues,
} from '@/forms/delivery-route-form';
import { useCreateDeliveryRoute } from '@/queries/delivery-route-mutations';

export interface AddDeliveryRouteFormProps {
  id: string;
  /** After a route was added (the list already shows it), or on Cancel. */
  onClose: (reason: 'added' | 'cancelled') => void;
}

/** The inline "Add Route" form. On failure it stays open with what was typed. */
export function AddDeliveryRouteForm({ id, onClose }: AddDeliveryRouteFormProps) {
  const create = useCreateDeliveryRoute();
  const { register, handleSubmit, control, reset, formState } = useForm<
    DeliveryRouteFormInput,
    unknown,
    DeliveryRouteFormValues
  >({
    resolver: zodResolver(deliveryRouteFormSchema),
    defaultValues: deliveryRouteFormDefaults,
  });
  const { errors } = formState;
  const values = useWatch({ control });
  const complete = isDeliveryRouteFormComplete(values);

  const onSubmit = handleSubmit((route) => {
    create.mutate(route, {
      onSuccess: () => {
        notify.success(deliveryRouteMessages.added);
        reset(deliveryRouteFormDefaults);
        onClose('added');
      },
      onError: () => notify.error(deliveryRouteMessages.addFailed),
    });
  });

  const pending = create.isPending;
  return (
    <form
      id={id}
      noValidate
      aria-label="Add a delivery route"
      onSubmit={(event) => void onSubmit(event)}
      className="mb-5 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="From"
          placeholder="e.g. Lekki"
          autoComplete="off"
          required
          autoFocus
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField
          label="To"
          placeholder="e.g. Ikeja"
          autoComplete="off"
          required
          error={errors.to?.message}
          {...register('to')}
        />
        <TextField
          label="Estimated time"
          placeholder="e.g. 1-2 hours"
          autoComplete="off"
          required
          error={errors.estimatedTime?.message}
          {...register('estimatedTime')}
        />
        <TextField
          label="Base price (₦)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          placeholder="e.g. 3500"
          required
          error={errors.basePrice?.message}
          {...register('basePrice', { valueAsNumber: true })}
        />
        <SelectField
          label="Coverage"
          className="sm:col-span-2"
          error={errors.coverage?.message}
          {...register('coverage')}
        >
          {coverages.map((coverage) => (
            <option key={coverage} value={coverage}>
              {coverageLabels[coverage]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {!complete ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500 sm:mr-auto">
            Fill in from, to, estimated time and a base price to add the route.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={() => onClose('cancelled')}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || pending} aria-describedby={complete ? undefined : `${id}-hint`}>
            {pending ? 'Saving...' : 'Save Route'}
          </Button>
        </div>
      </div>
    </form>
  );
}
