import { z } from 'zod/mini';
import { paymentMethodTypes, type PaymentMethod } from '@/api/schemas';
import { textMax } from '@/api/schemas/common';
import { requiredText } from './required-text';
import { typedAccountNumber } from './account-number';

export const paymentMethodTypeLabels: Record<PaymentMethod['type'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
};

/** The provider and number fields are named after the method's type. */
export const paymentMethodFieldLabels: Record<PaymentMethod['type'], { provider: string; accountNumber: string }> = {
  bank_transfer: { provider: 'Bank name', accountNumber: 'Account number' },
  card: { provider: 'Card provider', accountNumber: 'Card number' },
};

/** Add: type, provider, account name, the full number (spaces allowed while typing), default. */
export const createPaymentMethodFormSchema = z.object({
  type: z.enum(paymentMethodTypes),
  provider: requiredText('Please enter the bank or card provider', textMax.place),
  accountName: requiredText('Please enter the account name', textMax.name),
  accountNumber: typedAccountNumber(
    z
      .string()
      .check(
        z.minLength(1, 'Please enter the account number'),
        z.regex(/^\d{10,19}$/, 'The account number must be 10 to 19 digits'),
      ),
  ),
  isDefault: z.boolean(),
});
export type CreatePaymentMethodFormInput = z.input<typeof createPaymentMethodFormSchema>;
export type CreatePaymentMethodFormValues = z.output<typeof createPaymentMethodFormSchema>;

export const createPaymentMethodDefaults: CreatePaymentMethodFormInput = {
  type: 'bank_transfer',
  provider: '',
  accountName: '',
  accountNumber: '',
  isDefault: false,
};

/** Edit: the number never leaves the server, so only the provider, the name and the default change. */
export const editPaymentMethodFormSchema = z.object({
  provider: requiredText('Please enter the bank or card provider', textMax.place),
  accountName: requiredText('Please enter the account name', textMax.name),
  isDefault: z.boolean(),
});
export type EditPaymentMethodFormValues = z.infer<typeof editPaymentMethodFormSchema>;

export const editPaymentMethodDefaults = (method: PaymentMethod): EditPaymentMethodFormValues => ({
  provider: method.provider,
  accountName: method.accountName,
  isDefault: method.isDefault,
});

export const paymentMethodMessages = {
  added: 'Payment method added',
  updated: 'Payment method updated',
  deleted: 'Payment method deleted',
  addFailed: 'Failed to add payment method. Please try again.',
  updateFailed: 'Failed to update payment method. Please try again.',
  deleteFailed: 'Failed to delete payment method. Please try again.',
} as const;

/** A method's number as the screens show it: its last four digits. */
export const maskedNumber = (method: { last4: string }) => `••${method.last4}`;
