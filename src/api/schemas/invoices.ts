import { z } from 'zod/mini';
import { id, isoDate, naira, page, pageQuery } from './common';
import { paymentMethodTypes } from './billing';

/*
 * What DeliverOS charges the partner (issue 24): the plan and this period's usage, and the
 * monthly invoices. Apart from billing.ts, which the schemas' index re-exports: only the
 * billing screens load these. Amounts are naira (whole kobo), as every money schema's.
 */

/** Every text of a reply has a bound: a stored record can never grow a screen without limit. */
const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.number().check(z.int(), z.nonnegative(), z.lte(10_000_000));

export const billingPlan = z.object({
  name: text(40),
  monthlyFee: naira,
  includedDeliveries: count,
  /** The price of each delivery past the included ones. */
  overagePrice: naira,
  /** VAT on every invoice, as a fraction: 0.075 is Nigeria's 7.5%. */
  vatRate: z.number().check(z.gte(0), z.lt(1)),
});
export type BillingPlan = z.infer<typeof billingPlan>;

/** GET /api/billing/plan: the plan, the current period and what it has used so far. */
export const billingPlanUsage = z.object({
  plan: billingPlan,
  /** The period runs from `periodStart` up to, not including, `periodEnd` (Africa/Lagos months). */
  periodStart: isoDate,
  periodEnd: isoDate,
  /** Deliveries the partner created in the period so far. */
  deliveries: count,
  /** The period's invoice at today's usage, VAT included. */
  projectedCharge: naira,
});
export type BillingPlanUsage = z.infer<typeof billingPlanUsage>;

export const invoiceStatuses = ['paid', 'open', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The method an invoice was charged to, as it was then (it may since be edited or deleted). */
export const chargedMethod = z.object({
  type: z.enum(paymentMethodTypes),
  provider: text(60),
  last4: z.string().check(z.regex(/^\d{4}$/)),
});
export type ChargedMethod = z.infer<typeof chargedMethod>;

/** One attempt to collect an invoice: a declined card, then a transfer that went through. */
export const invoicePayment = z.object({
  at: isoDate,
  outcome: z.enum(['paid', 'failed']),
  method: chargedMethod,
  failureReason: z.optional(text(120)),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceSummary = z.object({
  id,
  /** INV-YYYY-NNNN: the year it was issued and the partner's sequence. */
  number: text(20),
  periodStart: isoDate,
  periodEnd: isoDate,
  issuedAt: isoDate,
  total: naira,
  status: z.enum(invoiceStatuses),
  /** The method of the last attempt (the one that paid, for a paid invoice); none before any. */
  paidWith: z.optional(chargedMethod),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceLine = z.object({
  description: text(120),
  quantity: count,
  unitPrice: naira,
  amount: naira,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** A name and address on a receipt: DeliverOS's, and the partner's billing information. */
export const billingParty = z.object({
  name: text(120),
  address: text(200),
  city: text(80),
  country: text(80),
  taxId: text(40),
  email: text(254),
});
export type BillingParty = z.infer<typeof billingParty>;

/** GET /api/billing/invoices/:id: the receipt. subtotal = Σ lines, vat = subtotal × rate, total = both. */
export const invoice = z.extend(invoiceSummary, {
  lines: z.array(invoiceLine).check(z.maxLength(10)),
  subtotal: naira,
  vatRate: z.number().check(z.gte(0), z.lt(1)),
  vat: naira,
  payments: z.array(invoicePayment).check(z.maxLength(10)),
  seller: billingParty,
  billedTo: billingParty,
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListQuery = pageQuery;
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

export const invoicePage = page(invoiceSummary);
export type InvoicePage = z.infer<typeof invoicePage>;
