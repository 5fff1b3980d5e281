import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import { priorities } from '@/api/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BackLink } from '@/components/ui/back-link';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { SelectField, TextareaField, TextField, type InputProps } from '@/forms/field';
import { showRefusal } from '@/forms/refusal';
import {
  createDeliveryDefaults,
  createDeliveryFieldNames,
  createDeliveryFormSchema,
  textLimits,
  toCreateDeliveryRequest,
  type CreateDeliveryFormInput,
  type CreateDeliveryFormValues,
} from '@/forms/create-delivery-form';
import { useCreateDelivery } from '@/queries/delivery-writes';
import { priorityLabels } from '../badges';
import { deliveryMessages } from '../messages';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-100 pt-5 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900 sm:col-span-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Cash on delivery (issue 28): ticked, the rider collects an amount from the recipient at the
 * door; the amount's field shows only then (what was typed in it stays when unticked, unsent).
 */
function CashOnDeliveryGroup({
  control,
  checkbox,
  amount,
}: {
  control: Control<CreateDeliveryFormInput, unknown, CreateDeliveryFormValues>;
  checkbox: ComponentProps<'input'>;
  amount: Omit<InputProps, 'label'>;
}) {
  const ticked = useWatch({ control, name: 'cashOnDelivery' });
  return (
    <Group legend="Payment at the door">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300">
        <input type="checkbox" className="size-4 accent-brand-700" {...checkbox} />
        <span className="text-sm font-semibold text-slate-900">Cash on delivery</span>
      </label>
      {ticked ? (
        <TextField
          label="Amount to collect (₦)"
          inputMode="decimal"
          autoComplete="off"
          hint="What the rider collects from the recipient, in naira."
          required
          {...amount}
        />
      ) : null}
    </Group>
  );
}

/**
 * /dashboard/deliveries/new: a delivery request entered by the partner (a phone order, a walk-in
 * customer). Everything is checked in plain words before it is sent; on a refusal or a failed
 * call what was typed stays. Once the server has it, the list shows it at once (newest first)
 * with its detail open.
 */
export function CreateDeliveryPage() {
  const navigate = useNavigate();
  const create = useCreateDelivery();
  // null: no failure; '': failed without a reason; else the server's reason for refusing.
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => createDeliveryFormSchema(), []);
  const { register, handleSubmit, formState, setError, control } = useForm<
    CreateDeliveryFormInput,
    unknown,
    CreateDeliveryFormValues
  >({
    resolver: zodResolver(schema),
    defaultValues: createDeliveryDefaults,
  });
  const errors = formState.errors;

  // The form is long: on a phone the submit button is far below the notice at its top.
  useEffect(() => {
    if (failure !== null) failureRef.current?.scrollIntoView?.({ block: 'center' });
  }, [failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const delivery = await create.mutateAsync(toCreateDeliveryRequest(values));
      notify.success(`${delivery.trackingNumber} created`);
      await navigate({ to: '/dashboard/deliveries', search: { delivery: delivery.id } });
    } catch (error) {
      // Everything typed stays; the notice says it failed, with the server's reason if it refused.
      if (!isApiError(error)) setFailure('');
      else
        showRefusal(error, {
          setRefusal: setFailure,
          fallback: () => setFailure(''),
          setError,
          fieldNamed: createDeliveryFieldNames,
        });
    }
  });

  const pending = formState.isSubmitting;
  const field = <Name extends keyof CreateDeliveryFormInput>(name: Name) => ({
    ...register(name),
    error: errors[name]?.message,
    readOnly: pending,
  });

  return (
    <div className="space-y-5">
      <div className="min-w-0">
        <BackLink to="/dashboard/deliveries">Back to deliveries</BackLink>
        <h2 id="new-delivery-heading" className="mt-2 text-lg font-semibold text-slate-900">
          New delivery
        </h2>
        <p className="text-sm text-slate-600">
          A request taken by phone or at the counter: it starts as pending, like one from the API.
        </p>
      </div>

      <Card>
        <form
          noValidate
          aria-labelledby="new-delivery-heading"
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-6"
        >
          {failure !== null ? (
            <div ref={failureRef}>
              <Notice tone="error">
                <p className="font-medium">{deliveryMessages.createFailed}</p>
                {failure ? <p>{failure}</p> : null}
              </Notice>
            </div>
          ) : null}

          <Group legend="Customer">
            <TextField label="Name" autoComplete="off" required className="sm:col-span-2" {...field('customerName')} />
            <TextField label="Email address" type="email" autoComplete="off" required {...field('customerEmail')} />
            <TextField label="Phone number" type="tel" autoComplete="off" required {...field('customerPhone')} />
          </Group>

          <Group legend="Pickup">
            <TextField label="Pickup address" required {...field('fromAddress')} />
            <TextField label="Pickup city" required {...field('fromCity')} />
          </Group>

          <Group legend="Drop-off">
            <TextField label="Drop-off address" required {...field('toAddress')} />
            <TextField label="Drop-off city" required {...field('toCity')} />
          </Group>

          <Group legend="Package">
            <TextField label="Description" required className="sm:col-span-2" {...field('description')} />
            <TextareaField
              label="Items"
              hint="One per line, e.g. Insulin pens (x20)."
              rows={3}
              required
              {...field('items')}
            />
            <TextareaField
              label="Special instructions (optional)"
              hint={`For the rider. Up to ${textLimits.long} characters.`}
              rows={3}
              {...field('specialInstructions')}
            />
          </Group>

          <Group legend="Price and timing">
            <TextField
              label="Price (₦)"
              inputMode="decimal"
              autoComplete="off"
              hint="What the customer pays, in naira."
              required
              {...field('price')}
            />
            <SelectField label="Priority" {...register('priority')}>
              {priorities.map((priority) => (
                <option key={priority} value={priority}>
                  {priorityLabels[priority]}
                </option>
              ))}
            </SelectField>
            <TextField label="Estimated arrival" type="datetime-local" hint="Lagos time." required {...field('eta')} />
          </Group>

          <CashOnDeliveryGroup
            control={control}
            checkbox={{ ...register('cashOnDelivery'), disabled: pending }}
            amount={field('codAmount')}
          />

          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Link to="/dashboard/deliveries" className={buttonClasses('secondary', 'md')}>
              Cancel
            </Link>
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating…' : 'Create delivery'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
