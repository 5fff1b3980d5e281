import { endpoints } from '@/api/endpoints';
import { toKobo, toNaira } from '@/api/money';
import { deliveryRouteRules, placeKey, type DeliveryRoute } from '@/api/schemas';
import { db, nextId, type DeliveryRouteRecord } from '../db';
import { MockError } from '../errors';
import { findOwned, handle } from '../http';

const ownRoute = (id: string | undefined, partnerId: string) =>
  findOwned(db.state.deliveryRoutes, id, partnerId, 'Route');

type RoutePlaces = Pick<DeliveryRouteRecord, 'from' | 'to' | 'coverage'>;

/**
 * Refuses a route (as it would be once written) whose ends are one place, or that repeats
 * another of the partner's routes: the same from and to (case and spaces aside) and coverage.
 * `self` is the route being updated, which never clashes with itself.
 */
function refuseClash(partnerId: string, next: RoutePlaces, self?: DeliveryRouteRecord) {
  const from = placeKey(next.from);
  const to = placeKey(next.to);
  if (from === to) throw new MockError(400, deliveryRouteRules.samePlaces, 'VALIDATION_ERROR');
  const existing = db.state.deliveryRoutes.find(
    (r) =>
      r !== self &&
      r.partnerId === partnerId &&
      r.coverage === next.coverage &&
      placeKey(r.from) === from &&
      placeKey(r.to) === to,
  );
  if (existing) {
    throw new MockError(
      409,
      `You already have ${existing.coverage === 'local' ? 'a' : 'an'} ${existing.coverage} route from ${existing.from} to ${existing.to}`,
      'ROUTE_EXISTS',
    );
  }
}

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
    refuseClash(user.id, body);
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
    refuseClash(
      user.id,
      { from: body.from ?? route.from, to: body.to ?? route.to, coverage: body.coverage ?? route.coverage },
      route,
    );
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
