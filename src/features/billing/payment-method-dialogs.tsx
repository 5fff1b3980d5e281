import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/api/schemas';
import { DialogForm } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { CheckboxField, SelectField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import {
  createPaymentMethodDefaults,
  createPaymentMethodFormSchema,
  editPaymentMethodDefaults,
  editPaymentMethodFormSchema,
  maskedNumber,
  paymentMethodFieldLabels,
  paymentMethodMessages,
  paymentMethodTypeLabels,
  type CreatePaymentMethodFormInput,
  type CreatePaymentMethodFormValues,
  type EditPaymentMethodFormValues,
} from '@/forms/payment-method-form';
import { useCreatePaymentMethod, useUpdatePaymentMethod } from '@/queries/billing-mutations';
import type { RefusalFields } from '@/forms/refusal';
import { useRefusal } from '@/forms/use-refusal';

/** The fields as the server names them in a refusal's `field: message`. */
const paymentMethodFieldNames: RefusalFields<CreatePaymentMethodFormInput> = {
  type: 'type',
  provider: 'provider',
  account_name: 'accountName',
  account_number: 'accountNumber',
  is_default: 'isDefault',
};

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add Payment Method': the form mounts with the dialog, so each opening starts empty. */
export function AddPaymentMethodDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add payment method"
      description="Your default method is charged for your DeliverOS invoices. Only the last four digits are stored."
    >
      <AddPaymentMethodForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function AddPaymentMethodForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePaymentMethod();
  const form = useForm<CreatePaymentMethodFormInput, unknown, CreatePaymentMethodFormValues>({
    resolver: zodResolver(createPaymentMethodFormSchema),
    defaultValues: createPaymentMethodDefaults,
  });
  const { register, handleSubmit, control } = form;
  const field = bindField(form);
  const { refusal, setRefusal, refused } = useRefusal(form.setError, { fieldNamed: paymentMethodFieldNames });
  const type = useWatch({ control, name: 'type' });
  const labels = paymentMethodFieldLabels[type];

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    create.mutate(values, {
      onSuccess: (method) => {
        notify.success(paymentMethodMessages.added, { description: `${method.provider} ${maskedNumber(method)}` });
        onDone();
      },
      onError: refused(paymentMethodMessages.addFailed),
    });
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      refusal={refusal}
      pending={create.isPending}
      submitLabel="Add payment method"
      pendingLabel="Adding..."
      onCancel={onDone}
      spinner
      buttonsClassName="pt-2"
    >
      <SelectField label="Type" {...register('type')}>
        {Object.entries(paymentMethodTypeLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={labels.provider}
        placeholder={type === 'card' ? 'e.g. Verve' : 'e.g. Access Bank'}
        required
        {...field('provider')}
      />
      <TextField label="Account name" autoComplete="name" required {...field('accountName')} />
      <TextField
        label={labels.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        hint="10 to 19 digits. Only the last four are kept."
        required
        {...field('accountNumber')}
      />
      <CheckboxField label="Set as default payment method" {...register('isDefault')} />
    </DialogForm>
  );
}

/** 'Edit': the provider, the account name and whether it is the default. */
export function EditPaymentMethodDialog({
  method,
  onOpenChange,
}: {
  method: PaymentMethod | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={method !== null}
      onOpenChange={onOpenChange}
      title="Edit payment method"
      description={method ? `${paymentMethodTypeLabels[method.type]} ${maskedNumber(method)}` : undefined}
    >
      {method ? <EditPaymentMethodForm method={method} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function EditPaymentMethodForm({ method, onDone }: { method: PaymentMethod; onDone: () => void }) {
  const update = useUpdatePaymentMethod();
  const form = useForm<EditPaymentMethodFormValues>({
    resolver: zodResolver(editPaymentMethodFormSchema),
    defaultValues: editPaymentMethodDefaults(method),
  });
  const field = bindField(form);
  // A refusal to un-default the only default is about the checkbox: its reason shows there.
  const { refusal, setRefusal, refused } = useRefusal(form.setError, {
    fieldFor: { DEFAULT_PAYMENT_METHOD_REQUIRED: 'isDefault' },
  });
  const labels = paymentMethodFieldLabels[method.type];

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    update.mutate(
      { id: method.id, ...values },
      {
        onSuccess: () => {
          notify.success(paymentMethodMessages.updated);
          onDone();
        },
        onError: refused(paymentMethodMessages.updateFailed),
      },
    );
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      refusal={refusal}
      pending={update.isPending}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      onCancel={onDone}
      spinner
      buttonsClassName="pt-2"
    >
      <TextField label={labels.provider} required {...field('provider')} />
      <TextField label="Account name" autoComplete="name" required {...field('accountName')} />
      <CheckboxField label="Default payment method" {...field('isDefault')} />
      {method.isDefault ? (
        <p className="-mt-2 pl-6 text-xs text-slate-500">To change your default, make another method the default.</p>
      ) : null}
    </DialogForm>
  );
}
