import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { CodeInput } from '@/routes/-features/auth/code-input';
import { simulateDelay } from '@/routes/-features/auth/simulate';
import { useCountdown } from '@/routes/-features/auth/use-countdown';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { brand, limits } from '@/config';
import {
  codeToString,
  emptyCode,
  formatCountdown,
  isAcceptedCode,
  isCodeComplete,
  verifyMessages,
} from '@/forms/verification-code';
import { AuthCard } from './auth-layout';

/*
 * Simulated, as SPEC.md §2 says: verifying and resending only wait (limits.simulatedDelayMs,
 * limits.simulatedShortDelayMs) and make no request; any six digits are accepted. No
 * session is made up (PRODUCT.md): "Continue" goes to /dashboard through the guard.
 */

type NoticeState = { tone: 'success' | 'error'; text: string } | null;

export function VerifyEmailPage() {
  const [verified, setVerified] = useState(false);
  return verified ? <VerifiedView /> : <CodeView onVerified={() => setVerified(true)} />;
}

function CodeView({ onVerified }: { onVerified: () => void }) {
  const email = useLocation({ select: (location) => location.state.email });
  const [code, setCode] = useState(() => emptyCode());
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { secondsLeft, restart } = useCountdown(limits.verificationResendSeconds);
  const noticeId = useId();

  const verify = async (entered: string) => {
    setNotice(null);
    setVerifying(true);
    try {
      await simulateDelay(limits.simulatedDelayMs);
      if (isAcceptedCode(entered)) {
        onVerified();
        return;
      }
      setNotice({ tone: 'error', text: verifyMessages.invalid });
    } catch {
      setNotice({ tone: 'error', text: verifyMessages.failed });
    }
    setVerifying(false);
  };

  const onChange = (next: string[]) => {
    const wasComplete = isCodeComplete(code);
    setCode(next);
    setNotice(null);
    // Auto-submit when the sixth digit arrives.
    if (!wasComplete && isCodeComplete(next)) void verify(codeToString(next));
  };

  const resend = async () => {
    setNotice(null);
    setResending(true);
    try {
      await simulateDelay(limits.simulatedShortDelayMs);
      restart();
      setNotice({ tone: 'success', text: 'We sent you a new code.' });
    } catch {
      setNotice({ tone: 'error', text: verifyMessages.resendFailed });
    } finally {
      setResending(false);
    }
  };

  const invalid = notice?.tone === 'error';

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        email ? (
          <>
            Enter the {limits.verificationCodeLength}-digit code we sent to{' '}
            <strong className="font-semibold break-all text-slate-900">{email}</strong>.
          </>
        ) : (
          `Enter the ${limits.verificationCodeLength}-digit code we sent to your email address.`
        )
      }
      footer={
        <>
          Wrong email address?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:text-brand-800">
            Go back and change it
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!verifying) void verify(codeToString(code));
        }}
      >
        <CodeInput
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
              Didn&apos;t get a code?{' '}
              <span className="font-medium text-slate-800 tabular-nums">
                Resend code in {formatCountdown(secondsLeft)}
              </span>
            </p>
          ) : (
            <p>
              Didn&apos;t get a code?{' '}
              <Button
                variant="ghost"
                size="sm"
                className="text-brand-700 hover:text-brand-800"
                disabled={resending}
                onClick={() => void resend()}
              >
                {resending ? 'Sending...' : 'Resend Code'}
              </Button>
            </p>
          )}
        </div>
      </form>
    </AuthCard>
  );
}

function VerifiedView() {
  const navigate = useNavigate();
  const summary = useRef<HTMLDivElement>(null);
  // The code boxes are gone: take focus along so the result is read out.
  useEffect(() => summary.current?.focus(), []);

  return (
    <AuthCard title="Email Verified!">
      <div ref={summary} tabIndex={-1} className="space-y-6 text-center focus:outline-none">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/50">
          <Icon node={BadgeCheck} className="size-7" aria-hidden="true" />
        </div>
        <p className="text-sm leading-6 text-slate-700">
          Your email address is confirmed. Sign in to open your partner dashboard and start taking deliveries.
        </p>
        <Button size="lg" className="w-full" onClick={() => void navigate({ to: '/dashboard' })}>
          Continue to {brand.name}
        </Button>
      </div>
    </AuthCard>
  );
}
