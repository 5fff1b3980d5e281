import {
  cancellableStatuses,
  deliveryActions,
  statusUpdates,
  type Delivery,
  type StatusUpdateTarget,
  type Tracking,
  type TrackingUpdateRequest,
} from '@/api/schemas';
import type { Ctx } from '../ports';
import { assign, checkAssignment, checkPickUp, notifyPickup } from './dispatch';
import { addEvent, eventsOf, statusNotes, trackingOf } from './events';
import { refuseCodStatusUpdate, refuseWithoutProof } from './proof';
import { deliveryReply } from './view';
import { invalidTransition, moveTo, ownDelivery } from './workflow';

/*
 * What a partner does with a delivery (docs/api-contract.md, Deliveries): accept (and assign at
 * once), reject, cancel, move it along (PUT …/status), report where it is. Each reads the delivery
 * locked, checks everything, then writes: a refusal changes nothing.
 */

/** Who acts on which delivery, and when (epoch ms): one instant for all the request's rules. */
export interface Acting {
  partnerId: string;
  id: string | undefined;
  now: number;
}

/** With `riderId`, accepted and assigned at once: the rider is checked before either happens. */
export async function acceptDelivery(
  ctx: Ctx,
  { partnerId, id, now }: Acting,
  body: { note?: string | undefined; riderId?: string | undefined },
): Promise<Delivery> {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  if (delivery.status !== deliveryActions.accept.from) {
    throw invalidTransition(`Cannot accept a delivery that is ${delivery.status}`);
  }
  const rider = body.riderId
    ? await checkAssignment(ctx, delivery, body.riderId, undefined, { accepting: true })
    : undefined;
  const accepted = await moveTo(
    ctx,
    delivery,
    deliveryActions.accept.to,
    body.note?.trim() || statusNotes.accepted,
    now,
  );
  if (!rider) return accepted.reply;
  return deliveryReply(ctx, await assign(ctx, accepted.record, rider, undefined, now));
}

export async function rejectDelivery(ctx: Ctx, { partnerId, id, now }: Acting, reason: string): Promise<Delivery> {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  if (delivery.status !== deliveryActions.reject.from) {
    throw invalidTransition(`Cannot reject a delivery that is ${delivery.status}`);
  }
  return (await moveTo(ctx, delivery, deliveryActions.reject.to, reason, now)).reply;
}

export async function cancelDelivery(ctx: Ctx, { partnerId, id, now }: Acting, reason: string): Promise<Delivery> {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  if (!cancellableStatuses.includes(delivery.status)) {
    throw invalidTransition(`Cannot cancel a delivery that is ${delivery.status}`);
  }
  return (await moveTo(ctx, delivery, 'cancelled', `${statusNotes.cancelled}: ${reason}`, now)).reply;
}

/**
 * PUT …/status. The client's timestamp is checked (ISO 8601) by the contract, but the event
 * carries the server's clock, so a device with a wrong clock cannot reorder the history.
 */
export async function updateDeliveryStatus(
  ctx: Ctx,
  { partnerId, id, now }: Acting,
  status: StatusUpdateTarget,
): Promise<Delivery> {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  const requiredFrom = statusUpdates[status];
  if (delivery.status !== requiredFrom) {
    throw invalidTransition(
      `Cannot mark a delivery as ${status} while it is ${delivery.status}; it must be ${requiredFrom} first`,
    );
  }
  if (status === 'picked-up') checkPickUp(delivery);
  if (status === 'delivered') {
    await refuseWithoutProof(ctx, partnerId);
    refuseCodStatusUpdate(delivery);
  }
  const code = status === 'picked-up' ? await notifyPickup(ctx, delivery) : undefined;
  return (await moveTo(ctx, delivery, status, statusNotes[status], now, code ? { code } : {})).reply;
}

/** POST /api/tracking/:id/update: where the parcel is now, while it is on the road. */
export async function updateLocation(
  ctx: Ctx,
  { partnerId, id, now }: Acting,
  body: TrackingUpdateRequest,
): Promise<Tracking> {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  if (delivery.status !== 'picked-up' && delivery.status !== 'in-transit') {
    throw invalidTransition(`Cannot update the location of a delivery that is ${delivery.status}`);
  }
  const address = body.address?.trim();
  await addEvent(ctx, delivery, body.note?.trim() || 'Location updated', now, {
    ...(body.coordinates ? { coordinates: body.coordinates } : {}),
    ...(address ? { address } : {}),
  });
  // A report of where it is: the needs-attention clock starts again.
  const reportedAt = new Date(now).toISOString();
  await ctx.tx.deliveries.update(partnerId, delivery.id, { lastReportedAt: reportedAt });
  const tracking = trackingOf({ ...delivery, lastReportedAt: reportedAt }, await eventsOf(ctx, delivery.id));
  await ctx.tx.outbox.add({ kind: 'event', partnerId, type: 'delivery.location_updated', data: tracking });
  return tracking;
}
