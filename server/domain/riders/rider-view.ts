import { assignableStatuses, type DeliveryStatus } from '@/api/schemas';
import type { Rider, RiderStatus } from '@/api/schemas/riders';
import { movingStatuses } from '../deliveries/attention';
import type { DeliveryRecord, EventLocation, RiderRecord } from '../deliveries/records';
import type { FleetDelivery, RiderLoad } from './port';

/*
 * A rider as the contract shows it (issue 27): its status and load come from the deliveries it
 * carries, never stored twice; and the rules of a rider's record the stores share (its phone's
 * key, its plate as kept).
 */

/** Assigned and not finished: what a rider carries (accepted ones wait at the pickup). */
export const openStatuses: readonly DeliveryStatus[] = assignableStatuses;
/** On the road (./../deliveries/attention.ts): what makes a rider `on-delivery`. */
export { movingStatuses };

export const noLoad: RiderLoad = { open: 0, moving: 0, completedToday: 0 };

/**
 * What makes two riders' phones one: the last ten digits (`+234 803 555 0201` is `0803 555 0201`).
 * PostgreSQL keeps the same as the generated column `riders.phone_key` (migrations/0007-riders.ts).
 */
export const phoneKey = (phone: string): string => phone.replace(/[^0-9]/g, '').slice(-10);

/** A plate as riders' plates are kept: upper case, single spaces; empty: none. */
export const normalPlate = (plate: string | undefined): string | undefined =>
  plate?.trim().toUpperCase().replace(/\s+/g, ' ') || undefined;

function riderStatusOf(rider: RiderRecord, load: RiderLoad): RiderStatus {
  if (rider.archivedAt !== null) return 'archived';
  if (!rider.onDuty) return 'off-duty';
  return load.moving > 0 ? 'on-delivery' : 'available';
}

export function toRider(rider: RiderRecord, load: RiderLoad = noLoad): Rider {
  const { partnerId: _partnerId, onDuty: _onDuty, archivedAt: _archivedAt, plate, ...rest } = rider;
  return {
    ...rest,
    ...(plate ? { plate } : {}),
    status: riderStatusOf(rider, load),
    openDeliveries: load.open,
    completedToday: load.completedToday,
  };
}

/** The roster's order: by name, then id (code units). */
export const byName = (a: RiderRecord, b: RiderRecord) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);

/**
 * A delivery on the fleet map: placed where its last event with coordinates said it was, at
 * `at` (ISO), when it has one (the stores' `fleet.open`).
 */
export function onFleetMap(
  delivery: DeliveryRecord,
  last: { location: EventLocation | null | undefined; at: string } | undefined,
): FleetDelivery {
  const coordinates = last?.location?.coordinates;
  return {
    delivery,
    ...(last?.location && coordinates
      ? { position: { location: { ...last.location, coordinates }, at: last.at } }
      : {}),
  };
}
