import type { DeliveryStatus, Tracking } from '@/api/schemas';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import type { DeliveryRecord, EventLocation, TrackingEventRecord } from './records';

/*
 * A delivery's history: an event when it reaches a status (where it happened), a location
 * report, a note (an assignment, a failed attempt: no place). A status change does not move the
 * parcel: without a new location, its event keeps the last known one.
 */

/** The note of a delivery's tracking event when it reaches each status. */
export const statusNotes: Record<DeliveryStatus, string> = {
  pending: 'Delivery request created',
  accepted: 'Accepted by delivery partner',
  'picked-up': 'Package picked up from sender',
  'in-transit': 'On the way to the recipient',
  delivered: 'Delivered to the recipient',
  rejected: 'Rejected by delivery partner',
  cancelled: 'Delivery cancelled',
  returned: 'Returned to the sender',
};

/** Oldest first; a stable sort, so events of one millisecond keep the order they happened in. */
export const inOrder = <E extends Pick<TrackingEventRecord, 'timestamp'>>(events: readonly E[]): E[] =>
  [...events].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));

/** Where the parcel was last known to be: the last event that says (a note, such as an assignment, does not). */
export const lastLocation = (events: ReadonlyArray<{ location?: EventLocation | undefined }>) =>
  events.findLast((event) => event.location !== undefined)?.location;

/** An event of the delivery in its current status, at `now` (epoch ms), somewhere or nowhere. */
export const newEvent = (
  delivery: Pick<DeliveryRecord, 'id' | 'status'>,
  note: string,
  now: number,
  location?: EventLocation,
): TrackingEventRecord => ({
  deliveryId: delivery.id,
  id: newId('trk'),
  status: delivery.status,
  timestamp: new Date(now).toISOString(),
  note,
  ...(location ? { location } : {}),
});

export const eventsOf = ({ tx }: Ctx, deliveryId: string) => tx.trackingEvents.of(deliveryId);

/** An event at `location`, or (none given) where the parcel was last known to be. */
export async function addEvent(
  ctx: Ctx,
  delivery: Pick<DeliveryRecord, 'id' | 'status'>,
  note: string,
  now: number,
  location?: EventLocation,
): Promise<void> {
  const at = location ?? lastLocation(await eventsOf(ctx, delivery.id));
  await ctx.tx.trackingEvents.add(newEvent(delivery, note, now, at));
}

/**
 * An entry of the history that says nothing of where the parcel is (an assignment, a failed
 * attempt): no location, so the needs-attention clock of the last report is not reset.
 */
export const addNote = (ctx: Ctx, delivery: Pick<DeliveryRecord, 'id' | 'status'>, note: string, now: number) =>
  ctx.tx.trackingEvents.add(newEvent(delivery, note, now));

/** GET /api/deliveries/:id/tracking's reply: the events, and where the parcel was last known to be. */
export function trackingOf(delivery: DeliveryRecord, events: readonly TrackingEventRecord[]): Tracking {
  const history = events.map(({ deliveryId: _deliveryId, ...event }) => event);
  const currentLocation = lastLocation(history);
  return {
    deliveryId: delivery.id,
    trackingNumber: delivery.trackingNumber,
    status: delivery.status,
    ...(currentLocation ? { currentLocation } : {}),
    events: history,
  };
}
