import type { SignUpFormValues } from '@/forms/signup-form';

/* What the forms' own tests share: how a schema's issues read as a form shows them, and valid values. */

interface ParseResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } | undefined;
}

/** The message each field shows: its first issue (react-hook-form shows one per field), as `field: message`. */
export function fieldMessages(result: ParseResult): string[] {
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first].map(([field, message]) => `${field}: ${message}`);
}

/** A sign-up every rule accepts. */
export const validSignUp: SignUpFormValues = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@swiftriders.ng',
  phone: '+234 803 123 4567',
  password: 'Partner123!',
  confirmPassword: 'Partner123!',
  acceptTerms: true,
};
