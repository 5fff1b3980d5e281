import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dashboardMode } from '@/api/mode';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { brand, limits } from '@/config';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from '@/forms/contact-fields';
import { CheckboxField } from '@/forms/field';
import { showRefusal } from '@/forms/refusal';
import { signUpDefaults, signUpFormSchema, signUpMessages, type SignUpFormValues } from '@/forms/signup-form';
import { apiAccessQueries } from '@/queries/api-access';
import { useSignUp } from '@/queries/auth';
import { AuthCard } from './auth-layout';
import { InvitationNotice } from './invitation-notice';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';

/** The page's heading: an invited developer's business comes for the Logistics API, not to take deliveries. */
const headingOf = (invited: boolean) =>
  invited
    ? {
        title: 'Set up your API account',
        subtitle: `Create your ${brand.name} account to build on the Logistics API.`,
      }
    : {
        title: 'Join as Delivery Partner',
        subtitle: `Create your ${brand.name} partner account to take deliveries, get paid in naira and manage your routes.`,
      };

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  // An approved API-access request's link (issue 25): the e-mail and business come from it.
  const { invitation: token } = useSearch({ from: '/signup' });
  const invitation = useQuery({ ...apiAccessQueries.invitation(token ?? ''), enabled: token !== undefined });
  const invited = invitation.data;
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // The form is long: on a phone the submit button is far below the notice at its top.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'center' });
  }, [failure]);

  const { register, handleSubmit, setError, setValue, formState } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: signUpDefaults,
  });
  const { errors } = formState;

  useEffect(() => {
    if (invited) setValue('email', invited.email);
  }, [invited, setValue]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signUp.mutate(invited && token ? { ...values, invitation: token } : values, {
      // An invitation's sign-up is signed in (its reply has the session): on to Developers, where its
      // first test key's secret shows once. Otherwise sign-in takes over with the e-mail and the next step.
      onSuccess: (reply) => {
        if (reply.token !== undefined) {
          // Its first key is a test key: the dashboard opens in test mode, where that key is listed.
          dashboardMode.set(true);
          void navigate({
            to: '/dashboard/developers',
            ...(reply.testKey ? { state: { firstTestKey: reply.testKey.secret } } : {}),
          });
          return;
        }
        void navigate({ to: '/signin', state: { email: values.email, signupMessage: signUpMessages.created } });
      },
      // The server's reason for a refusal (a 4xx) goes where it applies, with everything typed
      // kept; a 5xx's message is not for partners, like on every other screen: the text in docs/product.md#error-texts.
      onError: (error) =>
        showRefusal(error, {
          setError,
          fieldFor: { EMAIL_TAKEN: 'email' },
          setRefusal: setFailure,
          fallback: (failed) => setFailure(failed.answered ? signUpMessages.failed : signUpMessages.error),
        }),
    });
  });

  const busy = signUp.isPending;

  return (
    <AuthCard
      {...headingOf(Boolean(invited))}
      footer={
        <>
          Already a partner?{' '}
          <Link to="/signin" className="font-semibold text-brand-700 hover:text-brand-800">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={() => setFailure(null)}
        className="space-y-5"
      >
        <InvitationNotice token={token} query={invitation} />
        {failure ? (
          <div ref={failureRef}>
            <Notice tone="error">{failure}</Notice>
          </div>
        ) : null}

        <NameFields
          className="grid gap-5 sm:grid-cols-2"
          firstName={{ error: errors.firstName?.message, ...register('firstName') }}
          lastName={{ error: errors.lastName?.message, ...register('lastName') }}
        />
        <EmailField
          label="Email address"
          error={errors.email?.message}
          readOnly={invited !== undefined}
          hint={invited ? 'The address your invitation was sent to.' : undefined}
          {...register('email')}
        />
        <PhoneField
          label="Phone number"
          placeholder="+234 801 234 5678"
          hint="A Nigerian number: +234 or 0, then 10 digits."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <NewPasswordFields
          hint={`At least ${limits.passwordMinLength} characters.`}
          password={{ label: 'Password', error: errors.password?.message, ...register('password') }}
          confirm={{
            label: 'Confirm password',
            error: errors.confirmPassword?.message,
            ...register('confirmPassword'),
          }}
        />
        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
                Terms of Service<span className="sr-only"> (opens in a new tab)</span>
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
                Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </>
          }
          required
          aria-required
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account & Sign In'}
        </Button>

        {/* An invitation verifies the account (its notice says so): no code to ask for. */}
        {invited ? null : (
          <p className="text-center text-xs leading-5 text-slate-500">
            New accounts are activated with a verification code from{' '}
            <a href={`mailto:${brand.supportEmail}`} className={linkClass}>
              {brand.name} support
            </a>
            , asked for at your first sign-in.
          </p>
        )}
      </form>
    </AuthCard>
  );
}
