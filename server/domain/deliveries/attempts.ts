import type { Delivery } from '@/api/schemas';
import {
  MAX_DELIVERY_ATTEMPTS,
  type FailedAttemptRequest,
  type ReturnDeliveryRequest,
} from '@/api/schemas/delivery-proof';
import { DomainError } from '../errors';
import type { Ctx } from '../ports';
import { notifyCustomer } from './customer-messages';
import { addNote, statusNotes } from './events';
import type { Acting } from './proof-of-delivery';
import type { DeliveryRecord } from './records';
import { deliveryReply } from './view';
import { invalidTransition, moveTo, ownDelivery } from './workflow';

/*
 * Failed attempts and the return to the sender (issue 27): an attempt at the door that failed is
 * noted (with `delivery.attempt_failed` and the customer's message); after MAX_DELIVERY_ATTEMPTS
 * the parcel can only be delivered or returned. The delivery is locked for the request.
 */

const attemptWords = {
  'customer-unavailable': 'Customer unavailable',
  'wrong-address': 'Wrong address',
  refused: 'Refused by the recipient',
  other: 'Other',
} as const;

function mustBeInTransit(delivery: DeliveryRecord, what: string): void {
  if (delivery.status !== 'in-transit') throw invalidTransition(`Cannot ${what} a delivery that is ${delivery.status}`);
}

export async function recordFailedAttempt(ctx: Ctx, acting: Acting, body: FailedAttemptRequest): Promise<Delivery> {
  const { partnerId, now } = acting;
  const delivery = await ownDelivery(ctx, partnerId, acting.id, true);
  mustBeInTransit(delivery, 'record an attempt for');
  const attempts = delivery.attempts ?? [];
  if (attempts.length >= MAX_DELIVERY_ATTEMPTS) {
    throw new DomainError(
      409,
      `${MAX_DELIVERY_ATTEMPTS} attempts made: deliver it or return it to the sender`,
      'ATTEMPTS_EXHAUSTED',
    );
  }
  const note = body.note?.trim() ?? '';
  const attempt = { reason: body.reason, note, at: new Date(now).toISOString() };
  await ctx.tx.proofs.addAttempt(partnerId, delivery.id, attempt);
  const record: DeliveryRecord = { ...delivery, attempts: [...attempts, attempt] };
  const what = `${attemptWords[body.reason]}${note ? ` — ${note}` : ''}`;
  await addNote(ctx, record, `Delivery attempt ${record.attempts!.length} failed: ${what}`, now);
  const updated = await deliveryReply(ctx, record);
  await ctx.tx.outbox.add({ kind: 'event', partnerId, type: 'delivery.attempt_failed', data: updated });
  await notifyCustomer(ctx, record, 'failedAttempt');
  return updated;
}

export async function returnDelivery(ctx: Ctx, acting: Acting, body: ReturnDeliveryRequest): Promise<Delivery> {
  const delivery = await ownDelivery(ctx, acting.partnerId, acting.id, true);
  mustBeInTransit(delivery, 'return');
  const made = delivery.attempts?.length ?? 0;
  if (made < MAX_DELIVERY_ATTEMPTS) {
    throw new DomainError(
      409,
      `A delivery goes back to the sender after ${MAX_DELIVERY_ATTEMPTS} failed attempts (this one has ${made})`,
      'RETURN_NOT_ALLOWED',
    );
  }
  const reason = body.reason?.trim();
  const note = reason ? `${statusNotes.returned}: ${reason}` : statusNotes.returned;
  return (await moveTo(ctx, delivery, 'returned', note, acting.now)).reply;
}
