import { z } from 'zod/mini';
import type { PartnerProfile } from '@/api/schemas';
import { textMax } from '@/api/schemas/common';
import { requiredText } from './required-text';

export const profileFormSchema = z.object({
  companyName: requiredText('Please enter your company name', textMax.name),
  firstName: requiredText('Please enter your first name', textMax.name),
  lastName: requiredText('Please enter your last name', textMax.name),
  email: z.pipe(requiredText('Please enter your email', textMax.email), z.email('Please enter a valid email address')),
  phone: requiredText('Please enter your phone number', textMax.phone),
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
