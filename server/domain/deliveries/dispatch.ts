import { assignableStatuses } from '@/api/schemas';
import { DELIVERY_CODE_TRIES } from '@/api/schemas/delivery-proof';
import { DomainError, notFound } from '../errors';
import type { Ctx } from '../ports';
import { deliveryCodeSms, notifyCustomer, senderOf } from './customer-messages';
import { addNote } from './events';
import { proofRequiredBy } from './proof';
import type { DeliveryRecord, RiderRecord } from './records';
import { deliveryReply } from './view';
import { invalidTransition, ownDelivery } from './workflow';

/*
 * Dispatch (issue 27): who carries a delivery, and the recipient's code sent when it is picked
 * up. Every check runs before anything is written (a refused assignment changes nothing).
 */

/**
 * The partner's rider with this id; another partner's is as absent as a missing one (404).
 * `lock`: `share` while giving it a delivery, `update` to change it (server/domain/riders/port.ts).
 */
export async function ownRider(
  { tx }: Ctx,
  partnerId: string,
  id: string | undefined,
  lock?: 'share' | 'update',
): Promise<RiderRecord> {
  const rider = id === undefined ? undefined : await tx.riders.byId(partnerId, id, lock ? { lock } : {});
  if (!rider) throw notFound('Rider');
  return rider;
}

/** The rider `riderId` if `delivery` may go to it (with `reason` when it goes to another rider), else a refusal. */
export async function checkAssignment(
  ctx: Ctx,
  delivery: DeliveryRecord,
  riderId: string,
  reason: string | undefined,
  { accepting = false } = {},
): Promise<RiderRecord> {
  if (!accepting && !assignableStatuses.includes(delivery.status)) {
    throw invalidTransition(
      delivery.status === 'pending'
        ? 'Accept the delivery before assigning a rider'
        : `Cannot assign a delivery that is ${delivery.status}`,
    );
  }
  // Shared-locked: archiving the rider or taking it off duty waits until this request ends.
  const rider = await ownRider(ctx, delivery.partnerId, riderId, 'share');
  if (rider.archivedAt !== null) throw new DomainError(409, `${rider.name} is archived`, 'RIDER_ARCHIVED');
  if (!rider.onDuty) throw new DomainError(409, `${rider.name} is off duty`, 'RIDER_OFF_DUTY');
  if (delivery.riderId && delivery.riderId !== riderId && !reason?.trim()) {
    throw new DomainError(
      400,
      'reason: Say why the delivery goes to another rider (kept in its history)',
      'VALIDATION_ERROR',
    );
  }
  return rider;
}

/**
 * Gives the delivery to `rider` (checked by `checkAssignment`): its history says so, and a webhook
 * event. The delivery as it is now.
 */
export async function assign(
  ctx: Ctx,
  delivery: DeliveryRecord,
  rider: RiderRecord,
  reason: string | undefined,
  now: number,
): Promise<DeliveryRecord> {
  if (delivery.riderId === rider.id) return delivery;
  const previous = delivery.riderId ? await ctx.tx.riders.byId(delivery.partnerId, delivery.riderId) : undefined;
  await ctx.tx.deliveries.update(delivery.partnerId, delivery.id, { riderId: rider.id });
  const assigned = { ...delivery, riderId: rider.id };
  await addNote(
    ctx,
    assigned,
    previous ? `Reassigned from ${previous.name} to ${rider.name}: ${reason?.trim()}` : `Assigned to ${rider.name}`,
    now,
  );
  const data = await deliveryReply(ctx, assigned);
  await ctx.tx.outbox.add({ kind: 'event', partnerId: delivery.partnerId, type: 'delivery.assigned', data });
  return assigned;
}

/**
 * POST /api/deliveries/:id/assign: the delivery locked, the rider checked (./checkAssignment), given
 * to it — in one transaction; the delivery as it is now.
 */
export async function assignDelivery(
  ctx: Ctx,
  { partnerId, id, now }: { partnerId: string; id: string | undefined; now: number },
  body: { riderId: string; reason?: string | undefined },
) {
  const delivery = await ownDelivery(ctx, partnerId, id, true);
  const rider = await checkAssignment(ctx, delivery, body.riderId, body.reason);
  return deliveryReply(ctx, await assign(ctx, delivery, rider, body.reason, now));
}

/** Picking up needs a rider (checked before the move). */
export function checkPickUp(delivery: DeliveryRecord): void {
  if (!delivery.riderId) {
    throw new DomainError(409, 'Assign a rider before the delivery is picked up', 'RIDER_REQUIRED');
  }
}

const randomCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000).padStart(4, '0');

/**
 * At pickup: where the partner asks for the recipient's code, a new 4-digit one; the customer's
 * pickup message carries it (issue 28), or — that message off — an SMS of its own. The code, to
 * be kept with the delivery.
 */
export async function notifyPickup(ctx: Ctx, delivery: DeliveryRecord): Promise<DeliveryRecord['code']> {
  const code = (await proofRequiredBy(ctx, delivery.partnerId)).code ? randomCode() : undefined;
  if (await notifyCustomer(ctx, delivery, 'pickedUp', code)) return code === undefined ? undefined : codeRecord(code);
  if (!code) return undefined;
  const company = await senderOf(ctx, delivery.partnerId);
  const message = deliveryCodeSms(delivery.customer, { trackingNumber: delivery.trackingNumber, company }, code);
  await ctx.tx.outbox.add({ kind: 'message', message });
  return codeRecord(code);
}

const codeRecord = (value: string) => ({ value, triesLeft: DELIVERY_CODE_TRIES, verified: false });
