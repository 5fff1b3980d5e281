import { toKobo } from '@/api/money';
import type { CreateDeliveryRequest } from '@/api/schemas';
import { newTrackingCode } from './tracking-codes';
import { db, nextId, type DbState, type DeliveryRecord } from './db';
import { noteDeliveryCreated } from './delivery-index';
import { statusNotes } from './constants';
import { trackingNumber } from './format';

/*
 * Writing deliveries and their tracking events: shared by the deliveries' handlers and the
 * `arrivals` scenario (mocks/arrivals.ts), which brings new requests in without a request.
 */

export function eventsOf(deliveryId: string) {
  // Stable sort: events of the same millisecond keep the order they happened in.
  return db.state.trackingEvents
    .filter((e) => e.deliveryId === deliveryId)
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

type EventLocation = NonNullable<DbState['trackingEvents'][number]['location']>;

/** Where the parcel was last known to be: the last event that says (a note, such as an assignment, does not). */
export const lastLocation = (events: ReadonlyArray<{ location?: EventLocation | undefined }>) =>
  events.findLast((event) => event.location !== undefined)?.location;

/** A status change does not move the parcel: without a new location, the event keeps the last known one. */
export function addEvent(
  delivery: DeliveryRecord,
  note: string,
  location: EventLocation | undefined = lastLocation(eventsOf(delivery.id)),
  timestamp = new Date().toISOString(),
) {
  db.state.trackingEvents.push({
    deliveryId: delivery.id,
    id: nextId('trk'),
    status: delivery.status,
    timestamp,
    note,
    ...(location ? { location } : {}),
  });
}

/**
 * An entry of the history that says nothing of where the parcel is (an assignment, a failed
 * attempt): no location, so the needs-attention clock of the last report is not reset.
 */
export function addNote(delivery: DeliveryRecord, note: string) {
  db.state.trackingEvents.push({
    deliveryId: delivery.id,
    id: nextId('trk'),
    status: delivery.status,
    timestamp: new Date().toISOString(),
    note,
  });
}

function nextTrackingSequence(): number {
  let highest = 0;
  for (const d of db.state.deliveries) {
    const sequence = Number(/-(\d+)$/.exec(d.trackingNumber)?.[1] ?? 0);
    if (sequence > highest) highest = sequence;
  }
  return highest + 1;
}

/** A new pending delivery of the partner's, its first event at the pickup: what POST /api/deliveries makes. */
export function insertDelivery(
  partnerId: string,
  body: CreateDeliveryRequest,
  createdAt = new Date().toISOString(),
  sequence = nextTrackingSequence(),
): DeliveryRecord {
  const specialInstructions = body.specialInstructions?.trim();
  const delivery: DeliveryRecord = {
    partnerId,
    id: nextId('dlv'),
    trackingNumber: trackingNumber(sequence),
    trackingCode: newTrackingCode(),
    status: 'pending',
    customer: body.customer,
    from: body.from,
    to: body.to,
    createdAt,
    estimatedDelivery: body.estimatedDelivery,
    price: toKobo(body.price),
    description: body.description,
    items: body.items,
    priority: body.priority,
    ...(specialInstructions ? { specialInstructions } : {}),
    ...(body.cashOnDelivery ? { cashOnDelivery: { amount: toKobo(body.cashOnDelivery.amount) } } : {}),
  };
  db.state.deliveries.push(delivery);
  noteDeliveryCreated(delivery);
  const { address, coordinates } = delivery.from;
  addEvent(delivery, statusNotes.pending, coordinates ? { address, coordinates } : { address }, createdAt);
  return delivery;
}

/**
 * Several new deliveries at once (POST /api/deliveries/batch), in the bodies' order, with
 * consecutive tracking numbers: the highest sequence is looked up once, not once a delivery.
 */
export function insertDeliveries(partnerId: string, bodies: readonly CreateDeliveryRequest[]): DeliveryRecord[] {
  const first = nextTrackingSequence();
  const createdAt = new Date().toISOString();
  return bodies.map((body, index) => insertDelivery(partnerId, body, createdAt, first + index));
}
