import { dashboardMode } from '@/api/mode';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiKey } from '@/api/schemas/api-keys';
import { DialogForm, FormButtons } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import {
  apiKeyDefaults,
  apiKeyFormSchema,
  apiKeyMessages,
  graceOptions,
  type ApiKeyFormValues,
} from '@/forms/api-key-form';
import { SelectField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import { showRefusal } from '@/forms/refusal';
import { useRefusal } from '@/forms/use-refusal';
import { useCreateApiKey, useRollApiKey } from '@/queries/api-keys';

/** Create key: a name and a mode; on success the new secret goes to `onCreated` (shown once). */
export function CreateKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateApiKey();
  // A key of the mode the dashboard shows (its list shows that mode's keys only), unless changed.
  const defaults = (): ApiKeyFormValues => ({ ...apiKeyDefaults, mode: dashboardMode.isTest() ? 'test' : 'live' });
  const form = useForm<ApiKeyFormValues>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: defaults(),
  });
  const { handleSubmit, reset } = form;
  const field = bindField(form);
  // A live key refused for want of approved API access concerns the mode.
  const { refusal, setRefusal, refused } = useRefusal(form.setError, { fieldFor: { API_ACCESS_NOT_APPROVED: 'mode' } });

  const close = (next: boolean) => {
    if (!next) {
      reset(defaults());
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    create.mutate(values, {
      onSuccess: (key) => {
        close(false);
        onCreated(key.secret);
      },
      onError: refused(apiKeyMessages.createFailed),
    });
  });

  return (
    <Modal open={open} onOpenChange={close} title="Create API key">
      <DialogForm
        onSubmit={onSubmit}
        refusal={refusal}
        submitLabel="Create key"
        pendingLabel="Creating..."
        pending={create.isPending}
        onCancel={() => close(false)}
      >
        <TextField label="Name" required {...field('name')} />
        <SelectField
          label="Mode"
          required
          hint="Test keys work on a sandbox with test money; live keys on your real data."
          {...field('mode')}
        >
          <option value="test">Test</option>
          <option value="live">Live</option>
        </SelectField>
      </DialogForm>
    </Modal>
  );
}

/** Roll: a new secret for the key; the old one keeps working for the chosen grace period. */
export function RollKeyDialog({
  apiKey,
  onOpenChange,
  onRolled,
}: {
  apiKey: ApiKey | null;
  onOpenChange: (open: boolean) => void;
  onRolled: (secret: string) => void;
}) {
  const roll = useRollApiKey();
  const [grace, setGrace] = useState('24');
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    setGrace('24');
    onOpenChange(false);
  };

  const submit = () => {
    if (!apiKey) return;
    setRefusal(null);
    roll.mutate(
      { id: apiKey.id, graceHours: Number(grace) },
      {
        onSuccess: (rolled) => {
          close();
          onRolled(rolled.secret);
        },
        onError: (error) => showRefusal(error, { setRefusal, fallback: () => setRefusal(apiKeyMessages.rollFailed) }),
      },
    );
  };

  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={apiKey ? `Roll ${apiKey.name}` : 'Roll key'}
      description="A new secret replaces this one. Choose when the old secret stops working."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        <SelectField label="Old secret expires" value={grace} onChange={(event) => setGrace(event.target.value)}>
          {graceOptions.map((option) => (
            <option key={option.hours} value={String(option.hours)}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <FormButtons submitLabel="Roll key" pendingLabel="Rolling..." pending={roll.isPending} onCancel={close} />
      </form>
    </Modal>
  );
}
