import { z } from 'zod/mini';
import type { BillingInfo } from '@/api/schemas';
import { textMax } from '@/api/schemas/common';
import { requiredText } from './required-text';

export const billingInfoFormSchema = z.object({
  companyName: requiredText('Please enter your company name', textMax.name),
  address: requiredText('Please enter your address', textMax.address),
  city: requiredText('Please enter your city', textMax.place),
  country: requiredText('Please enter your country', textMax.place),
  taxId: requiredText('Please enter your tax ID', textMax.id),
  email: z.pipe(
    requiredText('Please enter your billing email', textMax.email),
    z.email('Please enter a valid email address'),
  ),
  phone: requiredText('Please enter your phone number', textMax.phone),
});
export type BillingInfoFormValues = z.infer<typeof billingInfoFormSchema>;

/** The saved billing info as the form's starting values. */
export const billingInfoDefaults = (info: BillingInfo): BillingInfoFormValues => ({
  companyName: info.companyName,
  address: info.address,
  city: info.city,
  country: info.country,
  taxId: info.taxId,
  email: info.email,
  phone: info.phone,
});

export const billingInfoMessages = {
  updated: 'Billing information updated',
  failed: 'Failed to update billing information. Please try again.',
} as const;
