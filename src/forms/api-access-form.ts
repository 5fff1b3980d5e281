import { z } from 'zod/mini';

/** The texts of SPEC.md §2, §5 and §8 for the Request API Access dialog. */
export const apiAccessMessages = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  rejected: 'Failed to submit request. Please try again.',
  error: 'An error occurred. Please try again.',
  success: 'Request Submitted Successfully!',
} as const;

// Whitespace-only counts as missing (PRODUCT.md); values are sent trimmed.
const required = z.string().check(z.trim(), z.minLength(1, apiAccessMessages.required));

export const apiAccessFormSchema = z.object({
  businessName: required,
  location: required,
  // The same e-mail rule as the request contract, so the form never sends what the client would refuse.
  email: z.pipe(required, z.email(apiAccessMessages.invalidEmail)),
  reason: required,
});
export type ApiAccessFormValues = z.infer<typeof apiAccessFormSchema>;

export const apiAccessDefaults: ApiAccessFormValues = { businessName: '', location: '', email: '', reason: '' };

const fieldNames = Object.keys(apiAccessDefaults) as Array<keyof ApiAccessFormValues>;

/** SPEC.md §4: 'Request Access' is enabled only when all four fields hold more than whitespace. */
export function isApiAccessFormComplete(
  values: Partial<Record<keyof ApiAccessFormValues, string | undefined>>,
): boolean {
  return fieldNames.every((name) => (values[name] ?? '').trim().length > 0);
}

/** SPEC.md §9: the request id is made on the client, REQ- and the last six digits of the timestamp. */
export function makeRequestId(now: number = Date.now()): string {
  return `REQ-${String(now).slice(-6)}`;
}
