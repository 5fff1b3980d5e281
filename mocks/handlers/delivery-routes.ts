import { endpoints } from '@/api/endpoints';
import { toKobo, toNaira } from '@/api/money';
import type { DeliveryRoute } from '@/api/schemas';
import { db, nextId, type DeliveryRouteRecord } from '../db';
import { findOwned, handle } from '../http';

const ownRoute = (id: string | undefined, partnerId: string) =>
  findOwned(db.state.deliveryRoutes, id, partnerId, 'Route');

/** The contract's view of a route: the base price in naira (kobo in the database). */
export function toRoute({ partnerId: _partnerId, basePrice, ...route }: DeliveryRouteRecord): DeliveryRoute {
  return { ...route, basePrice: toNaira(basePrice) };
}

export const deliveryRouteHandlers = [
  handle(endpoints.listDeliveryRoutes, ({ user }) =>
    db.state.deliveryRoutes.filter((r) => r.partnerId === user.id).map(toRoute),
  ),

  handle(endpoints.createDeliveryRoute, ({ user, body }) => {
    // The schema's default makes coverage 'local' when the body leaves it out.
    const route: DeliveryRouteRecord = {
      partnerId: user.id,
      id: nextId('rte'),
      from: body.from,
      to: body.to,
      estimatedTime: body.estimatedTime,
      basePrice: toKobo(body.basePrice),
      coverage: body.coverage,
      isActive: true,
    };
    db.state.deliveryRoutes.push(route);
    return toRoute(route);
  }),

  handle(endpoints.updateDeliveryRoute, ({ user, params, body }) => {
    const route = ownRoute(params.id, user.id);
    if (body.from !== undefined) route.from = body.from;
    if (body.to !== undefined) route.to = body.to;
    if (body.estimatedTime !== undefined) route.estimatedTime = body.estimatedTime;
    if (body.basePrice !== undefined) route.basePrice = toKobo(body.basePrice);
    if (body.coverage !== undefined) route.coverage = body.coverage;
    if (body.isActive !== undefined) route.isActive = body.isActive;
    return toRoute(route);
  }),

  handle(endpoints.deleteDeliveryRoute, ({ user, params }) => {
    const route = ownRoute(params.id, user.id);
    db.state.deliveryRoutes = db.state.deliveryRoutes.filter((r) => r !== route);
    return { id: route.id };
  }),

  handle(endpoints.toggleDeliveryRoute, ({ user, params }) => {
    const route = ownRoute(params.id, user.id);
    route.isActive = !route.isActive;
    return toRoute(route);
  }),
];
