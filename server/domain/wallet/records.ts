import { z } from 'zod/mini';
import { kobo } from '../money';
import { transaction, transactionEvent } from '@/api/schemas';
import { payoutAccount } from '@/api/schemas/payouts';

/*
 * The wallet's records as every store keeps them (the mock's state holds these very objects;
 * PostgreSQL keeps them as rows): money in integer kobo, each record owned by a partner (or its
 * sandbox twin). The ledger is append-only: a movement's status and timeline change as it
 * settles, a record is never deleted.
 */

const owned = { partnerId: z.string() };

export { kobo } from '../money';

const settlementOutcomes = ['completed', 'failed'] as const;

/**
 * What a pending movement turns into, and when (epoch ms): the bank's answer, which settlement
 * (server/domain/wallet/settlement.ts) applies once its time has come.
 */
const settlementPlan = z.object({
  at: z.number(),
  outcome: z.enum(settlementOutcomes),
  failureReason: z.optional(z.string()),
});
export type SettlementPlan = z.infer<typeof settlementPlan>;

export const transactionRecord = z.extend(transaction, {
  ...owned,
  amount: kobo,
  fee: kobo,
  timeline: z.array(transactionEvent),
  settlement: z.optional(settlementPlan),
  /** A held earning's platform fee, held with it and released with it (server/domain/wallet/held.ts). */
  heldFeeId: z.optional(z.string()),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const walletRecord = z.object({ ...owned, balance: kobo });
export type WalletRecord = z.infer<typeof walletRecord>;

export const payoutAccountRecord = z.extend(payoutAccount, owned);
export type PayoutAccountRecord = z.infer<typeof payoutAccountRecord>;
