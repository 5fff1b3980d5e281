import { assignableStatuses, type DeliveryStatus } from '@/api/schemas';
import type { Rider, RiderRef, RiderStatus } from '@/api/schemas/riders';
import { movingStatuses as serverMovingStatuses } from '@server/domain/deliveries/attention';
import { toRiderRef } from '@server/domain/deliveries/view';
import { db, type DeliveryRecord, type RiderRecord } from './db';
import { riderOf } from './deliveries';
import { lagosDay, lagosDayStart } from './format';

/*
 * The roster's derived facts (issue 27): a rider's status and load come from the deliveries it
 * carries, never stored twice. One pass over the partner's deliveries and today's events answers
 * the whole roster.
 */

/** Assigned and not finished: what a rider carries (accepted ones wait at the pickup). */
export const openStatuses: ReadonlySet<DeliveryStatus> = new Set(assignableStatuses);
/** On the road (the server's rule: server/domain/deliveries/attention.ts). */
const movingStatuses: ReadonlySet<DeliveryStatus> = new Set(serverMovingStatuses);

export interface RiderLoad {
  open: number;
  moving: number;
  completedToday: number;
}

/** The first instant of today in Lagos (epoch ms). */
export const lagosTodayStart = (now = Date.now()) => lagosDayStart(lagosDay(now));

/** Ids of the partner's deliveries delivered since `since` (epoch ms), from their events. */
export function deliveredSince(deliveryIds: ReadonlySet<string>, since: number): Set<string> {
  const delivered = new Set<string>();
  for (const event of db.state.trackingEvents) {
    if (event.status === 'delivered' && deliveryIds.has(event.deliveryId) && Date.parse(event.timestamp) >= since) {
      delivered.add(event.deliveryId);
    }
  }
  return delivered;
}

/** Each of the partner's riders' load: open deliveries, those on the road, delivered today (Lagos). */
export function loadsOf(partnerId: string, now = Date.now()): Map<string, RiderLoad> {
  const loads = new Map<string, RiderLoad>();
  const load = (riderId: string) => {
    let entry = loads.get(riderId);
    if (!entry) loads.set(riderId, (entry = { open: 0, moving: 0, completedToday: 0 }));
    return entry;
  };
  const delivered = new Map<string, string>();
  for (const delivery of db.state.deliveries) {
    if (delivery.partnerId !== partnerId || !delivery.riderId) continue;
    if (openStatuses.has(delivery.status)) load(delivery.riderId).open += 1;
    if (movingStatuses.has(delivery.status)) load(delivery.riderId).moving += 1;
    if (delivery.status === 'delivered') delivered.set(delivery.id, delivery.riderId);
  }
  for (const id of deliveredSince(new Set(delivered.keys()), lagosTodayStart(now))) {
    load(delivered.get(id)!).completedToday += 1;
  }
  return loads;
}

function riderStatusOf(rider: RiderRecord, load: RiderLoad | undefined): RiderStatus {
  if (rider.archivedAt !== null) return 'archived';
  if (!rider.onDuty) return 'off-duty';
  return load && load.moving > 0 ? 'on-delivery' : 'available';
}

export function toRider(rider: RiderRecord, load: RiderLoad | undefined): Rider {
  const { partnerId: _partnerId, onDuty: _onDuty, archivedAt: _archivedAt, plate, ...rest } = rider;
  return {
    ...rest,
    ...(plate ? { plate } : {}),
    status: riderStatusOf(rider, load),
    openDeliveries: load?.open ?? 0,
    completedToday: load?.completedToday ?? 0,
  };
}

/** The rider a delivery names, as the roster has it now. */
export function riderRefOf(delivery: Pick<DeliveryRecord, 'riderId' | 'partnerId'>): RiderRef | undefined {
  const rider = riderOf(delivery);
  return rider ? toRiderRef(rider) : undefined;
}
