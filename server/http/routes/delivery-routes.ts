import { createRoute, deleteRoute, listRoutes, toggleRoute, updateRoute } from '../../domain/delivery-routes/routes';
import type { RouteTable } from './table';

/** A partner's delivery routes (server/domain/delivery-routes). */
export const deliveryRouteRoutes = {
  listDeliveryRoutes: ({ ctx, caller }) => listRoutes(ctx, caller.partnerId),
  createDeliveryRoute: ({ ctx, caller, body }) => createRoute(ctx, caller.partnerId, body),
  updateDeliveryRoute: ({ ctx, caller, params, body }) => updateRoute(ctx, caller.partnerId, params.id, body),
  deleteDeliveryRoute: ({ ctx, caller, params }) => deleteRoute(ctx, caller.partnerId, params.id),
  toggleDeliveryRoute: ({ ctx, caller, params }) => toggleRoute(ctx, caller.partnerId, params.id),
} satisfies RouteTable;
