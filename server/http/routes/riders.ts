import { customerMessagesOf, saveCustomerMessages } from '../../domain/deliveries/customer-messages';
import { assignDelivery } from '../../domain/deliveries/dispatch';
import { getFleet } from '../../domain/riders/fleet';
import { archiveRider, createRider, getRider, listRiders, restoreRider, updateRider } from '../../domain/riders/roster';
import type { RouteTable } from './table';

/**
 * Riders and dispatch (server/domain/riders, server/domain/deliveries/dispatch.ts): the roster, a
 * rider's page, assigning a delivery, the fleet map; and the messages the partner's customers get
 * (server/domain/deliveries/customer-messages.ts).
 */
export const riderRoutes = {
  listRiders: ({ ctx, caller, query, now }) => listRiders(ctx, caller.partnerId, query, now),
  createRider: ({ ctx, caller, body, now }) => createRider(ctx, caller.partnerId, body, now),
  getRider: ({ ctx, caller, params, now }) => getRider(ctx, caller.partnerId, params.id, now),
  updateRider: ({ ctx, caller, params, body, now }) => updateRider(ctx, caller.partnerId, params.id, body, now),
  archiveRider: ({ ctx, caller, params, now }) => archiveRider(ctx, caller.partnerId, params.id, now),
  restoreRider: ({ ctx, caller, params, now }) => restoreRider(ctx, caller.partnerId, params.id, now),
  assignDelivery: ({ ctx, caller, params, body, now }) =>
    assignDelivery(ctx, { partnerId: caller.partnerId, id: params.id, now }, body),
  getFleet: ({ ctx, caller }) => getFleet(ctx, caller.partnerId),
  getCustomerMessages: ({ ctx, caller }) => customerMessagesOf(ctx, caller.partnerId),
  updateCustomerMessages: ({ ctx, caller, body }) => saveCustomerMessages(ctx, caller.partnerId, body),
} satisfies RouteTable;
