import type { DeliveryStatus } from '@/api/schemas';
import { HOUR_MS as HOUR } from '../domain/calendar';
import { statusNotes } from '../domain/deliveries/events';
import type { DeliveryRecord, EventLocation, TrackingEventRecord } from '../domain/deliveries/records';

/*
 * A seeded delivery's tracking events: each step where and when it happened, so the detail
 * view's last known location, the map's reported locations and needs-attention's "No location
 * for …" read the same story from them (mocks/__tests__/scenarios-promises.test.ts checks it).
 */

/** The steps a delivery has been through, from creation to its current status. */
const pathTo: Record<DeliveryStatus, DeliveryStatus[]> = {
  pending: ['pending'],
  accepted: ['pending', 'accepted'],
  'picked-up': ['pending', 'accepted', 'picked-up'],
  'in-transit': ['pending', 'accepted', 'picked-up', 'in-transit'],
  delivered: ['pending', 'accepted', 'picked-up', 'in-transit', 'delivered'],
  rejected: ['pending', 'rejected'],
  cancelled: ['pending', 'accepted', 'cancelled'],
  returned: ['pending', 'accepted', 'picked-up', 'in-transit', 'returned'],
};

/** A place as an event reports it: the address, and the coordinates when the place has them. */
function reportOf({ address, coordinates }: DeliveryRecord['from']): EventLocation {
  return coordinates ? { address, coordinates: { ...coordinates } } : { address };
}

/**
 * Where a step happened, by the handlers' rule: picked up at the pickup, delivered at the
 * drop-off, any other step where the parcel last was. Only those two steps report a place
 * (with its coordinates): the others name the address alone, so the map counts as reported
 * exactly the places needs-attention counts as reports (the pickup, then each update).
 */
function placeOfStep(delivery: DeliveryRecord, status: DeliveryStatus, lastAddress: string): EventLocation {
  if (status === 'picked-up') return reportOf(delivery.from);
  if (status === 'delivered') return reportOf(delivery.to);
  return { address: lastAddress };
}

/**
 * The events of a delivery that reached its status: the request at creation (at its pickup),
 * each later step an hour after the one before (the seed's ages leave every step in the past).
 */
export function seededEventsOf(delivery: DeliveryRecord): TrackingEventRecord[] {
  const createdMs = Date.parse(delivery.createdAt);
  let lastAddress = delivery.from.address;
  return pathTo[delivery.status].map((status, step) => {
    const location = placeOfStep(delivery, status, lastAddress);
    lastAddress = location.address ?? lastAddress;
    return {
      deliveryId: delivery.id,
      id: `trk_${delivery.id}_${step}`,
      status,
      timestamp: new Date(createdMs + step * HOUR).toISOString(),
      note: statusNotes[status],
      location,
    };
  });
}
