import { z } from 'zod/mini';
import { boundedText, emailAddress, id, textMax } from './common';

/** A partner (a logistics company) or an operator (DeliverOS's own staff: the /ops screens). */
export const userRoles = ['partner', 'operator'] as const;

/**
 * The user accepts both readings of SPEC.md §3 (firstName and first_name): the wire
 * codec camelizes keys before this schema sees them.
 */
export const user = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phone: z.string(),
  /** The partner's company: '' until given (the onboarding step asks for it); absent, nothing to ask. */
  companyName: z.optional(z.string()),
  /** SPEC.md's user has none: a reply without it is a partner's. */
  role: z._default(z.enum(userRoles), 'partner'),
});
export type User = z.infer<typeof user>;

/** Said when a sign-up's phone is not Nigerian (issue 24), by the form and by the API alike. */
export const NIGERIAN_PHONE_MESSAGE = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';

/**
 * A Nigerian number: +234 or 0, then 10 digits; spaces and dashes between them are ignored.
 * Checked after SPEC.md's six sign-up rules (the form's seventh, the mock's too), so it is a
 * plain function rather than a refinement of the field, which would be reported first.
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

export const signUpReply = z.object({ user, verificationRequired: z.boolean() });

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

/** The refresh reply carries a new access token, and a rotated refresh token when the server rotates. */
export const refreshReply = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});

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
