import type { ChargedMethod } from '@/api/schemas/invoices';
import { GROWTH_PLAN, monthOf } from '../billing-invoices';
import type { DbState, InvoiceRecord } from '../db';
import { DAY_MS as DAY, HOUR_MS as HOUR, LAGOS_OFFSET_MS } from '../format';
import { DEMO_USER_ID, SECOND_PARTNER } from './accounts';

/*
 * DeliverOS's invoices for the last three months (issue 24). The demo partner's: one a month on
 * the Growth plan, the middle one first declined on the card and then paid by bank transfer.
 * The seed keeps only the last week's deliveries, so the months billed before carry the
 * deliveries counted then (BILLED_DELIVERIES); this month's usage is counted from the deliveries.
 */

/** The demo partner's billing methods (seedPaymentMethods): never the payout account (GTBank ••6789). */
export const DEMO_CARD: ChargedMethod = { type: 'card', provider: 'Verve', last4: '4081' };
export const DEMO_TRANSFER: ChargedMethod = { type: 'bank_transfer', provider: 'First Bank', last4: '3318' };

/** Deliveries counted in each of the last three months, oldest first: the last two pass the 500 included. */
export const BILLED_DELIVERIES = [468, 532, 587] as const;
/** The demo partner's first invoice number this seed shows (INV-YYYY-0009 …). */
const FIRST_NUMBER = 9;

const invoiceNumber = (issuedMs: number, sequence: number) =>
  `INV-${new Date(issuedMs + LAGOS_OFFSET_MS).getUTCFullYear()}-${String(sequence).padStart(4, '0')}`;

interface InvoiceSeed {
  partnerId: string;
  id: string;
  sequence: number;
  monthsBack: number;
  deliveries: number;
  /** The attempts, hours after the invoice was issued. */
  payments: { afterHours: number; method: ChargedMethod; failureReason?: string }[];
}

function invoiceOf(seed: InvoiceSeed, now: number): InvoiceRecord {
  const period = monthOf(now, seed.monthsBack);
  // Issued at 06:00 Lagos on the first day after the period, charged at once.
  const issued = period.end + 6 * HOUR;
  const payments = seed.payments.map(({ afterHours, method, failureReason }, index) => ({
    at: new Date(issued + afterHours * HOUR).toISOString(),
    outcome: index === seed.payments.length - 1 ? ('paid' as const) : ('failed' as const),
    method,
    ...(failureReason ? { failureReason } : {}),
  }));
  return {
    partnerId: seed.partnerId,
    id: seed.id,
    number: invoiceNumber(issued, seed.sequence),
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
    issuedAt: new Date(issued).toISOString(),
    status: 'paid',
    plan: { ...GROWTH_PLAN },
    deliveries: seed.deliveries,
    payments,
  };
}

export function seedInvoices(now: number): DbState['invoices'] {
  const demo: InvoiceSeed[] = BILLED_DELIVERIES.map((deliveries, index) => ({
    partnerId: DEMO_USER_ID,
    id: `inv_demo_${String(FIRST_NUMBER + index).padStart(4, '0')}`,
    sequence: FIRST_NUMBER + index,
    monthsBack: BILLED_DELIVERIES.length - index,
    deliveries,
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
    deliveries: 212,
    payments: [{ afterHours: 0, method: { type: 'card', provider: 'Mastercard', last4: '5520' } }],
  };
  return [...demo, other].map((seed) => invoiceOf(seed, now));
}
