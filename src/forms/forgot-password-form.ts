import { z } from 'zod/mini';
import { looksLikeEmail } from './signup-form';

export const forgotPasswordFormSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Please enter your email address'),
    // "Check your email" for an address that cannot exist helps nobody.
    z.refine(looksLikeEmail, 'Please enter a valid email address'),
  ),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const forgotPasswordMessages = {
  sendFailed: 'An error occurred. Please try again.',
  resendFailed: 'Failed to resend email. Please try again.',
} as const;
