import { Link, useLocation, useNavigate, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Notice, type NoticeTone } from '@/components/ui/notice';
import { brand, limits } from '@/config';
import { EmailField } from '@/forms/contact-fields';
import { CheckboxField, PasswordField, TextField } from '@/forms/field';
import { showRefusal, type RefusalFields } from '@/forms/refusal';
import type { SignInFormValues } from '@/forms/signin-form';
import { requiresVerification, signInDefaults, signInMessages } from '@/forms/signin-messages';
import { useDeferredMutation } from '@/queries/deferred-mutation';
import { AuthCard, AuthFooterLink, SupportLine } from './auth-layout';
import { safeRedirect } from '@/search-params';

interface NoticeState {
  tone: NoticeTone;
  text: string;
}

/*
 * The sign-in page is prerendered and must be usable the moment it hydrates, without the
 * data layer or zod (the first visit's budget): its validation (the form's zod schema) and
 * the sign-in call (the data layer) load as soon as the partner focuses the form, or at the
 * latest on submit.
 */
const loadValidation = () => import('@/forms/signin-form');
const loadSignIn = () => import('@/queries/auth').then(({ signInMutation }) => signInMutation);
const resolver: Resolver<SignInFormValues> = async (values, context, options) =>
  (await loadValidation()).signInResolver(values, context, options);

/** The fields as the server names them in a refusal's `field: message`. */
const signInFieldNames: RefusalFields<SignInFormValues> = { email: 'email', password: 'password' };

/**
 * A failure without a reason to act on: no answer says what went wrong (a network failure…);
 * an answer says its own message if it has one (docs/product.md#error-texts), else 'Sign in failed…'.
 */
const signInFailure = (error: ApiError): string => {
  if (!error.answered) return error.message || signInMessages.error;
  return error.serverMessage ? error.message : signInMessages.failed;
};

export function SignInPage() {
  const search = useSearch({ from: '/signin' });
  const handedOver = useLocation({ select: (location) => location.state });
  const router = useRouter();
  const navigate = useNavigate();
  const { dataLayer } = useRouteContext({ from: '__root__' });
  const signIn = useDeferredMutation(dataLayer, loadSignIn);
  const loadWhatSubmitNeeds = () => {
    signIn.preload();
    void loadValidation().catch(() => {});
  };
  const [codeRequired, setCodeRequired] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(
    handedOver.signupMessage ? { tone: 'success', text: handedOver.signupMessage } : null,
  );

  const form = useForm<SignInFormValues>({
    resolver,
    defaultValues: { ...signInDefaults, email: handedOver.email ?? '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  // Typing clears any notice (docs/product.md#screens-and-routes).
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
        onSuccess: ({ user }) => {
          // Checked again here: a key the validator drops still reaches the route's search
          // through its parent's unvalidated search, so `search.redirect` may be raw input.
          const redirect = safeRedirect(search.redirect);
          // DeliverOS operations work in /ops, never in a partner's dashboard.
          if (user.role === 'operator') {
            if (redirect?.startsWith('/ops')) router.history.push(redirect);
            else void navigate({ to: '/ops' });
            return;
          }
          // A partner with no company name yet is asked for it first (issue 24), then goes on.
          if (user.companyName === '') void navigate({ to: '/dashboard/welcome', search: { redirect } });
          else if (redirect) router.history.push(redirect);
          else void navigate({ to: '/dashboard' });
        },
        onError: (error) => {
          if (error.answered && requiresVerification(error)) {
            setCodeRequired(true);
            setNotice({
              tone: 'warning',
              text: error.serverMessage ? error.message : signInMessages.verificationNeeded,
            });
            return;
          }
          // A refusal naming a field ("password: …") goes under it; any other reason in the red notice.
          showRefusal(error, {
            setError,
            fieldNamed: codeRequired
              ? { ...signInFieldNames, verification_code: 'verificationCode' }
              : signInFieldNames,
            setRefusal: (text) => setNotice({ tone: 'error', text }),
            fallback: (failure) => setNotice({ tone: 'error', text: signInFailure(failure) }),
          });
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
        <AuthFooterLink question="New to DeliverOS?" to="/signup">
          Join as a delivery partner
        </AuthFooterLink>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={clearNotice}
        onFocus={loadWhatSubmitNeeds}
        className="space-y-5"
      >
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <EmailField label="Email address" error={formState.errors.email?.message} {...register('email')} />
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

        <SupportLine lead="Need help?" className="text-center text-xs text-slate-500" />
      </form>
    </AuthCard>
  );
}
