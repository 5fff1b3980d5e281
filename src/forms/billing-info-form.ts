import { z } from 'zod/mini';
import type { BillingInfo } from '@/api/schemas';
import { textMax, tooLongMessage } from '@/api/schemas/common';

/**
 * Whitespace-only counts as missing (docs/product.md#validation-rules); values are sent trimmed, within the contract's
 * limit.
 */
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongMessage(max)));

export const billingInfoFormSchema = z.object({
  companyName: required('Please enter your company name', textMax.name),
  address: required('Please enter your address', textMax.address),
  city: required('Please enter your city', textMax.place),
  country: required('Please enter your country', textMax.place),
  taxId: required('Please enter your tax ID', textMax.id),
  email: z.pipe(
    required('Please enter your billing email', textMax.email),
    z.email('Please enter a valid email address'),
  ),
  phone: required('Please enter your phone number', textMax.phone),
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
