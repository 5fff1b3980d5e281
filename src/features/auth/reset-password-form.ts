import { z } from 'zod/mini';
import { signUpRules } from '@/forms/signup-form';

/*
 * The new password of /reset-password obeys the sign-up rules and messages (docs/product.md#validation-rules:
 * "Password must be at least 8 characters long", then "Passwords do not match"). They are
 * sign-up's own rules, run in their order on a sign-up whose other fields pass — so only a
 * password rule can fail, and a change to sign-up's password rules applies here too. As on
 * sign-up, each field that fails shows its first failing rule's message, all at once (issue 24).
 */
const otherSignUpFieldsPass = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  phone: '+234 801 234 5678',
  acceptTerms: true,
} as const;

export const resetPasswordFormSchema = z
  .object({
    // Passwords are sent as typed, like sign-up's.
    password: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const reported = new Set<string>();
      for (const rule of signUpRules) {
        const field = rule.field({ ...otherSignUpFieldsPass, ...values });
        if ((field === 'password' || field === 'confirmPassword') && !reported.has(field)) {
          reported.add(field);
          ctx.addIssue({ code: 'custom', message: rule.message, path: [field] });
        }
      }
    }),
  );
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordMessages = {
  /** The server's words for an unknown, used or expired token (INVALID_RESET_TOKEN); also for a link without one. */
  invalidLink: 'This reset link is invalid or has expired',
  /** No answer, or a refusal without a reason (the general text in docs/product.md#error-texts). */
  failed: 'An error occurred. Please try again.',
} as const;
