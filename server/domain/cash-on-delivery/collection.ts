import { toKobo } from '@/api/money';
import type { CollectionInput } from '@/api/schemas/delivery-proof';
import { DomainError } from '../errors';
import { addNote } from '../deliveries/events';
import { nairaText as naira } from '../deliveries/proof';
import type { Collected } from '../deliveries/proof-port';
import type { DeliveryRecord } from '../deliveries/records';
import { deliveryReply } from '../deliveries/view';
import type { Ctx } from '../ports';

/*
 * Cash collected at the door (issue 28), with POST …/deliver: required for a parcel with cash to
 * collect, refused for any other, never above the amount — a shortfall is a short collection,
 * flagged by needs attention until the cash is handed in.
 */

/** What `collection` records on `delivery` (kobo), or the refusal. */
export function checkCollection(
  delivery: DeliveryRecord,
  collection: CollectionInput | undefined,
  now: number,
): Collected | undefined {
  const cod = delivery.cashOnDelivery;
  if (!cod) {
    if (collection) throw new DomainError(400, 'collection: This delivery has no cash to collect', 'VALIDATION_ERROR');
    return undefined;
  }
  if (!collection) {
    throw new DomainError(
      400,
      `collection: This delivery has ${naira(cod.amount)} to collect: say how much was collected, and how`,
      'COLLECTION_REQUIRED',
    );
  }
  const amount = toKobo(collection.amount);
  if (amount > cod.amount) {
    throw new DomainError(400, `collection.amount: More than the ${naira(cod.amount)} to collect`, 'VALIDATION_ERROR');
  }
  return { method: collection.method, amount, at: new Date(now).toISOString() };
}

/** Says what was collected from the delivered parcel: its history, and `delivery.cash_collected`. */
export async function announceCollection(ctx: Ctx, delivery: DeliveryRecord, now: number): Promise<void> {
  const cod = delivery.cashOnDelivery;
  const collected = cod?.collected;
  if (!cod || !collected) return;
  const short = cod.amount - collected.amount;
  const how = { cash: 'in cash', transfer: 'by transfer', pos: 'by POS' }[collected.method];
  const shortBy = short > 0 ? ` (${naira(short)} short)` : '';
  await addNote(ctx, delivery, `Cash on delivery: ${naira(collected.amount)} collected ${how}${shortBy}`, now);
  const data = await deliveryReply(ctx, delivery);
  await ctx.tx.outbox.add({ kind: 'event', partnerId: delivery.partnerId, type: 'delivery.cash_collected', data });
}
