import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { TextareaField } from '@/forms/field';
import {
  decisionFormSchema,
  decisionMessages,
  decisionNoteMax,
  type DecisionFormValues,
} from '@/forms/api-access-decision-form';
import { showRefusal } from '@/forms/refusal';

export type WrittenDecision = 'rejected' | 'more_information_needed';

const texts: Record<WrittenDecision, { title: string; label: string; submit: string }> = {
  rejected: { title: 'Reject the request', label: 'Reason for rejecting', submit: 'Reject request' },
  more_information_needed: {
    title: 'Ask for more information',
    label: 'Question for the requester',
    submit: 'Send question',
  },
};

/**
 * A rejection's reason or a question (docs/forms.md): required, checked on submit with the
 * focus on the field; a refusal's reason shows at the form's top, a failure without one toasts.
 */
export function DecisionForm({
  kind,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: WrittenDecision;
  pending: boolean;
  onSubmit: (note: string, form: { onError: (error: ApiError) => void }) => void;
  onCancel: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<DecisionFormValues>({
    resolver: zodResolver(decisionFormSchema(kind)),
    defaultValues: { note: '' },
  });
  const submit = handleSubmit(({ note }) => {
    setRefusal(null);
    onSubmit(note, {
      onError: (error) => showRefusal(error, { setRefusal, fallback: () => notify.error(decisionMessages.failed) }),
    });
  });
  const text = texts[kind];
  return (
    <form
      noValidate
      aria-label={text.title}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">{text.title}</h3>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <TextareaField
        label={text.label}
        hint="The requester receives it by e-mail."
        required
        autoFocus
        maxLength={decisionNoteMax}
        error={formState.errors.note?.message}
        {...register('note')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={kind === 'rejected' ? 'danger' : 'primary'} disabled={pending}>
          {pending ? 'Saving...' : text.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
