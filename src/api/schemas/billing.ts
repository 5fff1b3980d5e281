import { z } from 'zod/mini';
import { emailAddress, id, requiredTextOf, textMax } from './common';
import { companyNameRules } from './partner';

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
  companyName: requiredTextOf(companyNameRules.max, companyNameRules.tooLong),
  address: requiredTextOf(textMax.address),
  city: requiredTextOf(textMax.place),
  country: requiredTextOf(textMax.place),
  taxId: requiredTextOf(textMax.id),
  email: emailAddress(),
  phone: requiredTextOf(textMax.phone),
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
  provider: requiredTextOf(textMax.place),
  accountName: requiredTextOf(textMax.name),
  /** The full account or card number; the server keeps only its last four digits. */
  accountNumber: z
    .string()
    .check(z.regex(/^\d{10,19}$/, 'Enter 10 to 19 digits'), z.maxLength(19, 'Enter 10 to 19 digits')),
  isDefault: z._default(z.boolean(), false),
});
export type CreatePaymentMethodRequest = z.input<typeof createPaymentMethodRequest>;

export const updatePaymentMethodRequest = z.partial(
  z.object({
    provider: requiredTextOf(textMax.place),
    accountName: requiredTextOf(textMax.name),
    isDefault: z.boolean(),
  }),
);
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequest>;
