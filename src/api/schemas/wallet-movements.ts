import { z } from 'zod/mini';
import { emailAddress, id, naira } from './common';
import { movementAmount } from './money';
import { transaction } from './wallet';

/*
 * The money movements' requests and replies (top-up, withdrawal, transfer, the recipient's
 * name): only the wallet's dialogs load them, so they stay out of the barrel and off the
 * signed-in first load.
 */

export const topUpMethods = ['card', 'bank_transfer'] as const;
export const topUpRequest = z.object({ amount: movementAmount, paymentMethod: z.enum(topUpMethods) });
export type TopUpRequest = z.infer<typeof topUpRequest>;

/** A withdrawal goes to one of the partner's saved payout accounts (GET /api/payout-accounts). */
export const withdrawRequest = z.object({ amount: movementAmount, payoutAccountId: id });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** POST /api/wallet/transfer: to another DeliverOS partner's wallet, named by their e-mail. */
export const transferRequest = z.object({
  amount: movementAmount,
  recipientEmail: emailAddress('Enter the recipient’s e-mail address'),
  note: z.optional(z.string().check(z.trim(), z.maxLength(140, 'Keep the note under 140 characters'))),
});
export type TransferRequest = z.infer<typeof transferRequest>;

/** GET /api/wallet/recipients?email=…: whose wallet a transfer would reach, shown before confirming. */
export const recipientQuery = z.object({ email: emailAddress('Enter the recipient’s e-mail address') });
export const recipient = z.object({ name: z.string(), email: z.string() });
export type Recipient = z.infer<typeof recipient>;

/** Every money movement answers with the new balance (`new_balance`) and its transaction. */
export const moneyMovementReply = z.object({ newBalance: naira, transaction });
export type MoneyMovementReply = z.infer<typeof moneyMovementReply>;
