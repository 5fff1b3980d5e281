import { toNaira } from '@/api/money';
import type { BillingParty, BillingPlan, BillingPlanUsage } from '@/api/schemas/invoices';
import { lagosMonth } from '../calendar';
import type { Ctx } from '../ports';
import type { PlanRecord } from './records';

/*
 * What DeliverOS charges a partner (issue 24): a monthly plan with deliveries included, a price
 * for each delivery past them, and VAT. Kept in kobo; the replies are naira. The plan's usage and
 * every invoice (./invoices.ts, the seed's too) price through `invoiceCharges`, so a receipt's
 * lines always add up to its total.
 */

/** The plan every partner is on: Growth, ₦25,000 a month with 500 deliveries, then ₦50 each. */
export const GROWTH_PLAN: PlanRecord = {
  name: 'Growth',
  monthlyFee: 2_500_000,
  includedDeliveries: 500,
  overagePrice: 5_000,
};

/** Nigeria's VAT, 7.5%, in basis points so the sums stay whole kobo. */
const VAT_BASIS_POINTS = 750;
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

const planReply = (plan: PlanRecord): BillingPlan => ({
  name: plan.name,
  monthlyFee: toNaira(plan.monthlyFee),
  includedDeliveries: plan.includedDeliveries,
  overagePrice: toNaira(plan.overagePrice),
  vatRate: VAT_RATE,
});

/**
 * GET /api/billing/plan: the current Africa/Lagos month so far — the deliveries the partner
 * created in it (counted by the store: an index range, server/domain/deliveries/port.ts
 * `statusCounts`) — priced as its invoice would be today.
 */
export async function planUsage({ tx }: Ctx, partnerId: string, now: number): Promise<BillingPlanUsage> {
  const period = lagosMonth(now);
  const counts = await tx.deliveries.statusCounts(partnerId, { from: period.start, to: period.end });
  const deliveries = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    plan: planReply(GROWTH_PLAN),
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
    deliveries,
    projectedCharge: toNaira(invoiceCharges(GROWTH_PLAN, deliveries).total),
  };
}
