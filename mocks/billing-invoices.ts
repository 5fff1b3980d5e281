import { toNaira } from '@/api/money';
import type { BillingInfo } from '@/api/schemas';
import type { BillingParty, BillingPlanUsage, Invoice, InvoiceSummary } from '@/api/schemas/invoices';
import type { DbState, InvoiceRecord } from './db';
import { LAGOS_OFFSET_MS } from './format';

/*
 * What DeliverOS charges a partner (issue 24): a monthly plan with deliveries included, a price
 * for each delivery past them, and VAT. Kept in kobo; the replies are naira. The seed's invoices
 * (seed/invoices.ts) and the handlers (handlers/billing.ts) both price through `invoiceCharges`,
 * so a receipt's lines always add up to its total.
 */

export type PlanRecord = InvoiceRecord['plan'];

/** The plan every partner is on: Growth, ₦25,000 a month with 500 deliveries, then ₦50 each. */
export const GROWTH_PLAN: PlanRecord = {
  name: 'Growth',
  monthlyFee: 2_500_000,
  includedDeliveries: 500,
  overagePrice: 5_000,
};

/** Nigeria's VAT, 7.5%, in basis points so the sums stay whole kobo. */
export const VAT_BASIS_POINTS = 750;
export const VAT_RATE = VAT_BASIS_POINTS / 10_000;

/** Who bills: DeliverOS's own details, on every receipt. */
export const DELIVEROS_BILLING: BillingParty = {
  name: 'DeliverOS Technologies Ltd',
  address: '3 Ozumba Mbadiwe Avenue, Victoria Island',
  city: 'Lagos',
  country: 'Nigeria',
  taxId: 'TIN-10293847-0001',
  email: 'billing@deliveros.ng',
};

export interface Charges {
  lines: { description: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  vat: number;
  total: number;
}

/** An invoice's lines (kobo): the plan, then the deliveries past the included ones; VAT on their sum. */
export function invoiceCharges(plan: PlanRecord, deliveries: number): Charges {
  const overage = Math.max(0, deliveries - plan.includedDeliveries);
  const lines = [
    {
      description: `${plan.name} plan — ${plan.includedDeliveries.toLocaleString('en-NG')} deliveries included`,
      quantity: 1,
      unitPrice: plan.monthlyFee,
      amount: plan.monthlyFee,
    },
  ];
  if (overage > 0) {
    lines.push({
      description: 'Deliveries past the included ones',
      quantity: overage,
      unitPrice: plan.overagePrice,
      amount: overage * plan.overagePrice,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = Math.round((subtotal * VAT_BASIS_POINTS) / 10_000);
  return { lines, subtotal, vat, total: subtotal + vat };
}

/** The Africa/Lagos calendar month holding `ms`, as epoch ms: its first instant and the next month's. */
export function monthOf(ms: number, monthsBack = 0): { start: number; end: number } {
  const lagos = new Date(ms + LAGOS_OFFSET_MS);
  const year = lagos.getUTCFullYear();
  const month = lagos.getUTCMonth() - monthsBack;
  return {
    start: Date.UTC(year, month, 1) - LAGOS_OFFSET_MS,
    end: Date.UTC(year, month + 1, 1) - LAGOS_OFFSET_MS,
  };
}

/** The deliveries a partner created in [start, end). */
export function deliveriesIn(
  state: Pick<DbState, 'deliveries'>,
  partnerId: string,
  start: number,
  end: number,
): number {
  let count = 0;
  for (const delivery of state.deliveries) {
    if (delivery.partnerId !== partnerId) continue;
    const created = Date.parse(delivery.createdAt);
    if (created >= start && created < end) count += 1;
  }
  return count;
}

const planReply = (plan: PlanRecord) => ({
  name: plan.name,
  monthlyFee: toNaira(plan.monthlyFee),
  includedDeliveries: plan.includedDeliveries,
  overagePrice: toNaira(plan.overagePrice),
  vatRate: VAT_RATE,
});

/** GET /api/billing/plan: the current month so far, priced as its invoice would be today. */
export function planUsage(state: DbState, partnerId: string, now: number): BillingPlanUsage {
  const period = monthOf(now);
  const deliveries = deliveriesIn(state, partnerId, period.start, period.end);
  return {
    plan: planReply(GROWTH_PLAN),
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
    deliveries,
    projectedCharge: toNaira(invoiceCharges(GROWTH_PLAN, deliveries).total),
  };
}

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

/**
 * A receipt. The partner's details are the invoice's snapshot, taken when it was issued; a record
 * stored before snapshots existed falls back to `current` (the partner's billing information now).
 */
export function invoiceDetail(record: InvoiceRecord, current: BillingInfo): Invoice {
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
    billedTo: record.billedTo ?? billedTo(current),
  };
}
