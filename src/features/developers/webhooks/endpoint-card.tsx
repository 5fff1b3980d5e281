import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from '@/api/errors';
import { webhookEventTypes, type WebhookEndpoint, type WebhookEventType } from '@/api/schemas/webhooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/components/ui/format';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { SecretReveal } from '@/components/ui/secret-reveal';
import { SelectField } from '@/forms/field';
import { webhookEventLabels, webhookMessages } from '@/forms/webhook-endpoint-form';
import {
  forgetWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhookEndpoint,
} from '@/queries/webhooks';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointStatusBadge, ModeBadge, outcomeLabel } from './webhook-badges';

/** The endpoint: URL, events, secret; edit, send a test event, rotate, enable or disable, delete. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const enabled = endpoint.status === 'enabled';

  const toggle = () =>
    update.mutate(
      { id: endpoint.id, enabled: !enabled },
      {
        onSuccess: () => notify.success(enabled ? 'Endpoint disabled' : 'Endpoint enabled'),
        onError: (error) => notify.error(failureMessage(error, webhookMessages.updateFailed)),
      },
    );
  const confirm = () => {
    if (confirming === 'rotate') {
      rotate.mutate(endpoint.id, {
        onSuccess: (rotated) => setSecret(rotated.secret),
        onError: (error) => notify.error(failureMessage(error, webhookMessages.rotateFailed)),
        onSettled: () => setConfirming(null),
      });
    } else if (confirming === 'delete') {
      remove.mutate(endpoint.id, {
        onSuccess: () => {
          notify.success('Endpoint deleted');
          void navigate({ to: '/dashboard/developers' }).then(() => forgetWebhookEndpoint(queryClient, endpoint.id));
        },
        onError: (error) => notify.error(failureMessage(error, webhookMessages.deleteFailed)),
        onSettled: () => setConfirming(null),
      });
    }
  };

  return (
    <Card>
      <section aria-labelledby="endpoint-heading" className="space-y-4">
        <header className="space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <EndpointStatusBadge endpoint={endpoint} />
            <ModeBadge livemode={endpoint.livemode} />
          </p>
          <h1 id="endpoint-heading" className="font-mono text-base font-bold break-all text-slate-900 sm:text-lg">
            {endpoint.url}
          </h1>
          {endpoint.description ? <p className="text-sm break-words text-slate-600">{endpoint.description}</p> : null}
        </header>
        {endpoint.disabledReason ? <Notice tone="warning">{endpoint.disabledReason}</Notice> : null}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Signing secret</dt>
            <dd className="mt-0.5 font-mono text-slate-900">{endpoint.secretRedacted}</dd>
            {endpoint.previousSecretExpiresAt ? (
              <dd className="text-xs text-slate-600">
                The previous secret also signs until {formatDateTime(endpoint.previousSecretExpiresAt)}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Created</dt>
            <dd className="mt-0.5 text-slate-900">{formatDateTime(endpoint.createdAt)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Events</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-1.5">
                {endpoint.events.map((type) => (
                  <li key={type} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
                    {type}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming('rotate')}>
            Rotate secret
          </Button>
          <Button size="sm" variant="secondary" disabled={update.isPending} onClick={toggle}>
            {enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
            Delete
          </Button>
        </div>
        {enabled ? <SendTestEvent endpoint={endpoint} /> : null}
      </section>

      <EndpointDialog open={editing} onOpenChange={setEditing} endpoint={endpoint} />
      <SecretReveal
        title="Your new signing secret"
        secret={secret}
        warning={`${webhookMessages.secretWarning} The previous one also signs for 24 hours.`}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'delete' ? 'Delete endpoint?' : 'Rotate signing secret?'}
        description={
          confirming === 'delete'
            ? `No more events go to ${endpoint.url}, and its delivery history is deleted. This cannot be undone.`
            : 'A new secret signs every event from now on; the current one also signs for 24 hours, while you update your server.'
        }
        tone={confirming === 'delete' ? 'danger' : 'primary'}
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Rotate'}
        pending={rotate.isPending || remove.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

/** Send test event: one of the catalogue's types, sent now; the outcome in a toast and the list. */
function SendTestEvent({ endpoint }: { endpoint: WebhookEndpoint }) {
  const send = useSendTestWebhook();
  const [type, setType] = useState<WebhookEventType>(endpoint.events[0] ?? 'delivery.created');
  const submit = () =>
    send.mutate(
      { id: endpoint.id, type },
      {
        onSuccess: (delivery) => {
          const attempt = delivery.attempts.at(-1);
          const result = attempt?.httpStatus ? `HTTP ${attempt.httpStatus}` : (attempt?.error ?? '');
          const message = `Test event ${outcomeLabel[delivery.outcome].toLowerCase()}`;
          if (delivery.outcome === 'succeeded') notify.success(message, { description: result });
          else notify.warning(message, { description: result });
        },
        onError: (error) => notify.error(failureMessage(error, webhookMessages.testFailed)),
      },
    );
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-end">
      <SelectField
        label="Test event"
        className="flex-1"
        value={type}
        onChange={(event) => setType(event.target.value as WebhookEventType)}
      >
        {webhookEventTypes.map((option) => (
          <option key={option} value={option}>
            {webhookEventLabels[option].title}
          </option>
        ))}
      </SelectField>
      <Button size="sm" className="h-10" disabled={send.isPending} onClick={submit}>
        {send.isPending ? 'Sending...' : 'Send test event'}
      </Button>
    </div>
  );
}
