import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeInput, type CodeInputHandle } from '@/features/auth/code-input';
import { useCountdown } from '@/features/auth/use-countdown';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { brand, limits } from '@/config';
import { EmailField } from '@/forms/contact-fields';
import { showRefusal } from '@/forms/refusal';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '@/forms/forgot-password-form';
import { looksLikeEmail } from '@/forms/signup-form';
import { useVerifyEmail } from '@/queries/auth';
import {
  codeToString,
  emptyCode,
  formatCountdown,
  isAcceptedCode,
  isCodeComplete,
  verifyMessages,
} from '@/forms/verification-code';
import { AuthCard, AuthFooterLink, AuthOutcome } from './auth-layout';

/*
 * The code is checked by the API (POST /api/auth/verify-email { email, code }; issue 14):
 * the address comes from `?email=` (the verification e-mail's
 * link carries it), and without one the page asks for it first. A code that is not six digits
 * is refused here without a request. The code comes from DeliverOS support, as sign-up says
 * (issue 24): nothing here claims an e-mail was sent. The 300 s countdown in docs/product.md#constants-and-limits and
 * 'Resend Code' stay, and Resend Code writes to support (a mailto: the contract has no call that sends
 * a code again). No session is made up (docs/product.md#how-the-product-grew): "Continue" goes to /dashboard through
 * the guard.
 */

type NoticeState = { tone: 'success' | 'error'; text: string } | null;

const route = getRouteApi('/verify-email');

export function VerifyEmailPage() {
  const { email } = route.useSearch();
  const [verified, setVerified] = useState(false);
  if (verified) return <VerifiedView />;
  // An address that cannot be one (a link cut short) is asked for again, as typed.
  if (!email || !looksLikeEmail(email)) return <EmailStep typed={email ?? ''} />;
  return <CodeView key={email} email={email} onVerified={() => setVerified(true)} />;
}

/** Without `?email=` (or with one that is no address): the address first, then the code (the URL carries it from then on). */
function EmailStep({ typed }: { typed: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: typed },
  });
  const onSubmit = handleSubmit(({ email }) => navigate({ to: '/verify-email', search: { email } }));
  return (
    <AuthCard
      title="Verify your email"
      subtitle={`Enter the email address of your partner account. The next step asks for its ${limits.verificationCodeLength}-digit verification code.`}
      footer={
        <AuthFooterLink question={`New to ${brand.name}?`} to="/signup">
          Create an account
        </AuthFooterLink>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <EmailField label="Email address" autoFocus error={formState.errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full">
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}

function ChangeAddressLink() {
  return (
    <>
      Wrong email address?{' '}
      <Link to="/signup" className="font-semibold text-brand-700 hover:text-brand-800">
        Go back and change it
      </Link>
    </>
  );
}

/** An address that breaks, if it must, after the @ and before a dot rather than mid-word. */
function WrappingEmail({ email }: { email: string }) {
  // Text nodes with <wbr> between them: the element's text stays the address, as typed.
  const parts = email.split(/(?=[@.])/).flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]));
  return <strong className="font-semibold break-words text-slate-900">{parts}</strong>;
}

/** A message to support asking for a new code, addressed and worded for this account. */
const resendRequest = (email: string) =>
  `mailto:${brand.supportEmail}?${new URLSearchParams({
    subject: `${brand.name} verification code`,
    body: `Please send me a new verification code for ${email}.`,
  })
    .toString()
    .replace(/\+/g, '%20')}`;

function CodeView({ email, onVerified }: { email: string; onVerified: () => void }) {
  const verifyEmail = useVerifyEmail();
  const [code, setCode] = useState(() => emptyCode());
  const [notice, setNotice] = useState<NoticeState>(null);
  const { secondsLeft, restart } = useCountdown(limits.verificationResendSeconds);
  const noticeId = useId();
  const codeInput = useRef<CodeInputHandle>(null);

  const verifying = verifyEmail.isPending;
  const verify = (entered: string) => {
    setNotice(null);
    if (!isAcceptedCode(entered)) {
      // As every form does with an invalid field (docs/forms.md): the message, and the focus on what to fix.
      setNotice({ tone: 'error', text: verifyMessages.invalid });
      codeInput.current?.focusFirstToFix();
      return;
    }
    verifyEmail.mutate(
      { email, code: entered },
      {
        onSuccess: onVerified,
        // The server's reason ('Invalid verification code', too many attempts), else docs/product.md#error-texts;
        // the code stays in the boxes.
        onError: (error) =>
          showRefusal(error, {
            setRefusal: (text) => setNotice({ tone: 'error', text }),
            fallback: () => setNotice({ tone: 'error', text: verifyMessages.failed }),
          }),
      },
    );
  };

  const onChange = (next: string[]) => {
    const changed = codeToString(next) !== codeToString(code);
    setCode(next);
    setNotice(null);
    // Auto-submit when the sixth digit arrives, and when a complete code changes (a digit of a
    // refused one corrected, another code pasted over it).
    if (changed && isCodeComplete(next) && !verifying) verify(codeToString(next));
  };

  // The e-mail app opens with the request; support answers it, so the countdown starts again.
  const resend = () => {
    restart();
    setNotice({ tone: 'success', text: `Send that e-mail and ${brand.name} support will reply with a new code.` });
  };

  const invalid = notice?.tone === 'error';

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          Enter the {limits.verificationCodeLength}-digit verification code {brand.name} support gave you for{' '}
          <WrappingEmail email={email} />.
        </>
      }
      footer={<ChangeAddressLink />}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!verifying) verify(codeToString(code));
        }}
      >
        <CodeInput
          ref={codeInput}
          label="Verification code"
          value={code}
          onChange={onChange}
          busy={verifying}
          invalid={invalid}
          describedBy={notice ? noticeId : undefined}
          autoFocus
        />
        {notice ? (
          <div id={noticeId}>
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={verifying}>
          {verifying ? 'Verifying...' : 'Verify Email'}
        </Button>

        <div className="text-center text-sm text-slate-600">
          {secondsLeft > 0 ? (
            <p>
              No code from support yet?{' '}
              <span className="font-medium text-slate-800 tabular-nums">
                Resend code in {formatCountdown(secondsLeft)}
              </span>
            </p>
          ) : (
            <p>
              No code from support yet?{' '}
              <a
                href={resendRequest(email)}
                className={buttonClasses('ghost', 'sm', 'text-brand-700 hover:text-brand-800')}
                onClick={resend}
              >
                Resend Code
              </a>
            </p>
          )}
        </div>
      </form>
    </AuthCard>
  );
}

function VerifiedView() {
  const navigate = useNavigate();
  // The code boxes are gone: AuthOutcome takes the focus along so the result is read out.
  return (
    <AuthCard title="Email Verified!">
      <AuthOutcome icon={BadgeCheck} tone="success" className="space-y-6 text-center">
        <p className="text-sm leading-6 text-slate-700">
          Your email address is confirmed. Sign in to open your partner dashboard and start taking deliveries.
        </p>
        <Button size="lg" className="w-full" onClick={() => void navigate({ to: '/dashboard' })}>
          Continue to {brand.name}
        </Button>
      </AuthOutcome>
    </AuthCard>
  );
}
