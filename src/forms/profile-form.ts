import { z } from 'zod/mini';
import type { PartnerProfile } from '@/api/schemas';

/** Trimmed text that must not be blank: whitespace alone counts as missing (PRODUCT.md). */
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const profileFormSchema = z.object({
  companyName: required('Please enter your company name'),
  firstName: required('Please enter your first name'),
  lastName: required('Please enter your last name'),
  email: z.pipe(required('Please enter your email'), z.email('Please enter a valid email address')),
  phone: required('Please enter your phone number'),
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
