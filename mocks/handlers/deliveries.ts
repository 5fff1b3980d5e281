import { endpoints } from '@/api/endpoints';
import { toKobo, toNaira } from '@/api/money';
import {
  cancellableStatuses,
  deliveryActions,
  deliveryStatuses,
  statusUpdates,
  type Delivery,
  type DeliveryStatus,
} from '@/api/schemas';
import { db, nextId, type DeliveryRecord } from '../db';
import { findOwned, handle, MockError, newestFirst, paginate } from '../http';
import { balanceOf, buildTransaction, commit, platformCounterpart } from '../ledger';
import { statusNotes, trackingNumber } from '../seed';

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

/** The partner is paid when a delivery is delivered: the price as an earning, less the platform fee, in one step. */
function settle(delivery: DeliveryRecord) {
  const fee = Math.round(delivery.price * PLATFORM_FEE_RATE);
  const common = { partnerId: delivery.partnerId, status: 'completed', fee: 0 } as const;
  const earning = buildTransaction({
    ...common,
    type: 'credit',
    amount: delivery.price,
    category: 'earning',
    description: `Delivery earnings — ${delivery.trackingNumber}`,
    counterpart: { kind: 'delivery', name: delivery.trackingNumber, detail: delivery.customer.name },
  });
  const platformFee = buildTransaction({
    ...common,
    type: 'debit',
    amount: fee,
    category: 'fee',
    description: `Platform fee (${PLATFORM_FEE_RATE * 100}%) — ${delivery.trackingNumber}`,
    counterpart: platformCounterpart(`Platform fee (${PLATFORM_FEE_RATE * 100}%)`),
  });
  commit({
    balances: { [delivery.partnerId]: balanceOf(delivery.partnerId) + delivery.price - fee },
    transactions: [earning, platformFee],
  });
}

function moveTo(delivery: DeliveryRecord, status: DeliveryStatus, note: string) {
  // The payment first: the only step with a check of its own (commit), so nothing is half done.
  if (status === 'delivered') settle(delivery);
  delivery.status = status;
  addEvent(delivery, note);
  return toDelivery(delivery);
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
    const page = paginate(items, query);
    return { ...page, items: page.items.map(toDelivery), counts };
  }),

  handle(endpoints.getDelivery, ({ user, params }) => toDelivery(ownDelivery(params.id, user.id))),

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
      price: toKobo(body.price),
      description: body.description,
      items: body.items,
      priority: body.priority,
      ...(specialInstructions ? { specialInstructions } : {}),
    };
    db.state.deliveries.push(delivery);
    const { address, coordinates } = delivery.from;
    addEvent(delivery, statusNotes.pending, coordinates ? { address, coordinates } : { address });
    return toDelivery(delivery);
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
