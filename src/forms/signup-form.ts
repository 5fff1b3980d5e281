import { z } from 'zod/mini';
import { isNigerianPhone, NIGERIAN_PHONE_MESSAGE } from '@/api/schemas/auth';
import { textMax, tooLongMessage } from '@/api/schemas/common';
import { brand, limits } from '@/config';

const blank = (value: string) => value.trim() === '';

/** A loose "something@something.tld" check: the server has the final word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const signUpFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;
type SignUpField = (typeof signUpFields)[number];

interface SignUpShape {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/**
 * docs/product.md#validation-rules, in its order. Every field that fails shows the message of the first rule that
 * fails for it (issue 24: all invalid fields at once), and the issues come in rule order, so
 * the first one is still the first failing rule's. Whitespace-only counts as missing
 * (docs/product.md#validation-rules). The e-mail format rule is ours: the contract
 * refuses a malformed address before sending, which would otherwise surface as a vague error.
 * So is the Nigerian phone rule, last (the API applies it after the same six). The names rule
 * is one rule per name, with its one text, so that both blank names are marked.
 */
export const signUpRules: readonly { message: string; field: (values: SignUpShape) => SignUpField | null }[] = [
  { message: 'Please enter your first and last name', field: (v) => (blank(v.firstName) ? 'firstName' : null) },
  { message: 'Please enter your first and last name', field: (v) => (blank(v.lastName) ? 'lastName' : null) },
  { message: 'Please enter your email', field: (v) => (blank(v.email) ? 'email' : null) },
  { message: 'Please enter a valid email address', field: (v) => (looksLikeEmail(v.email) ? null : 'email') },
  { message: 'Please enter your phone number', field: (v) => (blank(v.phone) ? 'phone' : null) },
  {
    message: `Password must be at least ${limits.passwordMinLength} characters long`,
    field: (v) => (blank(v.password) || v.password.length < limits.passwordMinLength ? 'password' : null),
  },
  { message: 'Passwords do not match', field: (v) => (v.password === v.confirmPassword ? null : 'confirmPassword') },
  { message: 'Please accept the terms and conditions', field: (v) => (v.acceptTerms ? null : 'acceptTerms') },
  // Ours (issue 24), after the six first rules (docs/product.md#validation-rules), so each of those is still reported
  // first.
  { message: NIGERIAN_PHONE_MESSAGE, field: (v) => (isNigerianPhone(v.phone) ? null : 'phone') },
  // Ours (issue 25), last: the contract's limits in its words, so the form never sends what the API refuses.
  ...(
    [
      ['firstName', textMax.name],
      ['lastName', textMax.name],
      ['email', textMax.email],
      ['phone', textMax.phone],
      ['password', textMax.password],
      ['confirmPassword', textMax.password],
    ] as const
  ).map(([name, max]) => ({
    message: tooLongMessage(max),
    field: (v: SignUpShape) => (v[name].length > max ? name : null),
  })),
];

export const signUpFormSchema = z
  .object({
    firstName: z.string().check(z.trim()),
    lastName: z.string().check(z.trim()),
    email: z.string().check(z.trim()),
    phone: z.string().check(z.trim()),
    // Passwords are sent as typed: spaces are legitimate characters in them.
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const reported = new Set<SignUpField>();
      for (const rule of signUpRules) {
        const field = rule.field(values);
        if (field && !reported.has(field)) {
          reported.add(field);
          ctx.addIssue({ code: 'custom', message: rule.message, path: [field] });
        }
      }
    }),
  );
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

export const signUpDefaults: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export const signUpMessages = {
  /** The server refused without saying why (docs/product.md#error-texts). */
  failed: 'Registration failed. Please try again.',
  /** No answer at all: network, timeout, a bug (docs/product.md#error-texts). */
  error: 'An error occurred. Please try again.',
  /** Handed to /signin and shown there as a green notice (docs/product.md#screens-and-routes). */
  created: `Account created successfully! Contact ${brand.name} support to get your verification code, then sign in to access your delivery dashboard.`,
  invitationFailed: 'Couldn’t check your invitation.',
  invitationInvalid:
    'This invitation link is not valid any more: it was used, or never existed. You can still create an account below.',
} as const;
