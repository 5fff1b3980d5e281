import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck, Link2Off } from 'lucide';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@/api/errors';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { limits } from '@/config';
import { NewPasswordFields } from '@/forms/contact-fields';
import { showRefusal } from '@/forms/refusal';
import { useResetPassword } from '@/queries/auth';
import { AuthCard, AuthOutcome } from './auth-layout';
import { PasswordPageForm } from './password-page-form';
import { resetPasswordFormSchema, resetPasswordMessages, type ResetPasswordFormValues } from './reset-password-form';

const route = getRouteApi('/reset-password');

/**
 * The page an e-mailed reset link opens: a new password (sign-up's rules and messages),
 * then "Password updated" and the way to sign in. A link without a token, or one the server
 * no longer accepts (unknown, used, expired), gets the server's sentence and the way to ask
 * for a new one. Any other failure leaves the form as typed, with the reason.
 */
export function ResetPasswordPage() {
  const { token } = route.useSearch();
  const [outcome, setOutcome] = useState<{ done: true } | { invalid: string } | null>(null);

  if (!token) return <InvalidLinkView message={resetPasswordMessages.invalidLink} />;
  if (outcome && 'invalid' in outcome) return <InvalidLinkView message={outcome.invalid} />;
  if (outcome) return <UpdatedView />;
  return (
    <ResetForm
      token={token}
      onDone={() => setOutcome({ done: true })}
      onInvalid={(invalid) => setOutcome({ invalid })}
    />
  );
}

function ResetForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: (message: string) => void;
}) {
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    setFailure(null);
    resetPassword.mutate(
      { token, newPassword: password, confirmPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error.code === 'INVALID_RESET_TOKEN') {
            onInvalid(failureMessage(error, resetPasswordMessages.invalidLink));
            return;
          }
          // The server's reason for a refusal (a password rule) at the form's top, else the
          // general text; the fields keep what was typed.
          showRefusal(error, {
            setRefusal: setFailure,
            fallback: () => setFailure(resetPasswordMessages.failed),
          });
        },
      },
    );
  });

  return (
    <PasswordPageForm
      title="Choose a new password"
      subtitle="The password you will sign in with from now on. Saving it signs you out on every device."
      failure={failure}
      onClearFailure={() => setFailure(null)}
      onSubmit={onSubmit}
      busy={resetPassword.isPending}
      submitLabel={['Update Password', 'Updating...']}
    >
      <NewPasswordFields
        hint={`At least ${limits.passwordMinLength} characters.`}
        password={{ label: 'New password', error: errors.password?.message, ...register('password') }}
        confirm={{
          label: 'Confirm new password',
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
    </PasswordPageForm>
  );
}

function UpdatedView() {
  return (
    <AuthCard title="Password updated">
      <AuthOutcome icon={CircleCheck} tone="success" className="space-y-6 text-center">
        <p className="text-sm leading-6 text-slate-700">
          Your new password is set. Every session that used the old one has been signed out: sign in with the new
          password to continue.
        </p>
        <Link to="/signin" className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign In
        </Link>
      </AuthOutcome>
    </AuthCard>
  );
}

function InvalidLinkView({ message }: { message: string }) {
  return (
    <AuthCard title="This link can’t be used">
      <AuthOutcome icon={Link2Off} tone="error" className="space-y-6">
        <Notice tone="error">{message}</Notice>
        <p className="text-center text-sm leading-6 text-slate-600">
          Reset links work once, for a limited time. Ask for a new one and use the latest e-mail.
        </p>
        <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          Request a new link
        </Link>
      </AuthOutcome>
    </AuthCard>
  );
}
