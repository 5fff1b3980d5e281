import {
  acceptDelivery,
  cancelDelivery,
  rejectDelivery,
  updateDeliveryStatus,
  updateLocation,
} from '../../domain/deliveries/actions';
import { listAttention } from '../../domain/deliveries/attention';
import { createDeliveries, createDelivery } from '../../domain/deliveries/create';
import { eventsOf, trackingOf } from '../../domain/deliveries/events';
import { deliveryStatistics, listDeliveries } from '../../domain/deliveries/list';
import { getPerformance } from '../../domain/deliveries/performance';
import { publicTracking } from '../../domain/deliveries/public-tracking';
import { deliveryReply } from '../../domain/deliveries/view';
import { ownDelivery } from '../../domain/deliveries/workflow';
import type { Caller, RouteTable } from './table';

/** Which delivery a request acts on, for whom, and when. */
const acting = (caller: Caller, id: string | undefined, now: number) => ({ partnerId: caller.partnerId, id, now });

/**
 * Deliveries: the list, a delivery and its tracking, its workflow, needs attention, statistics and
 * performance, public tracking (server/domain/deliveries).
 */
export const deliveryRoutes = {
  listDeliveries: ({ ctx, caller, query }) => listDeliveries(ctx, caller.partnerId, query),
  listAttention: ({ ctx, caller, query, now }) => listAttention(ctx, caller.partnerId, query, now),
  getDelivery: async ({ ctx, caller, params }) =>
    deliveryReply(ctx, await ownDelivery(ctx, caller.partnerId, params.id)),
  getDeliveryTracking: async ({ ctx, caller, params }) => {
    const delivery = await ownDelivery(ctx, caller.partnerId, params.id);
    return trackingOf(delivery, await eventsOf(ctx, delivery.id));
  },
  createDelivery: ({ ctx, caller, body, now }) => createDelivery(ctx, caller.partnerId, body, now),
  createDeliveries: async ({ ctx, caller, body, now }) => ({
    deliveries: await createDeliveries(ctx, caller.partnerId, body.deliveries, now),
  }),
  acceptDelivery: ({ ctx, caller, params, body, now }) => acceptDelivery(ctx, acting(caller, params.id, now), body),
  rejectDelivery: ({ ctx, caller, params, body, now }) =>
    rejectDelivery(ctx, acting(caller, params.id, now), body.reason),
  cancelDelivery: ({ ctx, caller, params, body, now }) =>
    cancelDelivery(ctx, acting(caller, params.id, now), body.reason),
  updateDeliveryStatus: ({ ctx, caller, params, body, now }) =>
    updateDeliveryStatus(ctx, acting(caller, params.id, now), body.status),
  updateTracking: ({ ctx, caller, params, body, now }) => updateLocation(ctx, acting(caller, params.id, now), body),
  getDeliveryStatistics: ({ ctx, caller, now }) => deliveryStatistics(ctx, caller.partnerId, now),
  getPerformance: ({ ctx, caller, query, now }) => getPerformance(ctx, caller.partnerId, query.period, now),
  getPublicTracking: ({ ctx, params, now }) => publicTracking(ctx, params.code ?? '', now),
} satisfies RouteTable;
