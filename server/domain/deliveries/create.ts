import { toKobo } from '@/api/money';
import type { CreateDeliveryRequest, Delivery } from '@/api/schemas';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import { addEvent, statusNotes } from './events';
import type { DeliveryRecord } from './records';
import { newTrackingCode, trackingNumber } from './tracking-codes';
import { deliveryReplies } from './view';

/*
 * New deliveries (POST /api/deliveries, POST /api/deliveries/batch, and the mock's `arrivals`
 * scenario): pending, each with the next tracking number, a random tracking code and a first
 * event at its pickup.
 */

/** The record of a new pending delivery, created at `now` with tracking number `sequence`. */
function newDelivery(partnerId: string, body: CreateDeliveryRequest, sequence: number, now: number): DeliveryRecord {
  const specialInstructions = body.specialInstructions?.trim();
  return {
    partnerId,
    id: newId('dlv'),
    trackingNumber: trackingNumber(sequence, new Date(now).getFullYear()),
    trackingCode: newTrackingCode(),
    status: 'pending',
    customer: body.customer,
    from: body.from,
    to: body.to,
    createdAt: new Date(now).toISOString(),
    // An instant, as every store keeps it: `…+01:00` is kept as the same instant in UTC.
    estimatedDelivery: new Date(body.estimatedDelivery).toISOString(),
    price: toKobo(body.price),
    description: body.description,
    items: body.items,
    priority: body.priority,
    ...(specialInstructions ? { specialInstructions } : {}),
    ...(body.cashOnDelivery ? { cashOnDelivery: { amount: toKobo(body.cashOnDelivery.amount) } } : {}),
  };
}

/**
 * Several new deliveries at once, all or none (the contract has checked every body first), in the
 * bodies' order with consecutive tracking numbers; a `delivery.created` event each.
 */
export async function createDeliveries(
  ctx: Ctx,
  partnerId: string,
  bodies: readonly CreateDeliveryRequest[],
  now: number,
): Promise<Delivery[]> {
  const first = await ctx.tx.trackingNumbers.take(bodies.length);
  const records = bodies.map((body, index) => newDelivery(partnerId, body, first + index, now));
  for (const record of records) {
    await ctx.tx.deliveries.insert(record);
    const { address, coordinates } = record.from;
    await addEvent(ctx, record, statusNotes.pending, now, coordinates ? { address, coordinates } : { address });
  }
  const created = await deliveryReplies(ctx, partnerId, records);
  for (const data of created) await ctx.tx.outbox.add({ kind: 'event', partnerId, type: 'delivery.created', data });
  return created;
}

export async function createDelivery(
  ctx: Ctx,
  partnerId: string,
  body: CreateDeliveryRequest,
  now: number,
): Promise<Delivery> {
  const [created] = await createDeliveries(ctx, partnerId, [body], now);
  return created!;
}
