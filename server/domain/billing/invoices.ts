import { toNaira } from '@/api/money';
import type { BillingInfo } from '@/api/schemas';
import type { BillingParty, Invoice, InvoicePage, InvoiceSummary } from '@/api/schemas/invoices';
import { notFound } from '../errors';
import { currentBilling } from '../partners/billing';
import type { Acting } from '../partners/profile';
import type { Ctx } from '../ports';
import { DELIVEROS_BILLING, invoiceCharges, VAT_RATE } from './plan';
import type { InvoiceRecord } from './records';

/*
 * DeliverOS's invoices to a partner: the list (newest period first) and a receipt. Issued ones
 * are the seed's history today (server/seed/invoices.ts); a monthly issuing job is issue 40's.
 */

export function invoiceSummary(record: InvoiceRecord): InvoiceSummary {
  const last = record.payments.at(-1);
  return {
    id: record.id,
    number: record.number,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    issuedAt: record.issuedAt,
    total: toNaira(invoiceCharges(record.plan, record.deliveries).total),
    status: record.status,
    ...(last ? { paidWith: last.method } : {}),
  };
}

/** Billing information is saved without a length limit; a receipt's texts have one (a 5xx otherwise). */
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The partner's side of a receipt: their billing information, clipped to a receipt's bounds. */
export const billedTo = (info: BillingInfo): BillingParty => ({
  name: clip(info.companyName, 120),
  address: clip(info.address, 200),
  city: clip(info.city, 80),
  country: clip(info.country, 80),
  taxId: clip(info.taxId, 40),
  email: clip(info.email, 254),
});

/** A receipt, billed to `party`: the partner as the receipt names them. */
function invoiceDetail(record: InvoiceRecord, party: BillingParty): Invoice {
  const charges = invoiceCharges(record.plan, record.deliveries);
  return {
    ...invoiceSummary(record),
    lines: charges.lines.map((line) => ({
      ...line,
      unitPrice: toNaira(line.unitPrice),
      amount: toNaira(line.amount),
    })),
    subtotal: toNaira(charges.subtotal),
    vatRate: VAT_RATE,
    vat: toNaira(charges.vat),
    payments: record.payments,
    seller: DELIVEROS_BILLING,
    billedTo: party,
  };
}

/** GET /api/billing/invoices: the partner's invoices, the newest period first, one page. */
export async function listInvoices(
  { tx }: Ctx,
  partnerId: string,
  query: { page: number; limit: number },
): Promise<InvoicePage> {
  const { items, total } = await tx.invoices.page(partnerId, query);
  return { items: items.map(invoiceSummary), total, page: query.page, limit: query.limit };
}

/**
 * GET /api/billing/invoices/:id: a receipt; another partner's invoice is as absent as a missing
 * one (404). The partner's details are the invoice's snapshot, taken when it was issued; a record
 * stored before snapshots existed names the partner's billing information as it is now.
 */
export async function getInvoice(ctx: Ctx, acting: Acting, id: string | undefined): Promise<Invoice> {
  const record = id === undefined ? undefined : await ctx.tx.invoices.byId(acting.partnerId, id);
  if (!record) throw notFound('Invoice');
  return invoiceDetail(record, record.billedTo ?? billedTo(await currentBilling(ctx, acting)));
}
