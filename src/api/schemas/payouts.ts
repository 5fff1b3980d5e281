import { z } from 'zod/mini';
import { isValidNuban } from '../nuban';
import { id, isoDate } from './common';

/* Payout accounts: the partner's own Nigerian bank accounts (docs/product.md#money). */

/** A bank with its CBN code: 3 digits (deposit money banks) or 5 (other institutions). */
export const bank = z.object({ code: z.string().check(z.regex(/^(\d{3}|\d{5})$/)), name: z.string() });
export type Bank = z.infer<typeof bank>;

/** A bank and a 10-digit NUBAN whose CBN check digit fits that bank. */
export const bankAccountRequest = z
  .object({
    bankCode: z.string().check(z.regex(/^(\d{3}|\d{5})$/, 'Choose your bank'), z.maxLength(5, 'Choose your bank')),
    accountNumber: z
      .string()
      .check(
        z.regex(/^\d{10}$/, 'An account number has 10 digits'),
        z.maxLength(10, 'An account number has 10 digits'),
      ),
  })
  .check(
    z.refine((account) => isValidNuban(account.bankCode, account.accountNumber), {
      message: 'That account number is not valid for this bank: check the 10 digits',
      path: ['accountNumber'],
    }),
  );
export type BankAccountRequest = z.infer<typeof bankAccountRequest>;

/** POST /api/banks/resolve: the name the bank holds for the account (name enquiry). */
export const resolvedAccount = z.object({ accountName: z.string() });
export type ResolvedAccount = z.infer<typeof resolvedAccount>;

export const payoutAccount = z.object({
  id,
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDate,
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
