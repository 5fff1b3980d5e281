import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { AuthCard, AuthFooterLink } from './auth-layout';

/**
 * The forgot- and reset-password pages' form: the card with "Remembered it? Back to sign in",
 * the refusal at the form's top (typing clears it), the fields and the full-width submit button.
 */
export function PasswordPageForm({
  title,
  subtitle,
  failure,
  onClearFailure,
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  title: string;
  subtitle: string;
  failure: string | null;
  onClearFailure: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  /** The button's words while idle and while busy ("Send Reset Link", "Sending..."). */
  submitLabel: readonly [idle: string, busy: string];
  children: ReactNode;
}) {
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <AuthFooterLink question="Remembered it?" to="/signin">
          Back to sign in
        </AuthFooterLink>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={onClearFailure} className="space-y-5">
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {children}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? submitLabel[1] : submitLabel[0]}
        </Button>
      </form>
    </AuthCard>
  );
}
