import { endpoints } from '@/api/endpoints';
import { toNaira } from '@/api/money';
import { cancellableStatuses, deliveryActions, statusUpdates, type Delivery, type DeliveryStatus } from '@/api/schemas';
import { attentionReasons, type AttentionReason } from '@/api/schemas/delivery-attention';
import { statusNotes } from '../constants';
import { db, type DeliveryRecord } from '../db';
import { attentionOf } from '../delivery-attention';
import { noteDeliveryStatusChanged } from '../delivery-index';
import { listDeliveryPage } from '../delivery-list-page';
import { addEvent, eventsOf, insertDeliveries, insertDelivery } from '../delivery-store';
import { DAY_MS, lagosDayStart } from '../format';
import { MockError } from '../errors';
import { findOwned, handle } from '../http';
import { payEarning, platformCounterpart } from '../ledger';
import { emitWebhookEvent } from '../webhooks/engine';

/** The share of a delivery's price the platform keeps when it is delivered (the seed's "Platform fee (10%)"). */
export const PLATFORM_FEE_RATE = 0.1;

/** The contract's view of a delivery: the price in naira (kobo in the database). */
export function toDelivery({ partnerId: _partnerId, price, ...delivery }: DeliveryRecord): Delivery {
  return { ...delivery, price: toNaira(price) };
}

const invalidTransition = (message: string) => new MockError(409, message, 'INVALID_STATUS_TRANSITION');

function ownDelivery(id: string | undefined, partnerId: string): DeliveryRecord {
  return findOwned(db.state.deliveries, id, partnerId, 'Delivery');
}

function trackingOf(delivery: DeliveryRecord) {
  const events = eventsOf(delivery.id).map(({ deliveryId: _, ...event }) => event);
  const currentLocation = events.at(-1)?.location;
  return {
    deliveryId: delivery.id,
    trackingNumber: delivery.trackingNumber,
    status: delivery.status,
    ...(currentLocation ? { currentLocation } : {}),
    events,
  };
}

/**
 * The partner is paid when a delivery is delivered: the price as an earning, less the platform
 * fee, in one step — or both held, if that would take the wallet past its limit (mocks/ledger.ts).
 */
function settle(delivery: DeliveryRecord) {
  const fee = Math.round(delivery.price * PLATFORM_FEE_RATE);
  const common = { partnerId: delivery.partnerId, status: 'completed', fee: 0 } as const;
  payEarning(
    {
      ...common,
      type: 'credit',
      amount: delivery.price,
      category: 'earning',
      description: `Delivery earnings — ${delivery.trackingNumber}`,
      counterpart: { kind: 'delivery', name: delivery.trackingNumber, detail: delivery.customer.name },
    },
    {
      ...common,
      type: 'debit',
      amount: fee,
      category: 'fee',
      description: `Platform fee (${PLATFORM_FEE_RATE * 100}%) — ${delivery.trackingNumber}`,
      counterpart: platformCounterpart(`Platform fee (${PLATFORM_FEE_RATE * 100}%)`),
    },
  );
}

/** Where a status change happened: picked up at the pickup, delivered at the drop-off; otherwise where the parcel was last seen. */
function placeOfStep(delivery: DeliveryRecord, status: DeliveryStatus) {
  const place = status === 'picked-up' ? delivery.from : status === 'delivered' ? delivery.to : undefined;
  if (!place) return undefined;
  return { address: place.address, ...(place.coordinates ? { coordinates: place.coordinates } : {}) };
}

function moveTo(delivery: DeliveryRecord, status: DeliveryStatus, note: string) {
  // The payment first: the only step with a check of its own (commit), so nothing is half done.
  if (status === 'delivered') settle(delivery);
  delivery.status = status;
  noteDeliveryStatusChanged(delivery);
  const place = placeOfStep(delivery, status);
  if (place) addEvent(delivery, note, place);
  else addEvent(delivery, note);
  const moved = toDelivery(delivery);
  emitWebhookEvent(delivery.partnerId, 'delivery.status_changed', moved);
  return moved;
}

const badQuery = (field: string, message: string) => new MockError(400, `${field}: ${message}`, 'VALIDATION_ERROR');

/** The list's `from` / `to`: Africa/Lagos calendar days, both included (as the wallet history's), as [start, end) in epoch ms. */
function createdRange(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from === undefined ? undefined : lagosDayStart(query.from);
  if (Number.isNaN(from)) throw badQuery('from', 'That day does not exist');
  const to = query.to === undefined ? undefined : lagosDayStart(query.to) + DAY_MS;
  if (Number.isNaN(to)) throw badQuery('to', 'That day does not exist');
  if (from !== undefined && to !== undefined && from >= to) {
    throw badQuery('to', 'The last day must not be before the first');
  }
  return { from, to };
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
      { partnerId: user.id, ...query, ...createdRange(query) },
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

  handle(endpoints.acceptDelivery, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== deliveryActions.accept.from) {
      throw invalidTransition(`Cannot accept a delivery that is ${delivery.status}`);
    }
    return moveTo(delivery, deliveryActions.accept.to, body.note?.trim() || statusNotes.accepted);
  }),

  handle(endpoints.rejectDelivery, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== deliveryActions.reject.from) {
      throw invalidTransition(`Cannot reject a delivery that is ${delivery.status}`);
    }
    return moveTo(delivery, deliveryActions.reject.to, body.reason);
  }),

  // The client's timestamp is checked (ISO 8601) but the event carries the server's clock,
  // so a device with a wrong clock cannot reorder the history.
  handle(endpoints.updateDeliveryStatus, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    const requiredFrom = statusUpdates[body.status];
    if (delivery.status !== requiredFrom) {
      throw invalidTransition(
        `Cannot mark a delivery as ${body.status} while it is ${delivery.status}; it must be ${requiredFrom} first`,
      );
    }
    return moveTo(delivery, body.status, statusNotes[body.status]);
  }),

  handle(endpoints.cancelDelivery, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (!cancellableStatuses.includes(delivery.status)) {
      throw invalidTransition(`Cannot cancel a delivery that is ${delivery.status}`);
    }
    return moveTo(delivery, 'cancelled', `${statusNotes.cancelled}: ${body.reason}`);
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
