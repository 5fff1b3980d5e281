import type { Delivery } from '@/api/schemas';
import { inOrder } from '@server/domain/deliveries/events';
import { toDelivery } from '@server/domain/deliveries/view';
import type { Ctx } from '@server/domain/ports';
import { defaultOrigin } from './control/outbox';
import { db, type DeliveryRecord, type RiderRecord } from './db';
import { findOwned } from './http';
import { mockCtx, mockStore } from './server-api';

/*
 * The deliveries as the mock's own handlers reach them — the webhook samples, until webhooks
 * move to the server (issue 39): the state's records, read synchronously, with the server's rules
 * (server/domain/deliveries) for what the records mean. No rule of its own.
 */

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

/** Runs the server's rules in a transaction of the mock's store, as a request would (scenarios, tests). */
export const inMockStore = <T>(work: (ctx: Ctx) => Promise<T>): Promise<T> =>
  mockStore.transaction((tx) => work(mockCtx(tx)));
