import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PartnerProfile } from '@/api/schemas';
import { DialogForm } from '@/components/ui/form-buttons';
import { notify } from '@/components/ui/toast';
import { EmailField, NameFields, PhoneField } from '@/forms/contact-fields';
import { TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
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
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const { handleSubmit, setError } = form;
  const field = bindField(form);

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
    <DialogForm
      onSubmit={onSubmit}
      refusal={failure}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      pending={pending}
      onCancel={onDone}
      buttonsClassName="pt-2"
    >
      <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
      <NameFields className="grid gap-4 sm:grid-cols-2" firstName={field('firstName')} lastName={field('lastName')} />
      <EmailField {...field('email')} />
      <PhoneField {...field('phone')} />
    </DialogForm>
  );
}
