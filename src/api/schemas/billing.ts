import { z } from 'zod/mini';
import { id, requiredText } from './common';

export const billingInfo = z.object({
  /** '' until the partner gives it (never the person's name: issue 24). */
  companyName: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  taxId: z.string(),
  email: z.email(),
  phone: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfo>;

export const updateBillingInfoRequest = z.object({
  companyName: requiredText,
  address: requiredText,
  city: requiredText,
  country: requiredText,
  taxId: requiredText,
  email: z.email(),
  phone: requiredText,
});
export type UpdateBillingInfoRequest = z.infer<typeof updateBillingInfoRequest>;

export const paymentMethodTypes = ['bank_transfer', 'card'] as const;

export const paymentMethod = z.object({
  id,
  type: z.enum(paymentMethodTypes),
  /** Bank name for a transfer, card brand for a card. */
  provider: z.string(),
  accountName: z.string(),
  /** Only the last four digits ever leave the server. */
  last4: z.string().check(z.regex(/^\d{4}$/)),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const createPaymentMethodRequest = z.object({
  type: z.enum(paymentMethodTypes),
  provider: requiredText,
  accountName: requiredText,
  /** The full account or card number; the server keeps only its last four digits. */
  accountNumber: z.string().check(z.regex(/^\d{10,19}$/, 'Enter 10 to 19 digits')),
  isDefault: z._default(z.boolean(), false),
});
export type CreatePaymentMethodRequest = z.input<typeof createPaymentMethodRequest>;

export const updatePaymentMethodRequest = z.partial(
  z.object({
    provider: requiredText,
    accountName: requiredText,
    isDefault: z.boolean(),
  }),
);
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequest>;
