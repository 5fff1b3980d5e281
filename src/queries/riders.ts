import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';
import type { Delivery } from '@/api/schemas';
import type { AssignRequest, UpdateRiderRequest } from '@/api/schemas/riders';
import {
  archiveRider,
  assignDelivery,
  createRider,
  getFleet,
  getRider,
  listRiders,
  restoreRider,
  updateRider,
} from '@/api/riders';
import { apiQuery } from './api-query';
import { deliveryKeys } from './deliveries';
import { invalidate, invalidating } from './cache-effects';
import { mutationHook } from './query-client';

/*
 * Riders, dispatch and the fleet map (issue 27). A rider's status and load follow the deliveries
 * it carries: every write here, and every delivery's status action, refetches the riders' queries.
 */
/** `all` is also invalidated by the deliveries' status actions (./deliveries, by its value). */
export const riderKeys = {
  all: ['riders'] as const,
  lists: () => [...riderKeys.all, 'list'] as const,
  list: (archived: boolean) => [...riderKeys.lists(), { archived }] as const,
  detail: (id: string) => [...riderKeys.all, 'detail', id] as const,
  fleet: () => [...riderKeys.all, 'fleet'] as const,
};

export const riderQueries = {
  list: (archived = false) =>
    apiQuery(riderKeys.list(archived), (signal) => listRiders({ archived: archived ? 'true' : 'false' }, signal)),
  detail: (id: string) => apiQuery(riderKeys.detail(id), (signal) => getRider(id, signal)),
  /** Refetched every 15 s while shown: riders report positions on their own. */
  fleet: () => apiQuery(riderKeys.fleet(), getFleet, { refetchInterval: 15_000 }),
};

export const createRiderMutation = invalidating(createRider, [riderKeys.all]);
export const useCreateRider = mutationHook(createRiderMutation);

export type UpdateRiderVariables = { id: string } & UpdateRiderRequest;
export const updateRiderMutation = invalidating(
  ({ id, ...body }: UpdateRiderVariables) => updateRider(id, body),
  // A rider's name and phone show on the deliveries it carries.
  [riderKeys.all, deliveryKeys.all],
);
export const useUpdateRider = mutationHook(updateRiderMutation);

export const archiveRiderMutation = invalidating(archiveRider, [riderKeys.all]);
export const useArchiveRider = mutationHook(archiveRiderMutation);

export const restoreRiderMutation = invalidating(restoreRider, [riderKeys.all]);
export const useRestoreRider = mutationHook(restoreRiderMutation);

export type AssignDeliveryVariables = { id: string } & AssignRequest;
/** The reply is the delivery with its rider: into the detail at once; lists, the history and the riders refetch. */
export const assignDeliveryMutation = (queryClient: QueryClient) =>
  mutationOptions<Delivery, ApiError, AssignDeliveryVariables>({
    mutationKey: [...deliveryKeys.all, 'assign'],
    mutationFn: ({ id, ...body }) => assignDelivery(id, body),
    onSuccess: (delivery) => queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery),
    onSettled: (_delivery, _error, { id }) =>
      invalidate(queryClient, [
        deliveryKeys.lists(),
        deliveryKeys.attention(),
        deliveryKeys.tracking(id),
        riderKeys.all,
      ]),
  });
export const useAssignDelivery = mutationHook(assignDeliveryMutation);
