import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Notice, type NoticeTone } from '@/components/ui/notice';
import { brand, limits } from '@/config';
import { CheckboxField, PasswordField, TextField } from '@/forms/field';
import {
  requiresVerification,
  signInDefaults,
  signInFormSchema,
  signInMessages,
  type SignInFormValues,
} from '@/forms/signin-form';
import { useSignIn } from '@/queries/auth';
import { AuthCard } from './auth-layout';
import { safeRedirect } from '@/routes/-search';

interface NoticeState {
  tone: NoticeTone;
  text: string;
}

export function SignInPage() {
  const search = useSearch({ from: '/signin' });
  const handedOver = useLocation({ select: (location) => location.state });
  const router = useRouter();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [codeRequired, setCodeRequired] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(
    handedOver.signupMessage ? { tone: 'success', text: handedOver.signupMessage } : null,
  );

  const form = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { ...signInDefaults, email: handedOver.email ?? '' },
  });
  const { register, handleSubmit, formState } = form;

  // Typing clears any notice (SPEC.md §2).
  const clearNotice = () => setNotice(null);

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    signIn.mutate(
      {
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
        ...(codeRequired && values.verificationCode ? { verificationCode: values.verificationCode } : {}),
      },
      {
        onSuccess: () => {
          // Checked again here: a key the validator drops still reaches the route's search
          // through its parent's unvalidated search, so `search.redirect` may be raw input.
          const redirect = safeRedirect(search.redirect);
          if (redirect) router.history.push(redirect);
          else void navigate({ to: '/dashboard' });
        },
        onError: (error) => {
          if (!isApiError(error) || !error.answered) {
            setNotice({ tone: 'error', text: error.message || signInMessages.error });
            return;
          }
          if (requiresVerification(error)) {
            setCodeRequired(true);
            setNotice({
              tone: 'warning',
              text: error.serverMessage ? error.message : signInMessages.verificationNeeded,
            });
            return;
          }
          setNotice({ tone: 'error', text: error.serverMessage ? error.message : signInMessages.failed });
        },
      },
    );
  });

  const busy = signIn.isPending;
  const label = busy ? 'Signing in...' : codeRequired ? 'Verify & Sign In' : 'Access Dashboard';

  return (
    <AuthCard
      title="Welcome back, Partner"
      subtitle="Sign in to manage your deliveries, wallet and routes."
      footer={
        <>
          New to DeliverOS?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:text-brand-800">
            Join as a delivery partner
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={clearNotice} className="space-y-5">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          aside={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:text-brand-800">
              Forgot password?
            </Link>
          }
          {...register('password')}
        />
        {codeRequired ? (
          <TextField
            label="Verification code"
            hint={`The ${limits.verificationCodeLength}-character code from ${brand.name} support.`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={limits.verificationCodeLength}
            required
            autoFocus
            error={formState.errors.verificationCode?.message}
            {...register('verificationCode')}
          />
        ) : null}
        <CheckboxField label="Remember me on this device" {...register('rememberMe')} />

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {label}
        </Button>

        <p className="text-center text-xs text-slate-500">
          Need help? Contact{' '}
          <a href={`mailto:${brand.supportEmail}`} className="font-medium text-brand-700 hover:text-brand-800">
            {brand.name} support
          </a>
        </p>
      </form>
    </AuthCard>
  );
}
