import { z } from 'zod/mini';
import { isValidNuban } from '@/api/nuban';
import { isWholeKobo, movementLimits, withdrawalFee } from '@/api/money';
import { textMax } from '@/api/schemas/common';
import { typedAccountNumber } from './account-number';
import { topUpMethods } from '@/api/schemas/wallet-movements';

/*
 * The wallet's money forms: what the partner types, checked in plain words before anything
 * is sent (the contract checks the same bounds again; the server has the last word).
 */
export const naira = (amount: number) =>
  `₦${amount.toLocaleString('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** "5,000", "₦5,000.50", " 250 " → a number; anything else → NaN. */
export function parseNaira(text: string): number {
  const cleaned = text.replace(/[₦,\s]/g, '');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const amountMessages = {
  missing: 'Enter an amount',
  notANumber: 'Enter the amount in naira, e.g. 5000 or 5,000.50',
  tooSmall: `The smallest amount is ${naira(movementLimits.min)}`,
  tooLarge: `The largest amount you can move at once is ${naira(movementLimits.max)}`,
  decimals: 'Use at most 2 decimal places (kobo)',
} as const;

/**
 * A naira field: text in, naira out, within `limits`. Text that is not an amount stops at the
 * first stage with the form's own words (zod would otherwise say "expected number, received
 * NaN").
 */
export function nairaField(
  limits: { min: number; max: number },
  words: { tooSmall: string; tooLarge: string; missing?: string },
) {
  return z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, words.missing ?? amountMessages.missing),
        z.refine((text) => text === '' || !Number.isNaN(parseNaira(text)), amountMessages.notANumber),
      ),
      z.transform((text: string) => parseNaira(text)),
    ),
    z
      .number()
      .check(
        z.gte(limits.min, words.tooSmall),
        z.lte(limits.max, words.tooLarge),
        z.refine(isWholeKobo, amountMessages.decimals),
      ),
  );
}

/** An amount to move (withdraw, add, send), within the movement limits. */
const amount = nairaField(movementLimits, amountMessages);

/** A money form's amount field: the text typed in, naira out. */
export type AmountSchema = z.ZodMiniType<number, string>;

/**
 * The typed text in naira when the form's own amount field accepts it, else null: a dialog's
 * derived figures (fee, total, balance after) show only for an amount that could be sent.
 */
export function validAmount(field: AmountSchema, text: string): number | null {
  const result = field.safeParse(text);
  return result.success ? result.data : null;
}

/** A withdrawal's amount: within the limits, and amount + fee must fit the balance. */
export const withdrawAmountField = (balance: number): AmountSchema =>
  amount.check(
    z.refine(
      (value) => value + withdrawalFee(value) <= balance,
      `That is more than your balance allows with the fee (${naira(balance)} available)`,
    ),
  );

/** Withdraw to a saved payout account. */
export const withdrawFormSchema = (balance: number) =>
  z.object({
    payoutAccountId: z.string().check(z.minLength(1, 'Choose the account the money goes to')),
    amount: withdrawAmountField(balance),
  });
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;

/** A top-up's amount: within the limits. */
export const topUpAmountField: AmountSchema = amount;

export const topUpFormSchema = z.object({
  amount: topUpAmountField,
  paymentMethod: z.enum(topUpMethods),
});
export type TopUpFormInput = z.input<typeof topUpFormSchema>;
export type TopUpFormValues = z.output<typeof topUpFormSchema>;

/** A transfer's amount: within the limits and the balance (transfers are free). */
export const transferAmountField = (balance: number): AmountSchema =>
  amount.check(z.refine((value) => value <= balance, `That is more than your balance (${naira(balance)} available)`));

/** Send to another partner: their e-mail, an amount within the balance, an optional note. */
export const transferFormSchema = (balance: number) =>
  z.object({
    recipientEmail: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the recipient’s e-mail address'),
      z.email('Enter a valid e-mail address'),
      // The contract's limit (an address is at most 254 characters).
      z.maxLength(textMax.email, 'Enter a valid e-mail address'),
    ),
    amount: transferAmountField(balance),
    note: z.string().check(z.trim(), z.maxLength(140, 'Keep the note under 140 characters')),
  });
export type TransferFormInput = z.input<ReturnType<typeof transferFormSchema>>;
export type TransferFormValues = z.output<ReturnType<typeof transferFormSchema>>;

export const wrongCheckDigitMessage = 'That number is not a valid account at this bank: check the 10 digits';

/** What Save says when the bank's name for the account is not there to confirm (issue 24: Save is never disabled for it). */
export const payoutAccountMessages = {
  nameUnconfirmed: 'Check the account number: we could not confirm its name',
  nameChecking: (bankName: string) => `Wait for ${bankName} to confirm the account's name, then save`,
  saveFailed: 'Failed to save the account. Please try again.',
} as const;

/** A payout account: a bank and a 10-digit NUBAN whose check digit fits it. */
export const payoutAccountFormSchema = z
  .object({
    bankCode: z.string().check(z.minLength(1, 'Choose your bank')),
    accountNumber: typedAccountNumber(
      z
        .string()
        .check(
          z.minLength(1, 'Enter the account number'),
          z.regex(/^\d{10}$/, 'A Nigerian account number (NUBAN) has 10 digits'),
        ),
    ),
  })
  .check(
    z.refine(
      (account) =>
        !account.bankCode ||
        !/^\d{10}$/.test(account.accountNumber) ||
        isValidNuban(account.bankCode, account.accountNumber),
      {
        message: wrongCheckDigitMessage,
        path: ['accountNumber'],
      },
    ),
  );
export type PayoutAccountFormInput = z.input<typeof payoutAccountFormSchema>;
export type PayoutAccountFormValues = z.output<typeof payoutAccountFormSchema>;
