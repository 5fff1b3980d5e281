import { endpoints } from '@/api/endpoints';
import { cancellableStatuses, deliveryActions, statusUpdates } from '@/api/schemas';
import { attentionReasons, type AttentionReason } from '@/api/schemas/delivery-attention';
import { statusNotes } from '../constants';
import { refuseCodStatusUpdate } from '../cash-on-delivery';
import { attentionOf } from '../delivery-attention';
import { listDeliveryPage } from '../delivery-list-page';
import { addEvent, insertDeliveries, insertDelivery } from '../delivery-store';
import { invalidTransition, moveTo, ownDelivery, toDelivery, trackingOf } from '../delivery-workflow';
import { assign, checkAssignment, checkPickUp, notifyPickup } from '../dispatch';
import { lagosDayRange } from '@server/domain/calendar';
import { MockError } from '../errors';
import { handle } from '../http';
import { proofRequiredBy } from '../partner-settings';
import { emitWebhookEvent } from '../webhooks/engine';

/** Where the partner asks for proof of delivery, "delivered" comes with it: POST …/deliver. */
function refuseWithoutProof(partnerId: string) {
  const required = proofRequiredBy(partnerId);
  if (required.code || required.signature || required.photo) {
    throw new MockError(
      409,
      'This partner requires proof of delivery: send it with POST /api/deliveries/:id/deliver',
      'PROOF_REQUIRED',
    );
  }
}

/** The partner's deliveries that need attention (mocks/delivery-attention.ts), a page of them and the counts per reason. */
function attentionPage(partnerId: string, query: { page: number; limit: number }) {
  const records = attentionOf(partnerId);
  const counts = Object.fromEntries(attentionReasons.map((reason) => [reason, 0])) as Record<AttentionReason, number>;
  for (const record of records) for (const { reason } of record.reasons) counts[reason] += 1;
  const start = (query.page - 1) * query.limit;
  return {
    items: records
      .slice(start, start + query.limit)
      .map(({ delivery, reasons }) => ({ delivery: toDelivery(delivery), reasons })),
    total: records.length,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

export const deliveryHandlers = [
  // Before GET /api/deliveries/:id, which would take "attention" for an id.
  handle(endpoints.listAttention, ({ user, query }) => attentionPage(user.id, query)),

  // Answered from the index (mocks/delivery-list-page.ts): O(page) without a search or a date range; a search
  // scans in slices and stops once the request is aborted.
  handle(endpoints.listDeliveries, async ({ user, query, request }) => {
    const { items, total, counts } = await listDeliveryPage(
      { partnerId: user.id, ...query, ...lagosDayRange(query), rider: query.rider },
      request.signal,
    );
    return { items: items.map(toDelivery), total, page: query.page, limit: query.limit, counts };
  }),

  handle(endpoints.getDelivery, ({ user, params }) => toDelivery(ownDelivery(params.id, user.id))),

  handle(endpoints.getDeliveryTracking, ({ user, params }) => trackingOf(ownDelivery(params.id, user.id))),

  handle(endpoints.createDelivery, ({ user, body }) => {
    const created = toDelivery(insertDelivery(user.id, body));
    emitWebhookEvent(user.id, 'delivery.created', created);
    return created;
  }),

  // All or none: the body is checked whole before anything is written (a 400 names the row, e.g. `deliveries.3.price`).
  handle(endpoints.createDeliveries, ({ user, body }) => {
    const deliveries = insertDeliveries(user.id, body.deliveries).map(toDelivery);
    for (const created of deliveries) emitWebhookEvent(user.id, 'delivery.created', created);
    return { deliveries };
  }),

  // With `riderId`, accepted and assigned at once: the rider is checked before either happens.
  handle(endpoints.acceptDelivery, async ({ user, params, body, tx }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== deliveryActions.accept.from) {
      throw invalidTransition(`Cannot accept a delivery that is ${delivery.status}`);
    }
    const rider = body.riderId ? checkAssignment(delivery, body.riderId, undefined, { accepting: true }) : undefined;
    const accepted = await moveTo(tx, delivery, deliveryActions.accept.to, body.note?.trim() || statusNotes.accepted);
    if (!rider) return accepted;
    assign(delivery, rider, undefined);
    return toDelivery(delivery);
  }),

  handle(endpoints.rejectDelivery, ({ user, params, body, tx }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== deliveryActions.reject.from) {
      throw invalidTransition(`Cannot reject a delivery that is ${delivery.status}`);
    }
    return moveTo(tx, delivery, deliveryActions.reject.to, body.reason);
  }),

  // The client's timestamp is checked (ISO 8601) but the event carries the server's clock,
  // so a device with a wrong clock cannot reorder the history.
  handle(endpoints.updateDeliveryStatus, ({ user, params, body, tx }) => {
    const delivery = ownDelivery(params.id, user.id);
    const requiredFrom = statusUpdates[body.status];
    if (delivery.status !== requiredFrom) {
      throw invalidTransition(
        `Cannot mark a delivery as ${body.status} while it is ${delivery.status}; it must be ${requiredFrom} first`,
      );
    }
    if (body.status === 'picked-up') checkPickUp(delivery);
    if (body.status === 'delivered') refuseWithoutProof(user.id);
    if (body.status === 'delivered') refuseCodStatusUpdate(delivery);
    if (body.status === 'picked-up') notifyPickup(delivery);
    return moveTo(tx, delivery, body.status, statusNotes[body.status]);
  }),

  handle(endpoints.cancelDelivery, ({ user, params, body, tx }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (!cancellableStatuses.includes(delivery.status)) {
      throw invalidTransition(`Cannot cancel a delivery that is ${delivery.status}`);
    }
    return moveTo(tx, delivery, 'cancelled', `${statusNotes.cancelled}: ${body.reason}`);
  }),

  handle(endpoints.updateTracking, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== 'picked-up' && delivery.status !== 'in-transit') {
      throw invalidTransition(`Cannot update the location of a delivery that is ${delivery.status}`);
    }
    const address = body.address?.trim();
    addEvent(delivery, body.note?.trim() || 'Location updated', {
      ...(body.coordinates ? { coordinates: body.coordinates } : {}),
      ...(address ? { address } : {}),
    });
    const tracking = trackingOf(delivery);
    emitWebhookEvent(user.id, 'delivery.location_updated', tracking);
    return tracking;
  }),
];
