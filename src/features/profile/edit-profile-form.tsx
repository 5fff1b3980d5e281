import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PartnerProfile } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { EmailField, NameFields, PhoneField } from '@/forms/contact-fields';
import { TextField } from '@/forms/field';
import { showRefusal } from '@/forms/refusal';
import { profileFormDefaults, profileFormSchema, profileMessages, type ProfileFormValues } from '@/forms/profile-form';
import { useUpdatePartnerProfile } from '@/queries/partner';

/**
 * Mounted each time the dialog opens, so it starts from the saved profile. On failure the
 * dialog stays open with what was typed. The server's reason for a refusal shows in the form:
 * under the e-mail when it is taken, else at the form's top (docs/forms.md). A failure without
 * a reason is a toast and, since the page behind a modal dialog (and the toasts there) is
 * hidden from assistive technology, the same text at the form's top.
 */
export function EditProfileForm({ profile, onDone }: { profile: PartnerProfile; onDone: () => void }) {
  const update = useUpdatePartnerProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: () => {
        notify.success(profileMessages.saved);
        onDone();
      },
      onError: (error) =>
        showRefusal(error, {
          setError,
          fieldFor: { EMAIL_TAKEN: 'email' },
          setRefusal: setFailure,
          fallback: () => {
            setFailure(profileMessages.failed);
            notify.error(profileMessages.failed);
          },
        }),
    });
  });

  const pending = update.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <TextField
        label="Company name"
        autoComplete="organization"
        required
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <NameFields
        className="grid gap-4 sm:grid-cols-2"
        firstName={{ error: errors.firstName?.message, ...register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...register('lastName') }}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
