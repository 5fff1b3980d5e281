import '@/zod-locale';
import { z } from 'zod/mini';
import { limits } from '@/config';

export const signInFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Please enter your email')),
  password: z.string().check(z.minLength(1, 'Please enter your password')),
  verificationCode: z
    .string()
    .check(z.trim(), z.maxLength(limits.verificationCodeLength, 'The verification code has at most 6 characters')),
  rememberMe: z.boolean(),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;

export const signInDefaults: SignInFormValues = { email: '', password: '', verificationCode: '', rememberMe: false };

export const signInMessages = {
  failed: 'Sign in failed. Please try again.',
  verificationNeeded: 'Please provide your verification code to continue.',
  error: 'An error occurred. Please try again.',
} as const;

/**
 * SPEC.md §8: a sign-in result needs the verification code when its message mentions
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
