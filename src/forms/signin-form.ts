import { zodResolver } from '@hookform/resolvers/zod';
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
export const signInResolver = zodResolver(signInFormSchema);

export { requiresVerification, signInDefaults, signInMessages } from './signin-messages';
