import { z } from 'zod/mini';
import { id, isoDate, naira, page, pageQuery, requiredText } from './common';

// z.number() refuses Infinity and NaN by itself (classic zod's `.finite()` was a no-op).
export const wallet = z.object({ balance: z.number(), currency: z.literal('NGN') });
export type Wallet = z.infer<typeof wallet>;

export const transactionTypes = ['credit', 'debit'] as const;
export const transactionStatuses = ['completed', 'pending', 'failed'] as const;
/** What a transaction was for: the statistics count earnings and fees, not top-ups or withdrawals. */
export const transactionCategories = ['earning', 'fee', 'top-up', 'withdrawal', 'transfer'] as const;

export const transaction = z.object({
  id,
  type: z.enum(transactionTypes),
  amount: naira,
  description: z.string(),
  date: isoDate,
  status: z.enum(transactionStatuses),
  category: z.enum(transactionCategories),
  reference: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionListQuery = z.extend(pageQuery, {
  type: z.optional(z.enum(transactionTypes)),
  status: z.optional(z.enum(transactionStatuses)),
});
export type TransactionListQuery = z.input<typeof transactionListQuery>;

export const transactionPage = page(transaction);
export type TransactionPage = z.infer<typeof transactionPage>;

export const topUpRequest = z.object({
  amount: naira.check(z.positive()),
  paymentMethod: z.enum(['card', 'bank_transfer']),
});
export type TopUpRequest = z.infer<typeof topUpRequest>;

export const bankDetails = z.object({
  accountNumber: z.string().check(z.regex(/^\d{10}$/, 'Account number must be 10 digits')),
  bankCode: requiredText,
  accountName: requiredText,
});

export const withdrawRequest = z.object({ amount: naira.check(z.positive()), bankDetails });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** POST /api/wallet/transfer: to another DeliverOS wallet, named by its owner's e-mail. */
export const transferRequest = z.object({
  amount: naira.check(z.positive()),
  recipientEmail: z.email(),
  description: z.optional(z.string()),
});
export type TransferRequest = z.infer<typeof transferRequest>;

/** Every money movement answers with the new balance (SPEC.md: `new_balance`) and its transaction. */
export const moneyMovementReply = z.object({ newBalance: z.number(), transaction });
export type MoneyMovementReply = z.infer<typeof moneyMovementReply>;

export const walletStatisticsQuery = z.object({ period: z._default(z.enum(['month', 'year', 'all']), 'month') });
export type WalletStatisticsQuery = z.input<typeof walletStatisticsQuery>;

export const walletStatistics = z.object({
  period: z.enum(['month', 'year', 'all']),
  totalEarnings: naira,
  platformFees: naira,
  transactionCount: z.number().check(z.int(), z.nonnegative()),
});
export type WalletStatistics = z.infer<typeof walletStatistics>;
