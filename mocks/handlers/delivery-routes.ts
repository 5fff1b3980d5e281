import { endpoints } from '@/api/endpoints';
import { db, nextId, type DbState } from '../db';
import { findOwned, handle, roundMoney } from '../http';

type DeliveryRouteRecord = DbState['deliveryRoutes'][number];

const ownRoute = (id: string | undefined, partnerId: string) =>
  findOwned(db.state.deliveryRoutes, id, partnerId, 'Route');

export const deliveryRouteHandlers = [
  handle(endpoints.listDeliveryRoutes, ({ user }) => db.state.deliveryRoutes.filter((r) => r.partnerId === user.id)),

  handle(endpoints.createDeliveryRoute, ({ user, body }) => {
    // The schema's default makes coverage 'local' when the body leaves it out.
    const route: DeliveryRouteRecord = {
      partnerId: user.id,
      id: nextId('rte'),
      from: body.from,
      to: body.to,
      estimatedTime: body.estimatedTime,
      basePrice: roundMoney(body.basePrice),
      coverage: body.coverage,
      isActive: true,
    };
    db.state.deliveryRoutes.push(route);
    return route;
  }),

  handle(endpoints.updateDeliveryRoute, ({ user, params, body }) => {
    const route = ownRoute(params.id, user.id);
    if (body.from !== undefined) route.from = body.from;
    if (body.to !== undefined) route.to = body.to;
    if (body.estimatedTime !== undefined) route.estimatedTime = body.estimatedTime;
    if (body.basePrice !== undefined) route.basePrice = roundMoney(body.basePrice);
    if (body.coverage !== undefined) route.coverage = body.coverage;
    if (body.isActive !== undefined) route.isActive = body.isActive;
    return route;
  }),

  handle(endpoints.deleteDeliveryRoute, ({ user, params }) => {
    const route = ownRoute(params.id, user.id);
    db.state.deliveryRoutes = db.state.deliveryRoutes.filter((r) => r !== route);
    return { id: route.id };
  }),

  handle(endpoints.toggleDeliveryRoute, ({ user, params }) => {
    const route = ownRoute(params.id, user.id);
    route.isActive = !route.isActive;
    return route;
  }),
];
