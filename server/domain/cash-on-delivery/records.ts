import { z } from 'zod/mini';
import { DomainError } from '../errors';
import { kobo } from '../money';

/*
 * A remittance (issue 28): a rider handed in the cash collected on one Lagos day; the wallet got
 * one `cod-remittance` credit (`transactionId`). `round` numbers a rider's remittances of one day
 * (a rider may hand in twice if they collect again after the first): (partner, rider, day, round)
 * is unique in the store, so a day's cash is never counted as handed in twice.
 */
export const codRemittanceRecord = z.object({
  partnerId: z.string(),
  id: z.string(),
  riderId: z.string(),
  day: z.string(),
  round: z.number().check(z.int(), z.positive()),
  /** How many deliveries' cash it was. */
  deliveryCount: z.number().check(z.int(), z.positive()),
  amount: kobo,
  fee: kobo,
  transactionId: z.string(),
  remittedAt: z.string(),
});
export type CodRemittanceRecord = z.infer<typeof codRemittanceRecord>;

/** A second remittance of the same rider's day and round, made at the same time: the store's unique key refused it. */
export const remittedMeanwhile = () =>
  new DomainError(
    409,
    "This rider's cash of that day was handed in at the same moment: look at the report again",
    'NOTHING_TO_REMIT',
  );
