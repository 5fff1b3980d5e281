import { percentOfKobo } from '../money';
import type { Ctx } from '../ports';
import { payEarning } from '../wallet/held';
import { platformCounterpart } from '../wallet/ledger';
import type { DeliveryRecord } from './records';

/*
 * Delivering a parcel pays its partner: the price as an earning, less the platform fee, in one
 * step — or both held, if that would take the wallet past its limit (server/domain/wallet/held.ts).
 */

/** The share of a delivery's price the platform keeps when it is delivered, in percent. */
const PLATFORM_FEE_PERCENT = 10;

/** Pays this delivery's earning and platform fee (the fee half up to the kobo: server/domain/money.ts). */
export function payDeliveryEarning({ tx }: Ctx, delivery: DeliveryRecord, now: number): Promise<void> {
  const feeName = `Platform fee (${PLATFORM_FEE_PERCENT}%)`;
  const common = { partnerId: delivery.partnerId, status: 'completed', fee: 0 } as const;
  return payEarning(
    tx,
    {
      ...common,
      type: 'credit',
      amount: delivery.price,
      category: 'earning',
      description: `Delivery earnings — ${delivery.trackingNumber}`,
      counterpart: { kind: 'delivery', name: delivery.trackingNumber, detail: delivery.customer.name },
    },
    {
      ...common,
      type: 'debit',
      amount: percentOfKobo(delivery.price, PLATFORM_FEE_PERCENT),
      category: 'fee',
      description: `${feeName} — ${delivery.trackingNumber}`,
      counterpart: platformCounterpart(feeName),
    },
    now,
  );
}
