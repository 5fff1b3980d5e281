import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  createDeliveryRoute,
  deleteDeliveryRoute,
  toggleDeliveryRoute,
  updateDeliveryRoute,
} from '@/api/delivery-routes';
import type { DeliveryRoute, UpdateDeliveryRouteRequest } from '@/api/schemas';
import { deliveryRouteKeys } from './delivery-routes';
import { deletingFromList, invalidate, invalidating, updatingInList } from './cache-effects';
import { mutationHook } from './query-client';

/*
 * The delivery routes' writes, apart from the list's query (delivery-routes.ts): the overview
 * strip reads the list on every signed-in first visit; these load with the profile.
 */

export const createDeliveryRouteMutation = invalidating(createDeliveryRoute, [deliveryRouteKeys.list()]);
export const useCreateDeliveryRoute = mutationHook(createDeliveryRouteMutation);

export type UpdateDeliveryRouteVariables = { id: string } & UpdateDeliveryRouteRequest;

export const updateDeliveryRouteMutation = updatingInList(
  ({ id, ...changes }: UpdateDeliveryRouteVariables) => updateDeliveryRoute(id, changes),
  deliveryRouteKeys.list(),
);
export const useUpdateDeliveryRoute = mutationHook(updateDeliveryRouteMutation);

export const deleteDeliveryRouteMutation = deletingFromList(
  ({ id }: { id: string }) => deleteDeliveryRoute(id),
  deliveryRouteKeys.list(),
);
export const useDeleteDeliveryRoute = mutationHook(deleteDeliveryRouteMutation);

const toggleKey = [...deliveryRouteKeys.all, 'toggle'] as const;

/**
 * A switch: the route flips at once and flips back if the server refuses. Only the last
 * of several quick toggles refetches, so an early reply cannot undo a later click.
 */
export const toggleDeliveryRouteMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: toggleKey,
    mutationFn: ({ id }: { id: string }) => toggleDeliveryRoute(id),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: deliveryRouteKeys.list() });
      const previous = queryClient.getQueryData<DeliveryRoute[]>(deliveryRouteKeys.list());
      queryClient.setQueryData<DeliveryRoute[]>(deliveryRouteKeys.list(), (routes) =>
        routes?.map((r) => (r.id === id ? { ...r, isActive: !r.isActive } : r)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(deliveryRouteKeys.list(), context.previous);
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: toggleKey }) === 1
        ? invalidate(queryClient, [deliveryRouteKeys.list()])
        : undefined,
  });
export const useToggleDeliveryRoute = mutationHook(toggleDeliveryRouteMutation);
