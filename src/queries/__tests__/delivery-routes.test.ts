import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { billingKeys, billingQueries } from '../billing';
import {
  createDeliveryRouteMutation,
  deleteDeliveryRouteMutation,
  toggleDeliveryRouteMutation,
  updateDeliveryRouteMutation,
} from '../delivery-route-mutations';
import { deliveryRouteKeys, deliveryRouteQueries } from '../delivery-routes';
import { walletKeys, walletQueries } from '../wallet';
import { expectUntouched, isInvalidated, run, signedInClient, watch } from './helpers';
import { holdThenFail } from '@/test/hold';

const ACTIVE_ROUTE = 'rte_lekki_ikeja';
const INACTIVE_ROUTE = 'rte_abuja_kano';

describe('delivery route queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  async function openRoutes() {
    const routes = await watch(queryClient, deliveryRouteQueries.list());
    await queryClient.fetchQuery(billingQueries.info());
    await queryClient.fetchQuery(walletQueries.summary());
    return routes;
  }
  const cachedRoutes = () => queryClient.getQueryData(deliveryRouteQueries.list().queryKey);
  const cachedRoute = (id: string) => cachedRoutes()?.find((r) => r.id === id);

  it('create: the new route is in the cached list', async () => {
    const before = await openRoutes();

    const route = await run(queryClient, createDeliveryRouteMutation, {
      from: 'Ikoyi',
      to: 'Ajah',
      estimatedTime: '1 hour',
      basePrice: 4_000,
    });

    expect(cachedRoutes()).toHaveLength(before.length + 1);
    expect(cachedRoute(route.id)).toMatchObject({ from: 'Ikoyi', to: 'Ajah', coverage: 'local', isActive: true });
    expectUntouched(queryClient, billingKeys.info());
  });

  it('update: the cached list holds the edited route', async () => {
    await openRoutes();

    await run(queryClient, updateDeliveryRouteMutation, {
      id: ACTIVE_ROUTE,
      basePrice: 4_200,
      estimatedTime: '2 hours',
    });

    expect(cachedRoute(ACTIVE_ROUTE)).toMatchObject({ basePrice: 4_200, estimatedTime: '2 hours', from: 'Lekki' });
    expectUntouched(queryClient, billingKeys.info());
  });

  it('delete: the route is gone from the cached list', async () => {
    const before = await openRoutes();

    await run(queryClient, deleteDeliveryRouteMutation, { id: ACTIVE_ROUTE });

    expect(cachedRoutes()).toHaveLength(before.length - 1);
    expect(cachedRoute(ACTIVE_ROUTE)).toBeUndefined();
    expectUntouched(queryClient, billingKeys.info());
  });

  it('toggle: the cached list shows the flipped state, and billing and wallet are untouched', async () => {
    await openRoutes();

    const reply = await run(queryClient, toggleDeliveryRouteMutation, { id: INACTIVE_ROUTE });

    expect(reply.isActive).toBe(true);
    expect(cachedRoute(INACTIVE_ROUTE)?.isActive).toBe(true);
    expect(cachedRoute(ACTIVE_ROUTE)?.isActive).toBe(true);
    expectUntouched(queryClient, billingKeys.info(), walletKeys.summary());
  });

  it('toggle is optimistic: flipped while in flight, flipped back when it fails', async () => {
    // Unobserved: after the failure nothing refetches it, so the restored value is the rollback's.
    const before = await queryClient.fetchQuery(deliveryRouteQueries.list());
    const request = holdThenFail('patch', '*/api/routes/:id/toggle');

    const outcome = run(queryClient, toggleDeliveryRouteMutation, { id: ACTIVE_ROUTE }).catch(
      (error: unknown) => error,
    );
    await request.reached;

    expect(cachedRoute(ACTIVE_ROUTE)?.isActive).toBe(false);
    expect(cachedRoute(INACTIVE_ROUTE)?.isActive).toBe(false);

    request.fail();
    const error = await outcome;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'boom' });
    expect(cachedRoutes()).toEqual(before);
    expect(isInvalidated(queryClient, deliveryRouteKeys.list())).toBe(true);
  });
});
