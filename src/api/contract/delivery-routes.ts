import { z } from 'zod/mini';
import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Delivery routes. */
export const deliveryRouteEndpoints = {
  listDeliveryRoutes: endpoint({ method: 'GET', path: '/api/routes', auth: 'user', reply: z.array(s.deliveryRoute) }),
  createDeliveryRoute: endpoint({
    method: 'POST',
    path: '/api/routes',
    auth: 'user',
    body: s.createDeliveryRouteRequest,
    reply: s.deliveryRoute,
    status: 201,
  }),
  updateDeliveryRoute: endpoint({
    method: 'PUT',
    path: '/api/routes/:id',
    auth: 'user',
    body: s.updateDeliveryRouteRequest,
    reply: s.deliveryRoute,
  }),
  deleteDeliveryRoute: endpoint({ method: 'DELETE', path: '/api/routes/:id', auth: 'user', reply: s.deletedReply }),
  toggleDeliveryRoute: endpoint({
    method: 'PATCH',
    path: '/api/routes/:id/toggle',
    auth: 'user',
    reply: s.deliveryRoute,
  }),
} as const;
