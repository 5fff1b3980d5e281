import type { ChargedMethod } from '@/api/schemas/invoices';
import { DAY_MS as DAY, HOUR_MS as HOUR, LAGOS_OFFSET_MS, lagosMonth } from '../domain/calendar';
import { billedTo } from '../domain/billing/invoices';
import { GROWTH_PLAN } from '../domain/billing/plan';
import type { InvoiceRecord } from '../domain/billing/records';
import type { DeliveryRecord } from '../domain/deliveries/records';
import type { BillingRecord } from '../domain/partners/records';
import { DEMO_USER_ID, SECOND_PARTNER } from './accounts';

/*
 * DeliverOS's invoices for the last three months (issue 24). The demo partner's: one a month on
 * the Growth plan, the middle one first declined on the card and then paid by bank transfer.
 * Each invoice counts the partner's deliveries of its period in the seeded data (the seed keeps
 * only the last week's, so a month before it bills the plan alone) and keeps the partner's billing
 * details as they were when it was issued: a later change of address leaves its receipt as it was.
 * Issuing stays this seeded history until the monthly issuing job (issue 40).
 */

/** The demo partner's billing methods (seedPaymentMethods): never the payout account (GTBank ••6789). */
export const DEMO_CARD: ChargedMethod = { type: 'card', provider: 'Verve', last4: '4081' };
export const DEMO_TRANSFER: ChargedMethod = { type: 'bank_transfer', provider: 'First Bank', last4: '3318' };

/** How many months back the demo partner's invoices go: one a month, up to the last one. */
const MONTHS_BILLED = 3;
/** The demo partner's first invoice number this seed shows (INV-YYYY-0009 …). */
const FIRST_NUMBER = 9;

const invoiceNumber = (issuedMs: number, sequence: number) =>
  `INV-${new Date(issuedMs + LAGOS_OFFSET_MS).getUTCFullYear()}-${String(sequence).padStart(4, '0')}`;

interface InvoiceSeed {
  partnerId: string;
  id: string;
  sequence: number;
  monthsBack: number;
  /** The attempts, hours after the invoice was issued. */
  payments: { afterHours: number; method: ChargedMethod; failureReason?: string }[];
}

/** What the seed's invoices read: the seeded deliveries (counted) and billing details (kept). */
interface SeededData {
  deliveries: readonly DeliveryRecord[];
  billing: readonly BillingRecord[];
}

/** The deliveries a partner created in [start, end), as the seeded data holds them. */
function deliveriesIn({ deliveries }: SeededData, partnerId: string, start: number, end: number): number {
  let count = 0;
  for (const delivery of deliveries) {
    if (delivery.partnerId !== partnerId) continue;
    const created = Date.parse(delivery.createdAt);
    if (created >= start && created < end) count += 1;
  }
  return count;
}

function invoiceOf(seed: InvoiceSeed, now: number, data: SeededData): InvoiceRecord {
  const period = lagosMonth(now, seed.monthsBack);
  // Issued at 06:00 Lagos on the first day after the period, charged at once.
  const issued = period.end + 6 * HOUR;
  const payments = seed.payments.map(({ afterHours, method, failureReason }, index) => ({
    at: new Date(issued + afterHours * HOUR).toISOString(),
    outcome: index === seed.payments.length - 1 ? ('paid' as const) : ('failed' as const),
    method,
    ...(failureReason ? { failureReason } : {}),
  }));
  const billing = data.billing.find((b) => b.partnerId === seed.partnerId);
  return {
    partnerId: seed.partnerId,
    id: seed.id,
    number: invoiceNumber(issued, seed.sequence),
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
    issuedAt: new Date(issued).toISOString(),
    status: 'paid',
    plan: { ...GROWTH_PLAN },
    deliveries: deliveriesIn(data, seed.partnerId, period.start, period.end),
    payments,
    ...(billing ? { billedTo: billedTo(billing) } : {}),
  };
}

export function seedInvoices(now: number, data: SeededData): InvoiceRecord[] {
  const demo: InvoiceSeed[] = Array.from({ length: MONTHS_BILLED }, (_, index) => ({
    partnerId: DEMO_USER_ID,
    id: `inv_demo_${String(FIRST_NUMBER + index).padStart(4, '0')}`,
    sequence: FIRST_NUMBER + index,
    monthsBack: MONTHS_BILLED - index,
    payments:
      index === 1
        ? [
            { afterHours: 0, method: DEMO_CARD, failureReason: 'Declined by the card issuer: insufficient funds' },
            { afterHours: (2 * DAY) / HOUR, method: DEMO_TRANSFER },
          ]
        : [{ afterHours: 0, method: DEMO_CARD }],
  }));
  // Another partner's invoice: never shown to the demo partner (the tests ask for it by id).
  const other: InvoiceSeed = {
    partnerId: SECOND_PARTNER.id,
    id: 'inv_chidi_0004',
    sequence: 4,
    monthsBack: 1,
    payments: [{ afterHours: 0, method: { type: 'card', provider: 'Mastercard', last4: '5520' } }],
  };
  return [...demo, other].map((seed) => invoiceOf(seed, now, data));
}
