import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showRefusal, type RefusalFields } from '@/forms/refusal';
import { coverages } from '@/api/schemas';
import { coverageLabels } from './coverage-badge';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { SelectField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import {
  deliveryRouteFormDefaults,
  deliveryRouteFormSchema,
  deliveryRouteMessages,
  type DeliveryRouteFormInput,
  type DeliveryRouteFormValues,
} from '@/forms/delivery-route-form';
import { useCreateDeliveryRoute } from '@/queries/delivery-route-mutations';

/** The fields as the server names them in a refusal's `field: message`. */
const routeFieldNames: RefusalFields<DeliveryRouteFormInput> = {
  from: 'from',
  to: 'to',
  estimated_time: 'estimatedTime',
  base_price: 'basePrice',
  coverage: 'coverage',
};

export interface AddDeliveryRouteFormProps {
  id: string;
  /** After a route was added (the list already shows it), or on Cancel. */
  onClose: (reason: 'added' | 'cancelled') => void;
}

/**
 * The inline "Add Route" form. Save is always enabled: a submit shows every invalid field's
 * message at once and focuses the first (react-hook-form's shouldFocusError). The server's
 * reason for a refusal (a duplicate route, say) shows in the form; a failure with no reason
 * is a toast. Either way the form stays open with what was typed.
 */
export function AddDeliveryRouteForm({ id, onClose }: AddDeliveryRouteFormProps) {
  const create = useCreateDeliveryRoute();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeliveryRouteFormInput, unknown, DeliveryRouteFormValues>({
    resolver: zodResolver(deliveryRouteFormSchema),
    defaultValues: deliveryRouteFormDefaults,
  });
  const { handleSubmit, reset, setError } = form;
  const field = bindField(form);

  const onSubmit = handleSubmit((route) => {
    setRefusal(null);
    create.mutate(route, {
      onSuccess: () => {
        notify.success(deliveryRouteMessages.added);
        reset(deliveryRouteFormDefaults);
        onClose('added');
      },
      onError: (error) =>
        showRefusal(error, {
          setError,
          fieldNamed: routeFieldNames,
          setRefusal,
          fallback: () => notify.error(deliveryRouteMessages.addFailed),
        }),
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
      {refusal ? (
        <Notice tone="error" className="mb-4">
          {refusal}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="From" placeholder="e.g. Lekki" autoComplete="off" required autoFocus {...field('from')} />
        <TextField label="To" placeholder="e.g. Ikeja" autoComplete="off" required {...field('to')} />
        <TextField
          label="Estimated time"
          placeholder="e.g. 45 min, 2 h, 1–2 days"
          autoComplete="off"
          required
          {...field('estimatedTime')}
        />
        <TextField
          label="Base price (₦)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          placeholder="e.g. 3500"
          required
          {...field('basePrice', { valueAsNumber: true })}
        />
        <SelectField label="Coverage" className="sm:col-span-2" {...field('coverage')}>
          {coverages.map((coverage) => (
            <option key={coverage} value={coverage}>
              {coverageLabels[coverage]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={() => onClose('cancelled')}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Route'}
          </Button>
        </div>
      </div>
    </form>
  );
}
