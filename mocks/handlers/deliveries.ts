import { endpoints } from '@/api/endpoints';
import {
  cancellableStatuses,
  deliveryActions,
  deliveryStatuses,
  statusUpdates,
  type DeliveryStatus,
} from '@/api/schemas';
import { db, nextId, type DbState } from '../db';
import { findOwned, handle, MockError, newestFirst, paginate, roundMoney } from '../http';
import { statusNotes, trackingNumber } from '../seed';
import { recordTransaction } from './wallet';

type DeliveryRecord = DbState['deliveries'][number];

/** The share of a delivery's price the platform keeps when it is delivered (the seed's "Platform fee (10%)"). */
export const PLATFORM_FEE_RATE = 0.1;

const invalidTransition = (message: string) => new MockError(409, message, 'INVALID_STATUS_TRANSITION');

function ownDelivery(id: string | undefined, partnerId: string): DeliveryRecord {
  return findOwned(db.state.deliveries, id, partnerId, 'Delivery');
}

function eventsOf(deliveryId: string) {
  // Stable sort: events of the same millisecond keep the order they happened in.
  return db.state.trackingEvents
    .filter((e) => e.deliveryId === deliveryId)
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

/** A status change does not move the parcel: without a new location, the event keeps the last known one. */
function addEvent(delivery: DeliveryRecord, note: string, location = eventsOf(delivery.id).at(-1)?.location) {
  db.state.trackingEvents.push({
    deliveryId: delivery.id,
    id: nextId('trk'),
    status: delivery.status,
    timestamp: new Date().toISOString(),
    note,
    ...(location ? { location } : {}),
  });
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

/** The partner is paid when a delivery is delivered: the price as an earning, less the platform fee. */
function settle(delivery: DeliveryRecord) {
  recordTransaction(delivery.partnerId, {
    type: 'credit',
    amount: delivery.price,
    category: 'earning',
    description: `Delivery earnings — ${delivery.trackingNumber}`,
  });
  recordTransaction(delivery.partnerId, {
    type: 'debit',
    amount: roundMoney(delivery.price * PLATFORM_FEE_RATE),
    category: 'fee',
    description: `Platform fee (${PLATFORM_FEE_RATE * 100}%) — ${delivery.trackingNumber}`,
  });
}

function moveTo(delivery: DeliveryRecord, status: DeliveryStatus, note: string) {
  delivery.status = status;
  addEvent(delivery, note);
  if (status === 'delivered') settle(delivery);
  return delivery;
}

function nextTrackingSequence(): number {
  let highest = 0;
  for (const d of db.state.deliveries) {
    const sequence = Number(/-(\d+)$/.exec(d.trackingNumber)?.[1] ?? 0);
    if (sequence > highest) highest = sequence;
  }
  return highest + 1;
}

const matchesSearch = (search: string | undefined) => {
  const needle = search?.toLowerCase();
  if (!needle) return () => true;
  return (d: DeliveryRecord) =>
    d.trackingNumber.toLowerCase().includes(needle) ||
    d.customer.name.toLowerCase().includes(needle) ||
    d.description.toLowerCase().includes(needle);
};

export const deliveryHandlers = [
  handle(endpoints.listDeliveries, ({ user, query }) => {
    const matching = db.state.deliveries.filter((d) => d.partnerId === user.id).filter(matchesSearch(query.search));
    const counts = Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
    for (const d of matching) counts[d.status] += 1;
    const items = newestFirst(
      matching.filter((d) => !query.status || d.status === query.status),
      (d) => d.createdAt,
    );
    return { ...paginate(items, query), counts };
  }),

  handle(endpoints.getDelivery, ({ user, params }) => ownDelivery(params.id, user.id)),

  handle(endpoints.getDeliveryTracking, ({ user, params }) => trackingOf(ownDelivery(params.id, user.id))),

  handle(endpoints.createDelivery, ({ user, body }) => {
    const specialInstructions = body.specialInstructions?.trim();
    const delivery: DeliveryRecord = {
      partnerId: user.id,
      id: nextId('dlv'),
      trackingNumber: trackingNumber(nextTrackingSequence()),
      status: 'pending',
      customer: body.customer,
      from: body.from,
      to: body.to,
      createdAt: new Date().toISOString(),
      estimatedDelivery: body.estimatedDelivery,
      price: roundMoney(body.price),
      description: body.description,
      items: body.items,
      priority: body.priority,
      ...(specialInstructions ? { specialInstructions } : {}),
    };
    db.state.deliveries.push(delivery);
    const { address, coordinates } = delivery.from;
    addEvent(delivery, statusNotes.pending, coordinates ? { address, coordinates } : { address });
    return delivery;
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
      coordinates: body.coordinates,
      ...(address ? { address } : {}),
    });
    return trackingOf(delivery);
  }),
];
