import { toNaira } from '@/api/money';
import type { CashOnDelivery, Delivery, RiderRef } from '@/api/schemas';
import type { Ctx } from '../ports';
import type { DeliveryRecord, RiderRecord } from './records';
import { trackingUrlOf } from './tracking-codes';

/*
 * The contract's view of a delivery: the price in naira (kobo in the records), its rider as the
 * roster has it now, its tracking page's URL on the app's origin, whether the recipient's code was
 * checked and the tries left (never the code).
 */

export const toRiderRef = ({ id, name, phone, vehicle }: RiderRecord): RiderRef => ({ id, name, phone, vehicle });

/** A record's cash on delivery in naira. */
function codOf({ amount, collected, remittedAt }: NonNullable<DeliveryRecord['cashOnDelivery']>): CashOnDelivery {
  return {
    amount: toNaira(amount),
    ...(collected ? { collected: { ...collected, amount: toNaira(collected.amount) } } : {}),
    ...(remittedAt ? { remittedAt } : {}),
  };
}

/** The reply of `record`, carried by `rider` (its rider's record, if it has one), its page on `appOrigin`. */
export function toDelivery(record: DeliveryRecord, rider: RiderRecord | undefined, appOrigin: string): Delivery {
  const {
    partnerId: _partnerId,
    price,
    riderId: _riderId,
    code,
    trackingCode,
    cashOnDelivery,
    lastReportedAt: _lastReportedAt,
    deliveredAt: _deliveredAt,
    ...delivery
  } = record;
  return {
    ...delivery,
    trackingUrl: trackingUrlOf(appOrigin, trackingCode),
    price: toNaira(price),
    ...(rider ? { rider: toRiderRef(rider) } : {}),
    ...(code ? { deliveryCode: { verified: code.verified, triesLeft: code.triesLeft } } : {}),
    ...(cashOnDelivery ? { cashOnDelivery: codOf(cashOnDelivery) } : {}),
  };
}

/** The replies of some of a partner's deliveries, their riders read at once. */
export async function deliveryReplies(
  { tx, services }: Ctx,
  partnerId: string,
  records: readonly DeliveryRecord[],
): Promise<Delivery[]> {
  const ids = [...new Set(records.flatMap((record) => (record.riderId ? [record.riderId] : [])))];
  const riders = new Map((ids.length > 0 ? await tx.riders.byIds(partnerId, ids) : []).map((r) => [r.id, r]));
  const origin = services.trackingOrigin();
  return records.map((record) => toDelivery(record, record.riderId ? riders.get(record.riderId) : undefined, origin));
}

export async function deliveryReply(ctx: Ctx, record: DeliveryRecord): Promise<Delivery> {
  const [reply] = await deliveryReplies(ctx, record.partnerId, [record]);
  return reply!;
}
