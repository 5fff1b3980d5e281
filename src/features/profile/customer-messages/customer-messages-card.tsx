import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  customerMessageChannels,
  customerMessageEvents,
  type CustomerMessageChannel,
  type CustomerMessageSettings,
} from '@/api/schemas/customer-messages';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import {
  customerMessageFieldNames,
  customerMessagesFormSchema,
  customerMessagesMessages,
  customerMessagesRequest,
  type CustomerMessagesFormValues,
} from '@/forms/customer-messages-form';
import { useRefusal } from '@/forms/use-refusal';
import { customerMessageQueries, useUpdateCustomerMessages } from '@/queries/customer-messages';
import { CustomerMessagesShell, CustomerMessagesSkeleton } from '../customer-messages-shell';
import { CustomerMessageRow } from './customer-message-row';
import { useSamples } from './sample-values';
import { QueryStates } from '@/components/feedback/list-states';

const channelLabels: Record<CustomerMessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' };

/**
 * The Profile's customer messages (issue 28): the channel, and each moment's switch and
 * template with a live preview. Loaded lazily by the section; loads, fails and retries on its own.
 */
export function CustomerMessagesCard() {
  const settings = useQuery(customerMessageQueries.settings());
  return (
    <CustomerMessagesShell busy={settings.isPending}>
      <QueryStates
        query={settings}
        keepData
        skeleton={<CustomerMessagesSkeleton />}
        failed={customerMessagesMessages.loadFailed}
      >
        {(saved) => <CustomerMessagesForm saved={saved} />}
      </QueryStates>
    </CustomerMessagesShell>
  );
}

/**
 * Edited as a whole and saved with one button (docs/forms.md): checked on submit, then as it is
 * typed; a failure shows in the card with everything typed kept; "Discard changes" goes back
 * to what is saved.
 */
function CustomerMessagesForm({ saved }: { saved: CustomerMessageSettings }) {
  const update = useUpdateCustomerMessages();
  const samples = useSamples();
  const saveButton = useRef<HTMLButtonElement>(null);
  const form = useForm<CustomerMessagesFormValues>({
    resolver: zodResolver(customerMessagesFormSchema),
    defaultValues: saved,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const {
    refusal: failure,
    setRefusal: setFailure,
    refused,
  } = useRefusal(setError, {
    fieldNamed: customerMessageFieldNames,
  });
  const pending = update.isPending;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(customerMessagesRequest(values, saved), {
      onSuccess: (reply) => {
        reset(reply);
        notify.success(customerMessagesMessages.saved);
      },
      onError: refused(customerMessagesMessages.failed),
    });
  });

  const discard = () => {
    reset(saved);
    setFailure(null);
    // The button goes with the changes: the focus goes to Save, next to it.
    saveButton.current?.focus();
  };

  return (
    <>
      {/* Not a <form>: radix's switch would add a hidden input to it, that no one reads. */}
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Send them by</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {customerMessageChannels.map((channel) => (
              <label
                key={channel}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
              >
                <input type="radio" value={channel} className="size-4 accent-brand-700" {...register('channel')} />
                <span className="text-sm font-semibold text-slate-900">{channelLabels[channel]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <ul className="divide-y divide-slate-100">
          {customerMessageEvents.map((event) => (
            <CustomerMessageRow key={event} event={event} samples={samples} form={form} />
          ))}
        </ul>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-5">
          {formState.isDirty ? <p className="mr-auto text-sm text-slate-500">You have unsaved changes.</p> : null}
          {formState.isDirty ? (
            <Button variant="secondary" onClick={discard} disabled={pending}>
              Discard changes
            </Button>
          ) : null}
          <Button ref={saveButton} disabled={pending} onClick={() => void onSubmit()}>
            {pending ? <Icon node={LoaderCircle} className="size-4 animate-spin" aria-hidden="true" /> : null}
            {pending ? 'Saving...' : 'Save messages'}
          </Button>
        </div>
      </div>
    </>
  );
}
