import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { webhookEventTypes, type WebhookEndpoint, type WebhookEventType } from '@/api/schemas/webhooks';
import { DialogForm } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import { useDialogForm } from '@/forms/use-dialog-form';
import {
  webhookEndpointDefaults,
  webhookEndpointFormSchema,
  webhookEventLabels,
  webhookMessages,
  type WebhookEndpointFormValues,
} from '@/forms/webhook-endpoint-form';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '@/queries/webhooks';

/**
 * Add an endpoint (its signing secret goes to `onCreated`, shown once) or edit one: URL,
 * description and the events it wants. A refusal (a URL the mock will not call) shows under the
 * URL, everything typed kept.
 */
export function EndpointDialog({
  open,
  onOpenChange,
  endpoint,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
  onCreated?: (secret: string) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const initial: WebhookEndpointFormValues = endpoint
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
    : webhookEndpointDefaults;
  const { form, refusal, setRefusal, close, refused } = useDialogForm<WebhookEndpointFormValues>({
    resolver: zodResolver(webhookEndpointFormSchema),
    initial,
    onOpenChange,
    fieldNamed: { url: 'url' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const field = bindField(form);
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, ...values },
        { onSuccess: () => close(false), onError: refused(webhookMessages.updateFailed) },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        close(false);
        onCreated?.(created.secret);
      },
      onError: refused(webhookMessages.createFailed),
    });
  });

  return (
    <Modal open={open} onOpenChange={close} title={endpoint ? 'Edit endpoint' : 'Add endpoint'}>
      <DialogForm
        onSubmit={onSubmit}
        refusal={refusal}
        submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
        pendingLabel="Saving..."
        pending={pending}
        onCancel={() => close(false)}
      >
        <TextField
          label="Endpoint URL"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/webhooks/deliveros"
          hint="On the mock: localhost (npm run webhooks:listen) or http://localhost/__mock/webhook-receiver/<name>."
          {...field('url')}
        />
        <TextField label="Description" {...field('description')} />
        {/* One name for the group: react-hook-form reads the checked values as an array. */}
        <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">Events to send</legend>
          <ul className="mt-2 space-y-2">
            {webhookEventTypes.map((type) => (
              <li key={type}>
                <EventCheckbox type={type} {...register('events')} />
              </li>
            ))}
          </ul>
          {errors.events ? (
            <p id="webhook-events-error" className="mt-1 text-sm text-red-600">
              {errors.events.message}
            </p>
          ) : null}
        </fieldset>
      </DialogForm>
    </Modal>
  );
}

function EventCheckbox({ type, ...input }: { type: WebhookEventType } & UseFormRegisterReturn<'events'>) {
  const id = `webhook-event-${type}`;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        value={type}
        aria-describedby={`${id}-detail`}
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={id}>
          <span className="font-medium text-slate-900">{webhookEventLabels[type].title}</span>{' '}
          <code className="font-mono text-xs text-slate-500">{type}</code>
        </label>
        <span id={`${id}-detail`} className="block text-xs text-slate-600">
          {webhookEventLabels[type].detail}
        </span>
      </div>
    </div>
  );
}
