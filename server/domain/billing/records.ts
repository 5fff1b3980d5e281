import { z } from 'zod/mini';
import { billingParty, invoicePayment, invoiceStatuses } from '@/api/schemas/invoices';
import { kobo } from '../money';

/*
 * What DeliverOS charges a partner (issue 24), as the stores keep it: the plan an invoice bills
 * (kobo) and the monthly invoices, each owned by a partner. An invoice's lines, VAT and total are
 * not stored: they follow from its plan and its deliveries (./plan.ts `invoiceCharges`).
 */

const count = z.number().check(z.int(), z.nonnegative());

/** A plan as an invoice bills it: a monthly fee with deliveries included, a price for each delivery past them. */
const planRecord = z.object({
  name: z.string(),
  monthlyFee: kobo,
  includedDeliveries: count,
  overagePrice: kobo,
});
export type PlanRecord = z.infer<typeof planRecord>;

/**
 * A monthly invoice of DeliverOS to a partner: the plan as it was, the deliveries counted, the
 * attempts to collect it, the partner's billing details then.
 */
export const invoiceRecord = z.object({
  partnerId: z.string(),
  id: z.string(),
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  status: z.enum(invoiceStatuses),
  plan: planRecord,
  deliveries: count,
  payments: z.array(invoicePayment),
  /**
   * The partner's billing details as they were when the invoice was issued: the receipt shows
   * these, not today's. An invoice stored before the snapshot existed has none (today's then).
   */
  billedTo: z.optional(billingParty),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
