import { z } from 'zod/mini';
import type { PartnerProfile } from '@/api/schemas';
import { textMax, tooLongMessage } from '@/api/schemas/common';

/**
 * Trimmed text that must not be blank (whitespace alone counts as missing, docs/product.md#validation-rules), within
 * the contract's limit and in its words, so the form never sends what the API would refuse.
 */
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongMessage(max)));

export const profileFormSchema = z.object({
  companyName: required('Please enter your company name', textMax.name),
  firstName: required('Please enter your first name', textMax.name),
  lastName: required('Please enter your last name', textMax.name),
  email: z.pipe(required('Please enter your email', textMax.email), z.email('Please enter a valid email address')),
  phone: required('Please enter your phone number', textMax.phone),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The form starts from the saved profile. */
export const profileFormDefaults = ({
  companyName,
  firstName,
  lastName,
  email,
  phone,
}: PartnerProfile): ProfileFormValues => ({
  companyName,
  firstName,
  lastName,
  email,
  phone,
});

export const profileMessages = {
  saved: 'Profile updated',
  failed: 'Failed to update profile. Please try again.',
} as const;
