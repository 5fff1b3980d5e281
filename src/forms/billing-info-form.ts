import { z } from 'zod/mini';
import type { BillingInfo } from '@/api/schemas';

/** Whitespace-only counts as missing (PRODUCT.md); values are sent trimmed. */
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const billingInfoFormSchema = z.object({
  companyName: required('Please enter your company name'),
  address: required('Please enter your address'),
  city: required('Please enter your city'),
  country: required('Please enter your country'),
  taxId: required('Please enter your tax ID'),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your billing email')),
    z.email('Please enter a valid email address'),
  ),
  phone: required('Please enter your phone number'),
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
