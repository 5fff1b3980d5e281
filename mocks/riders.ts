import type { RiderRef } from '@/api/schemas/riders';
import { toRiderRef } from '@server/domain/deliveries/view';
import type { DeliveryRecord } from './db';
import { riderOf } from './deliveries';

/*
 * A delivery's rider as the mock's own handlers that have not moved yet (cash on delivery) show
 * it. The roster's rules are the server's (server/domain/riders); this goes with its last caller.
 */

/** The rider a delivery names, as the roster has it now. */
export function riderRefOf(delivery: Pick<DeliveryRecord, 'riderId' | 'partnerId'>): RiderRef | undefined {
  const rider = riderOf(delivery);
  return rider ? toRiderRef(rider) : undefined;
}
