import { z } from 'zod/mini';
import { boundedText, emailAddress, textMax } from './common';
import { apiKeyWithSecret } from './api-keys';
import { user } from './session';

export { user, userRoles, refreshReply, type User } from './session';

/** Said when a sign-up's phone is not Nigerian (issue 24), by the form and by the API alike. */
export const NIGERIAN_PHONE_MESSAGE = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';

/**
 * A Nigerian number: +234 or 0, then 10 digits; spaces and dashes between them are ignored.
 * Checked after the six sign-up rules in docs/product.md#validation-rules (the form's seventh, the mock's too), so it
 * is a plain function rather than a refinement of the field, which would be reported first.
 */
export const isNigerianPhone = (value: string) => /^(?:\+234|0)\d{10}$/.test(value.trim().replace(/[\s-]/g, ''));

export const signUpRequest = z.object({
  firstName: boundedText(textMax.name),
  lastName: boundedText(textMax.name),
  email: emailAddress(),
  phone: boundedText(textMax.phone),
  password: boundedText(textMax.password),
  confirmPassword: boundedText(textMax.password),
  acceptTerms: z.boolean(),
  /** An approved API-access request's invitation token (GET /api/invitations/:token): the account is verified by it. */
  invitation: z.optional(boundedText(textMax.token)),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/**
 * The new account. Made with an invitation (verified by it), it is signed in: the session's
 * tokens, as sign-in's, and its first test key with the secret, shown this once (docs/api-keys.md).
 */
export const signUpReply = z.object({
  user,
  verificationRequired: z.boolean(),
  token: z.optional(z.string().check(z.minLength(1))),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  testKey: z.optional(apiKeyWithSecret),
});
export type SignUpReply = z.infer<typeof signUpReply>;

export const signInRequest = z.object({
  email: boundedText(textMax.email),
  password: boundedText(textMax.password),
  verificationCode: z.optional(z.string().check(z.maxLength(6))),
  rememberMe: z._default(z.boolean(), false),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const sessionTokens = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

export const signInReply = z.extend(sessionTokens, { user });
export type SignInReply = z.infer<typeof signInReply>;

export const forgotPasswordRequest = z.object({ email: emailAddress() });

export const resetPasswordRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(textMax.token)),
  newPassword: boundedText(textMax.password),
  confirmPassword: boundedText(textMax.password),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/**
 * Verifies an account with the code DeliverOS support hands out (issue 14): the address and
 * the code. A wrong code and an address without an account get the same refusal.
 */
export const verifyEmailRequest = z.object({
  email: emailAddress(),
  code: z.string().check(z.maxLength(6)),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;
