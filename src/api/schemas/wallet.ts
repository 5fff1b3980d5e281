import { z } from 'zod/mini';
import { calendarDay, id, isoDate, naira, page, pageQuery } from './common';
import { transactionCategories, transactionStatuses, transactionTypes } from '../constants';

// z.number() refuses Infinity and NaN by itself (classic zod's `.finite()` was a no-op).
export const wallet = z.object({ balance: z.number(), currency: z.literal('NGN') });
export type Wallet = z.infer<typeof wallet>;

// What a transaction was for (the statistics count earnings and fees, not top-ups or
// withdrawals): the lists live zod-free in ../constants for the router's search params.
export { transactionCategories, transactionStatuses, transactionTypes } from '../constants';

/** Who or what is on the other side of a movement. */
export const counterpart = z.object({
  kind: z.enum(['bank-account', 'partner', 'card', 'bank-transfer', 'delivery', 'platform', 'rider']),
  name: z.string(),
  /** e.g. the bank and masked account number, the partner's e-mail, the tracking number. */
  detail: z.optional(z.string()),
});
export type Counterpart = z.infer<typeof counterpart>;

/** The longest `held_reason`. */
export const HELD_REASON_MAX = 200;

/** One step of a movement's life: pending → completed, or pending → failed (money returned), or held → completed. */
export const transactionEvent = z.object({
  status: z.enum(transactionStatuses),
  at: isoDate,
  note: z.optional(z.string()),
});
export type TransactionEvent = z.infer<typeof transactionEvent>;

export const transaction = z.object({
  id,
  type: z.enum(transactionTypes),
  amount: naira,
  /** The fee charged on top of `amount` (withdrawals), 0 otherwise. */
  fee: z._default(naira, 0),
  description: z.string(),
  date: isoDate,
  status: z.enum(transactionStatuses),
  category: z.enum(transactionCategories),
  /** One format everywhere: TRX-YYYYMMDD-NNNNNN. */
  reference: z.string(),
  counterpart: z.optional(counterpart),
  failureReason: z.optional(z.string()),
  /** Why a `held` transaction is held, and what releases it (docs/api-contract.md, Money rules). */
  heldReason: z.optional(z.string().check(z.maxLength(HELD_REASON_MAX))),
  timeline: z._default(z.array(transactionEvent), []),
});
export type Transaction = z.infer<typeof transaction>;

export { calendarDay };

export const transactionListQuery = z.extend(pageQuery, {
  type: z.optional(z.enum(transactionTypes)),
  status: z.optional(z.enum(transactionStatuses)),
  category: z.optional(z.enum(transactionCategories)),
  /** First and last day included (Africa/Lagos). */
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  /** A reference, or part of one, or words of the description. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type TransactionListQuery = z.input<typeof transactionListQuery>;

export const transactionPage = page(transaction);
export type TransactionPage = z.infer<typeof transactionPage>;

export const walletStatisticsQuery = z.object({ period: z._default(z.enum(['month', 'year', 'all']), 'month') });
export type WalletStatisticsQuery = z.input<typeof walletStatisticsQuery>;

export const walletStatistics = z.object({
  period: z.enum(['month', 'year', 'all']),
  totalEarnings: naira,
  platformFees: naira,
  transactionCount: z.number().check(z.int(), z.nonnegative()),
});
export type WalletStatistics = z.infer<typeof walletStatistics>;
