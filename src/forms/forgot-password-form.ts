import { z } from 'zod';
import { looksLikeEmail } from './signup-form';

export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    // Ours, beyond SPEC.md §5: "Check your email" for an address that cannot exist helps nobody.
    .refine(looksLikeEmail, 'Please enter a valid email address'),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const forgotPasswordMessages = {
  sendFailed: 'An error occurred. Please try again.',
  resendFailed: 'Failed to resend email. Please try again.',
} as const;
