import { z } from 'zod/mini';
import { apiAccessLimits } from '@/api/schemas/api-access';
import { textMax } from '@/api/schemas/common';

/** The texts of docs/product.md for the Request API Access dialog. */
export const apiAccessMessages = {
  /** The notice at the form's top when a submit finds a blank field (docs/product.md#validation-rules). */
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  rejected: 'Failed to submit request. Please try again.',
  error: 'An error occurred. Please try again.',
  success: 'Request Submitted Successfully!',
} as const;

/** What each blank field says under itself (issue 24: every invalid field shows its message inline). */
export const apiAccessMissing = {
  businessName: 'Please enter your business name',
  location: 'Please enter your business location',
  email: 'Please enter your business email',
  reason: 'Please tell us how you plan to use the API',
} as const;

// Whitespace-only counts as missing (docs/product.md#validation-rules); values are sent trimmed. The longest text is
// the contract's, in the same words, so the form never sends what the API would refuse.
const required = (message: string, limit: { max: number; tooLong: string }) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(limit.max, limit.tooLong));

export const apiAccessFormSchema = z.object({
  businessName: required(apiAccessMissing.businessName, apiAccessLimits.businessName),
  location: required(apiAccessMissing.location, apiAccessLimits.location),
  // The same e-mail rule as the request contract, so the form never sends what the client would refuse.
  email: z.pipe(
    required(apiAccessMissing.email, { max: textMax.email, tooLong: apiAccessMessages.invalidEmail }),
    z.email(apiAccessMessages.invalidEmail),
  ),
  reason: required(apiAccessMissing.reason, apiAccessLimits.reason),
});
export type ApiAccessFormValues = z.infer<typeof apiAccessFormSchema>;

export const apiAccessDefaults: ApiAccessFormValues = { businessName: '', location: '', email: '', reason: '' };

const fieldNames = Object.keys(apiAccessDefaults) as Array<keyof ApiAccessFormValues>;

/**
 * Whether all four fields hold more than whitespace. 'Request Access' is always enabled (issue 24);
 * a submit with a blank field shows the notice in docs/product.md#validation-rules.
 */
export function isApiAccessFormComplete(
  values: Partial<Record<keyof ApiAccessFormValues, string | undefined>>,
): boolean {
  return fieldNames.every((name) => (values[name] ?? '').trim().length > 0);
}

/**
 * docs/product.md#constants-and-limits: the request id is made on the client, REQ- and the last six digits of the
 * timestamp.
 */
export function makeRequestId(now: number = Date.now()): string {
  return `REQ-${String(now).slice(-6)}`;
}
