import { toKobo, toNaira } from '@/api/money';
import { deliveryRouteRules, placeKey, type DeliveryRoute, type UpdateDeliveryRouteRequest } from '@/api/schemas';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import type { DeliveryRouteRecord } from './records';

/*
 * A partner's delivery routes (from, to, estimated time, base price, coverage): listed, added,
 * changed, switched on and off, deleted. No two of a partner's routes are one (the same ends, case
 * and spaces aside, and coverage): each write takes the partner's lock before it compares.
 */

type RoutePlaces = Pick<DeliveryRouteRecord, 'from' | 'to' | 'coverage'>;

/** The contract's view of a route: the base price in naira (kobo in the records). */
export function toRoute({ partnerId: _partnerId, basePrice, ...route }: DeliveryRouteRecord): DeliveryRoute {
  return { ...route, basePrice: toNaira(basePrice) };
}

async function ownRoute({ tx }: Ctx, partnerId: string, id: string | undefined): Promise<DeliveryRouteRecord> {
  const route = (await tx.deliveryRoutes.list(partnerId)).find((r) => r.id === id);
  if (!route) throw notFound('Route');
  return route;
}

/**
 * Refuses a route (as it would be once written) whose ends are one place, or that repeats
 * another of the partner's routes: the same from and to (case and spaces aside) and coverage.
 * `self` is the route being updated, which never clashes with itself.
 */
async function refuseClash({ tx }: Ctx, partnerId: string, next: RoutePlaces, self?: string): Promise<void> {
  const from = placeKey(next.from);
  const to = placeKey(next.to);
  if (from === to) throw new DomainError(400, deliveryRouteRules.samePlaces, 'VALIDATION_ERROR');
  const existing = (await tx.deliveryRoutes.list(partnerId)).find(
    (r) => r.id !== self && r.coverage === next.coverage && placeKey(r.from) === from && placeKey(r.to) === to,
  );
  if (existing) {
    throw new DomainError(
      409,
      `You already have ${existing.coverage === 'local' ? 'a' : 'an'} ${existing.coverage} route from ${existing.from} to ${existing.to}`,
      'ROUTE_EXISTS',
    );
  }
}

export const listRoutes = async ({ tx }: Ctx, partnerId: string) =>
  (await tx.deliveryRoutes.list(partnerId)).map(toRoute);

export async function createRoute(
  ctx: Ctx,
  partnerId: string,
  body: Omit<DeliveryRoute, 'id' | 'isActive'>,
): Promise<DeliveryRoute> {
  await ctx.tx.lockPartner(partnerId);
  // The schema's default makes coverage 'local' when the body leaves it out.
  await refuseClash(ctx, partnerId, body);
  const route: DeliveryRouteRecord = {
    partnerId,
    id: newId('rte'),
    from: body.from,
    to: body.to,
    estimatedTime: body.estimatedTime,
    basePrice: toKobo(body.basePrice),
    coverage: body.coverage,
    isActive: true,
  };
  await ctx.tx.deliveryRoutes.insert(route);
  return toRoute(route);
}

export async function updateRoute(
  ctx: Ctx,
  partnerId: string,
  id: string | undefined,
  body: UpdateDeliveryRouteRequest,
): Promise<DeliveryRoute> {
  await ctx.tx.lockPartner(partnerId);
  const route = await ownRoute(ctx, partnerId, id);
  const places = { from: body.from ?? route.from, to: body.to ?? route.to, coverage: body.coverage ?? route.coverage };
  await refuseClash(ctx, partnerId, places, route.id);
  const patch = {
    ...(body.from !== undefined ? { from: body.from } : {}),
    ...(body.to !== undefined ? { to: body.to } : {}),
    ...(body.estimatedTime !== undefined ? { estimatedTime: body.estimatedTime } : {}),
    ...(body.basePrice !== undefined ? { basePrice: toKobo(body.basePrice) } : {}),
    ...(body.coverage !== undefined ? { coverage: body.coverage } : {}),
    ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
  };
  await ctx.tx.deliveryRoutes.update(partnerId, route.id, patch);
  return toRoute({ ...route, ...patch });
}

export async function deleteRoute(ctx: Ctx, partnerId: string, id: string | undefined): Promise<{ id: string }> {
  const route = await ownRoute(ctx, partnerId, id);
  await ctx.tx.deliveryRoutes.delete(partnerId, route.id);
  return { id: route.id };
}

export async function toggleRoute(ctx: Ctx, partnerId: string, id: string | undefined): Promise<DeliveryRoute> {
  await ctx.tx.lockPartner(partnerId);
  const route = await ownRoute(ctx, partnerId, id);
  await ctx.tx.deliveryRoutes.update(partnerId, route.id, { isActive: !route.isActive });
  return toRoute({ ...route, isActive: !route.isActive });
}
