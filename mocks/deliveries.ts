import type { Delivery } from '@/api/schemas';
import { inOrder, newEvent } from '@server/domain/deliveries/events';
import { toDelivery } from '@server/domain/deliveries/view';
import type { Ctx } from '@server/domain/ports';
import { defaultOrigin } from './control/outbox';
import { db, type DeliveryRecord, type RiderRecord } from './db';
import { findOwned } from './http';
import { mockCtx, mockStore } from './server-api';

/*
 * The deliveries as the mock's own handlers reach them — proof of delivery,
 * cash on delivery, webhook samples, which move to the server in part 2 of issue 38: the state's
 * records (changed in place where those handlers change them), read synchronously, with the
 * server's rules (server/domain/deliveries) for what the records mean. No rule of its own.
 */

/** The partner's stored delivery (changed in place by the handler); another partner's is a 404. */
export const ownDelivery = (id: string | undefined, partnerId: string): DeliveryRecord =>
  findOwned(db.state.deliveries, id, partnerId, 'Delivery');

export const ownRider = (id: string | undefined, partnerId: string): RiderRecord =>
  findOwned(db.state.riders, id, partnerId, 'Rider');

/** The rider a delivery names, as the roster has it now. */
export const riderOf = (delivery: Pick<DeliveryRecord, 'riderId' | 'partnerId'>): RiderRecord | undefined =>
  delivery.riderId === undefined
    ? undefined
    : db.state.riders.find((r) => r.id === delivery.riderId && r.partnerId === delivery.partnerId);

/** The contract's view of a delivery (server/domain/deliveries/view.ts). */
export const deliveryOf = (record: DeliveryRecord): Delivery => toDelivery(record, riderOf(record), defaultOrigin());

/** A delivery's events, oldest first. */
export const eventsOf = (deliveryId: string) =>
  inOrder(db.state.trackingEvents.filter((event) => event.deliveryId === deliveryId));

/** A note in the delivery's history, now (no place: server/domain/deliveries/events.ts). */
export function appendNote(delivery: DeliveryRecord, note: string): void {
  db.state.trackingEvents.push(newEvent(delivery, note, Date.now()));
}

/** Runs the server's rules in a transaction of the mock's store, as a request would (scenarios, tests). */
export const inMockStore = <T>(work: (ctx: Ctx) => Promise<T>): Promise<T> =>
  mockStore.transaction((tx) => work(mockCtx(tx)));
