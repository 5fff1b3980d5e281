import { percentOfKobo } from '../money';
import type { Ctx } from '../ports';
import type { DeliveryEarning } from './port';
import type { DeliveryRecord } from './records';

/*
 * Delivering a parcel pays its partner: the price as an earning, less the platform fee, in one
 * step (the seed's "Platform fee (10%)"). The one seam through which the deliveries' workflow
 * pays: the wallet's ledger is not this area's (it moves to server/domain/wallet), so the payment
 * goes through `services.earnings` — the mock's ledger in the mock; a 501 on the server until the
 * wallet is there.
 */

/** The share of a delivery's price the platform keeps when it is delivered, in percent. */
export const PLATFORM_FEE_PERCENT = 10;

/** What delivering `delivery` pays: the fee half up to the kobo, in integers (server/domain/money.ts). */
export function earningOf(delivery: DeliveryRecord): DeliveryEarning {
  const feeName = `Platform fee (${PLATFORM_FEE_PERCENT}%)`;
  return {
    partnerId: delivery.partnerId,
    amount: delivery.price,
    fee: percentOfKobo(delivery.price, PLATFORM_FEE_PERCENT),
    earningDescription: `Delivery earnings — ${delivery.trackingNumber}`,
    feeName,
    feeDescription: `${feeName} — ${delivery.trackingNumber}`,
    trackingNumber: delivery.trackingNumber,
    customerName: delivery.customer.name,
  };
}

/** Pays this delivery's earning and platform fee. */
export const payDeliveryEarning = (ctx: Ctx, delivery: DeliveryRecord): Promise<void> =>
  ctx.services.earnings.pay(earningOf(delivery));
