import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { Clock, Inbox, MailCheck } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { limits } from '@/config';
import { useForgotPassword } from '@/queries/auth';
import { EmailField } from '@/forms/contact-fields';
import { showRefusal } from '@/forms/refusal';
import {
  forgotPasswordFormSchema,
  forgotPasswordMessages,
  type ForgotPasswordFormValues,
} from '@/forms/forgot-password-form';
import { AuthCard, AuthOutcome, SupportLine } from './auth-layout';
import { PasswordPageForm } from './password-page-form';

/*
 * Sending and resending call POST /api/auth/forgot-password (issue 14: password reset works
 * end to end). The reply is the same whether or not the address has an account, so "Check
 * your email" never tells who is a partner. The e-mail's link opens /reset-password. The
 * expiry note says limits.resetLinkExpiryHours.
 */

type NoticeState = { tone: 'success' | 'error'; text: string } | null;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? <RequestView onSent={setSentTo} /> : <SentView email={sentTo} />;
}

function RequestView({ onSent }: { onSent: (email: string) => void }) {
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    forgotPassword.mutate(email, {
      onSuccess: () => onSent(email),
      // The server's reason for a refusal (a 4xx with a message), else the form's own text; the address stays.
      onError: (error) =>
        showRefusal(error, {
          setRefusal: setFailure,
          fallback: () => setFailure(forgotPasswordMessages.sendFailed),
        }),
    });
  });

  return (
    <PasswordPageForm
      title="Forgot your password?"
      subtitle="Enter the email address of your partner account and we will send you a link to choose a new password."
      failure={failure}
      onClearFailure={() => setFailure(null)}
      onSubmit={onSubmit}
      busy={forgotPassword.isPending}
      submitLabel={['Send Reset Link', 'Sending...']}
    >
      <EmailField label="Email address" error={formState.errors.email?.message} {...register('email')} />
    </PasswordPageForm>
  );
}

function SentView({ email }: { email: string }) {
  const forgotPassword = useForgotPassword();
  const [notice, setNotice] = useState<NoticeState>(null);

  const resend = () => {
    setNotice(null);
    forgotPassword.mutate(email, {
      onSuccess: () => setNotice({ tone: 'success', text: `We sent another reset link to ${email}.` }),
      onError: (error) =>
        showRefusal(error, {
          setRefusal: (text) => setNotice({ tone: 'error', text }),
          fallback: () => setNotice({ tone: 'error', text: forgotPasswordMessages.resendFailed }),
        }),
    });
  };
  const resending = forgotPassword.isPending;

  return (
    <AuthCard title="Check your email">
      <AuthOutcome icon={MailCheck} tone="brand" className="space-y-5 text-center">
        <p className="text-sm leading-6 text-slate-700">
          We sent a password reset link to
          <strong className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">{email}</strong>
        </p>
        <ul className="space-y-3 rounded-lg bg-slate-50 p-4 text-left text-sm leading-6 text-slate-600 ring-1 ring-slate-200">
          <li className="flex gap-3">
            <Icon node={Clock} className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>The link expires in {inHours(limits.resetLinkExpiryHours)}.</span>
          </li>
          <li className="flex gap-3">
            <Icon node={Inbox} className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>Nothing there? Check your spam or junk folder, or send the email again.</span>
          </li>
        </ul>
      </AuthOutcome>
      <div className="mt-6 space-y-3">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <Button variant="secondary" size="lg" className="w-full" disabled={resending} onClick={resend}>
          {resending ? 'Resending...' : 'Resend Email'}
        </Button>
        <Link to="/signin" className={buttonClasses('primary', 'lg', 'w-full')}>
          Back to Sign In
        </Link>
      </div>
      <SupportLine lead="Still stuck?" end="." className="mt-6 text-center text-xs text-slate-500" />
    </AuthCard>
  );
}

const inHours = (hours: number) => (hours === 1 ? 'an hour' : `${hours} hours`);
