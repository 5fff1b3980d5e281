import { ChevronDown } from 'lucide';
import { useId, useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { WebhookAttempt, WebhookDelivery } from '@/api/schemas/webhooks';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { webhookEventLabels, webhookMessages } from '@/forms/webhook-endpoint-form';
import { useResendWebhookDelivery } from '@/queries/webhooks';
import { OutcomeBadge } from './webhook-badges';

/**
 * One event sent to the endpoint: its type, time and outcome; opened, every attempt (HTTP status
 * or the network error, duration, the reply's start), the event's payload and Resend.
 */
export function DeliveryRow({ delivery, endpointEnabled }: { delivery: WebhookDelivery; endpointEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const resend = useResendWebhookDelivery();
  const attempts = delivery.attempts.length;
  const { event } = delivery;

  const onResend = () =>
    resend.mutate(delivery.id, {
      onSuccess: (sent) => {
        const last = sent.attempts.at(-1);
        if (last?.error === null) notify.success('Event resent', { description: `HTTP ${last.httpStatus ?? ''}` });
        else notify.warning('The resend failed too', { description: last?.error ?? '' });
      },
      onError: (error) => notify.error(failureMessage(error, webhookMessages.resendFailed)),
    });

  return (
    <li className="py-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="-mx-2 flex w-[calc(100%+1rem)] items-start gap-3 rounded-lg px-2 py-1 text-left hover:bg-slate-50"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{webhookEventLabels[event.type].title}</span>
            <OutcomeBadge outcome={delivery.outcome} />
          </span>
          <span className="block font-mono text-xs break-all text-slate-600">{event.id}</span>
          <span className="block text-xs text-slate-500">
            {formatDateTime(delivery.createdAt)} · {attempts} {attempts === 1 ? 'attempt' : 'attempts'}
            {delivery.nextAttemptAt ? ` · next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
          </span>
        </span>
        <Icon
          node={ChevronDown}
          className={cn('mt-1 size-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={panelId} className="mt-3 space-y-3">
          <ol aria-label="Attempts" className="space-y-2">
            {delivery.attempts.map((attempt, index) => (
              <AttemptItem key={`${attempt.at}-${index}`} attempt={attempt} number={index + 1} />
            ))}
          </ol>
          <details className="rounded-lg bg-slate-50 p-3 text-sm">
            <summary className="cursor-pointer font-medium text-slate-800">Event payload</summary>
            <pre
              tabIndex={0}
              aria-label="Event payload"
              className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs leading-5 text-slate-100"
            >
              <code>{JSON.stringify(event.data.object, null, 2)}</code>
            </pre>
          </details>
          {endpointEnabled ? (
            <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={onResend}>
              {resend.isPending ? 'Resending...' : 'Resend'}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">Enable the endpoint to resend this event.</p>
          )}
        </div>
      ) : null}
    </li>
  );
}

function AttemptItem({ attempt, number }: { attempt: WebhookAttempt; number: number }) {
  const ok = attempt.error === null;
  return (
    <li
      className={cn(
        'rounded-lg border p-3 text-sm',
        ok ? 'border-green-200 bg-green-50/50' : 'border-red-200 bg-red-50/50',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">
          Attempt {number}
          {attempt.trigger === 'resend' ? ' (resend)' : ''}
        </span>
        <span className={cn('font-mono font-semibold', ok ? 'text-green-800' : 'text-red-800')}>
          {attempt.httpStatus === null ? 'No reply' : `HTTP ${attempt.httpStatus}`}
        </span>
        <span className="text-slate-600">{formatDateTime(attempt.at)}</span>
        <span className="text-slate-600 tabular-nums">{attempt.durationMs} ms</span>
      </p>
      {/* The error in words, unless it only repeats the status ("HTTP 500"). */}
      {attempt.error && attempt.error !== `HTTP ${attempt.httpStatus}` ? (
        <p className="mt-1 break-words text-red-800">{attempt.error}</p>
      ) : null}
      {attempt.responseExcerpt ? (
        <p className="mt-1 font-mono text-xs break-all text-slate-700">{attempt.responseExcerpt}</p>
      ) : null}
    </li>
  );
}
