import { brand } from '@/config';
import { DELIVERY_CODE_TRIES } from '@/api/schemas/delivery-proof';
import { assignableStatuses } from '@/api/schemas';
import { sendDeliveryCodeSms } from './control/outbox';
import { notifyCustomer } from './customer-messages';
import { db, type DeliveryRecord, type RiderRecord } from './db';
import { addNote } from './delivery-store';
import { invalidTransition, toDelivery } from './delivery-workflow';
import { MockError } from './errors';
import { findOwned } from './http';
import { proofRequiredBy } from './partner-settings';
import { emitWebhookEvent } from './webhooks/engine';

/*
 * Dispatch (issue 27): who carries a delivery, and the recipient's code sent when it is picked
 * up. Every check runs before anything is written (a refused assignment changes nothing).
 */

export const ownRider = (id: string | undefined, partnerId: string): RiderRecord =>
  findOwned(db.state.riders, id, partnerId, 'Rider');

/** The rider `riderId` if `delivery` may go to it (with `reason` when it goes to another rider), else a refusal. */
export function checkAssignment(
  delivery: DeliveryRecord,
  riderId: string,
  reason: string | undefined,
  { accepting = false } = {},
): RiderRecord {
  if (!accepting && !assignableStatuses.includes(delivery.status)) {
    throw invalidTransition(
      delivery.status === 'pending'
        ? 'Accept the delivery before assigning a rider'
        : `Cannot assign a delivery that is ${delivery.status}`,
    );
  }
  const rider = ownRider(riderId, delivery.partnerId);
  if (rider.archivedAt !== null) throw new MockError(409, `${rider.name} is archived`, 'RIDER_ARCHIVED');
  if (!rider.onDuty) throw new MockError(409, `${rider.name} is off duty`, 'RIDER_OFF_DUTY');
  if (delivery.riderId && delivery.riderId !== riderId && !reason?.trim()) {
    throw new MockError(
      400,
      'reason: Say why the delivery goes to another rider (kept in its history)',
      'VALIDATION_ERROR',
    );
  }
  return rider;
}

/** Gives the delivery to `rider` (checked by `checkAssignment`): its history says so, and a webhook event. */
export function assign(delivery: DeliveryRecord, rider: RiderRecord, reason: string | undefined): boolean {
  if (delivery.riderId === rider.id) return false;
  const previous = delivery.riderId ? db.state.riders.find((r) => r.id === delivery.riderId) : undefined;
  delivery.riderId = rider.id;
  addNote(
    delivery,
    previous ? `Reassigned from ${previous.name} to ${rider.name}: ${reason?.trim()}` : `Assigned to ${rider.name}`,
  );
  emitWebhookEvent(delivery.partnerId, 'delivery.assigned', toDelivery(delivery));
  return true;
}

/** Picking up needs a rider (checked before the move). */
export function checkPickUp(delivery: DeliveryRecord): void {
  if (!delivery.riderId) {
    throw new MockError(409, 'Assign a rider before the delivery is picked up', 'RIDER_REQUIRED');
  }
}

const randomCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000).padStart(4, '0');

/**
 * At pickup: where the partner asks for the recipient's code, a new 4-digit one; the customer's
 * pickup message carries it (issue 28), or — that message off — an SMS of its own.
 */
export function notifyPickup(delivery: DeliveryRecord): void {
  const code = proofRequiredBy(delivery.partnerId).code ? randomCode() : undefined;
  if (code) delivery.code = { value: code, triesLeft: DELIVERY_CODE_TRIES, verified: false };
  if (notifyCustomer(delivery, 'pickedUp', code) || !code) return;
  const company = db.state.profiles.find((p) => p.partnerId === delivery.partnerId)?.companyName || brand.name;
  sendDeliveryCodeSms(
    { phone: delivery.customer.phone, name: delivery.customer.name },
    { trackingNumber: delivery.trackingNumber, company },
    code,
  );
}
