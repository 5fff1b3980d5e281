import type { Delivery, DeliveryStatus } from '@/api/schemas';
import { DomainError, notFound } from '../errors';
import type { Ctx } from '../ports';
import { notifyCustomer } from './customer-messages';
import { payDeliveryEarning } from './earnings';
import { addEvent } from './events';
import type { DeliveryChange } from './port';
import type { DeliveryRecord, EventLocation } from './records';
import { deliveryReply } from './view';

/*
 * A delivery's workflow, shared by its actions (accept, reject, cancel, the status updates, the
 * proof of delivery's deliver and return): a move to another status with its event, payment,
 * webhook event and customer message.
 */

export const invalidTransition = (message: string) => new DomainError(409, message, 'INVALID_STATUS_TRANSITION');

/**
 * The partner's delivery with this id; another partner's is as absent as a missing one (404).
 * `lock`: a write's read — no other request changes the delivery until this one ends.
 */
export async function ownDelivery(
  { tx }: Ctx,
  partnerId: string,
  id: string | undefined,
  lock = false,
): Promise<DeliveryRecord> {
  const delivery = id === undefined ? undefined : await tx.deliveries.byId(partnerId, id, { lock });
  if (!delivery) throw notFound('Delivery');
  return delivery;
}

/** Where a status change happened: picked up at the pickup, delivered at the drop-off; otherwise where the parcel was last seen. */
function placeOfStep(delivery: DeliveryRecord, status: DeliveryStatus): EventLocation | undefined {
  const place = status === 'picked-up' ? delivery.from : status === 'delivered' ? delivery.to : undefined;
  if (!place) return undefined;
  return { address: place.address, ...(place.coordinates ? { coordinates: place.coordinates } : {}) };
}

export interface Moved {
  record: DeliveryRecord;
  reply: Delivery;
}

/**
 * Moves the delivery to `status` (its checks made by the caller): the payment first when it is
 * delivered — the one step that may refuse, so a refusal leaves nothing written — then the change
 * (`change` with it: the pickup's code), its event, the webhook event and the customer's message.
 */
export async function moveTo(
  ctx: Ctx,
  delivery: DeliveryRecord,
  status: DeliveryStatus,
  note: string,
  now: number,
  change: DeliveryChange = {},
): Promise<Moved> {
  if (status === 'delivered') await payDeliveryEarning(ctx, delivery, now);
  // The pickup is the parcel's first report of where it is (the needs-attention clock starts);
  // the delivery's time is the performance figures' (./performance.ts).
  const patch: DeliveryChange = {
    ...change,
    status,
    ...(status === 'picked-up' ? { lastReportedAt: new Date(now).toISOString() } : {}),
    ...(status === 'delivered' ? { deliveredAt: new Date(now).toISOString() } : {}),
  };
  await ctx.tx.deliveries.update(delivery.partnerId, delivery.id, patch);
  const record: DeliveryRecord = { ...delivery, ...patch };
  await addEvent(ctx, record, note, now, placeOfStep(record, status));
  const reply = await deliveryReply(ctx, record);
  await ctx.tx.outbox.add({ kind: 'event', partnerId: record.partnerId, type: 'delivery.status_changed', data: reply });
  if (status === 'in-transit') await notifyCustomer(ctx, record, 'outForDelivery');
  if (status === 'delivered') await notifyCustomer(ctx, record, 'delivered');
  return { record, reply };
}
