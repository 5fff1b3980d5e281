import type { SignInFormValues } from './signin-form';

/*
 * What the sign-in page needs to render and to read a failure — free of zod, so the
 * prerendered page hydrates without the validation code: the schema (./signin-form.ts) loads
 * with the data layer when the partner starts filling in the form.
 */
export const signInDefaults: SignInFormValues = { email: '', password: '', verificationCode: '', rememberMe: false };

export const signInMessages = {
  failed: 'Sign in failed. Please try again.',
  verificationNeeded: 'Please provide your verification code to continue.',
  error: 'An error occurred. Please try again.',
} as const;

/**
 * docs/product.md#error-texts: a sign-in result needs the verification code when its message mentions
 * 'verification code', 'not verified' or 'Account not verified', or when its code is
 * HTTP_ERROR and its message mentions 'verification'.
 */
export function requiresVerification({
  message,
  code,
}: {
  message?: string | undefined;
  code?: string | undefined;
}): boolean {
  const text = message ?? '';
  if (/verification code|not verified|Account not verified/i.test(text)) return true;
  return code === 'HTTP_ERROR' && /verification/i.test(text);
}
