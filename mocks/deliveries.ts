import { inOrder } from '@server/domain/deliveries/events';
import type { Ctx } from '@server/domain/ports';
import { db } from './db';
import { mockCtx, mockStore } from './server-api';

/*
 * What tests read of the mock's deliveries besides the API: a delivery's events as stored, and
 * the server's rules run in a transaction of the mock's store. No rule of its own.
 */

/** A delivery's events, oldest first. */
export const eventsOf = (deliveryId: string) =>
  inOrder(db.state.trackingEvents.filter((event) => event.deliveryId === deliveryId));

/** Runs the server's rules in a transaction of the mock's store, as a request would (scenarios, tests). */
export const inMockStore = <T>(work: (ctx: Ctx) => Promise<T>): Promise<T> =>
  mockStore.transaction((tx) => work(mockCtx(tx)));
