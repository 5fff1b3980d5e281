import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { brand, limits } from '@/config';
import {
  apiAccessDefaults,
  apiAccessFormSchema,
  apiAccessMessages,
  isApiAccessFormComplete,
  makeRequestId,
  type ApiAccessFormValues,
} from '@/forms/api-access-form';
import { TextareaField, TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import { FormButtons } from '@/components/ui/form-buttons';
import { showRefusal } from '@/forms/refusal';
import { useCreateApiAccessRequest } from '@/queries/api-access';

interface Submitted {
  requestId: string;
  businessName: string;
  email: string;
}

export interface RequestAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/*
 * The Request API Access dialog (docs/product.md). It stays mounted once opened
 * (see -request-access.tsx), so the form state lives here, outside the modal's content:
 * a draft survives Escape or a click outside, and the 3 s reset after a success runs
 * even if the dialog was closed meanwhile. 'Cancel' is the explicit way to discard.
 */
export default function RequestAccessDialog({ open, onOpenChange }: RequestAccessDialogProps) {
  const form = useForm<ApiAccessFormValues>({
    resolver: zodResolver(apiAccessFormSchema),
    defaultValues: apiAccessDefaults,
  });
  const createRequest = useCreateApiAccessRequest();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // What the form's top says: the blank-field notice (docs/product.md#validation-rules), a refusal's reason, or the
  // texts of docs/product.md#error-texts.
  const [notice, setNotice] = useState<string | null>(null);

  // Empty form → submitted for 3 s → empty form again (docs/product.md#states-and-transitions).
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => {
      form.reset(apiAccessDefaults);
      setSubmitted(null);
    }, limits.apiAccessResetMs);
    return () => clearTimeout(timer);
  }, [submitted, form]);

  const onSubmit = form.handleSubmit(
    (values) => {
      setNotice(null);
      createRequest.mutate(values, {
        onSuccess: () =>
          setSubmitted({ requestId: makeRequestId(), businessName: values.businessName, email: values.email }),
        // The typed fields stay. A refusal's reason shows in the form; without one, the text in
        // docs/product.md#error-texts (success:false → 'Failed to submit…', no answer → 'An error occurred…') shows
        // there and as its alert.
        onError: (error) =>
          showRefusal(error, {
            setRefusal: setNotice,
            fallback: (failed) => {
              const text = failed.kind === 'rejected' ? apiAccessMessages.rejected : apiAccessMessages.error;
              setNotice(text);
              notify.error(text);
            },
          }),
      });
    },
    // Every invalid field shows its message under itself and the first takes the focus; a blank
    // field also brings the notice in docs/product.md#validation-rules.
    () => setNotice(isApiAccessFormComplete(form.getValues()) ? null : apiAccessMessages.required),
  );

  const cancel = () => {
    form.reset(apiAccessDefaults);
    setNotice(null);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Request API Access"
      // The description speaks of the form; the success view has its own text.
      description={
        submitted
          ? undefined
          : `Fill out the form below and we'll get back to you within ${limits.apiAccessReplyHours} hours.`
      }
    >
      {submitted ? (
        <SubmittedView submitted={submitted} onClose={() => onOpenChange(false)} />
      ) : (
        <RequestForm
          form={form}
          pending={createRequest.isPending}
          notice={notice}
          onChange={() => setNotice(null)}
          onSubmit={(event) => void onSubmit(event)}
          onCancel={cancel}
        />
      )}
    </Modal>
  );
}

interface RequestFormProps {
  form: UseFormReturn<ApiAccessFormValues>;
  pending: boolean;
  notice: string | null;
  onChange: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

function RequestForm({ form, pending, notice, onChange, onSubmit, onCancel }: RequestFormProps) {
  const field = bindField(form);

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4" aria-busy={pending}>
      {notice ? <Notice tone="error">{notice}</Notice> : null}

      <TextField
        label="Business name"
        autoComplete="organization"
        placeholder="e.g. Swift Riders Ltd"
        required
        // Radix focuses the first tabbable element on open (the close button); the first field is more useful.
        autoFocus
        {...field('businessName')}
      />
      <TextField
        label="Business location"
        autoComplete="address-level2"
        placeholder="e.g. Ikeja, Lagos"
        required
        {...field('location')}
      />
      <TextField
        label="Business email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.ng"
        required
        {...field('email')}
      />
      <TextareaField
        label="How do you plan to use the API?"
        placeholder="Tell us about your deliveries: daily volume, cities you serve, and what you want to automate."
        rows={4}
        required
        {...field('reason')}
      />

      <FormButtons
        submitLabel="Request Access"
        pendingLabel="Submitting..."
        pending={pending}
        onCancel={onCancel}
        spinner
        className="pt-2"
      />
    </form>
  );
}

function SubmittedView({ submitted, onClose }: { submitted: Submitted; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) just left the page: move focus to the news, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50">
        <Icon node={CheckCircle2} className="size-8 text-brand-600" aria-hidden="true" />
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-bold text-slate-900 focus:outline-none">
        {apiAccessMessages.success}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
        Thank you for your interest in {brand.name}. Our team will review your request and get back to you within{' '}
        {limits.apiAccessReplyHours} hours.
      </p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-slate-50 text-left text-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-500">Request ID</dt>
          <dd className="font-mono font-semibold text-slate-900">{submitted.requestId}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-500">Business</dt>
          <dd className="truncate font-medium text-slate-900">{submitted.businessName}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-500">Email</dt>
          <dd className="truncate font-medium text-slate-900">{submitted.email}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500">Keep your request ID for any follow-up with {brand.supportEmail}.</p>
      <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
