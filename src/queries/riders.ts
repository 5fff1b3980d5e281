import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';
import type { Delivery } from '@/api/schemas';
import type { AssignRequest, CreateRiderRequest, UpdateRiderRequest } from '@/api/schemas/riders';
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
import { deliveryKeys } from './deliveries';
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
    queryOptions({
      queryKey: riderKeys.list(archived),
      queryFn: ({ signal }) => listRiders({ archived: archived ? 'true' : 'false' }, signal),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: riderKeys.detail(id), queryFn: ({ signal }) => getRider(id, signal) }),
  /** Refetched every 15 s while shown: riders report positions on their own. */
  fleet: () =>
    queryOptions({ queryKey: riderKeys.fleet(), queryFn: ({ signal }) => getFleet(signal), refetchInterval: 15_000 }),
};

const invalidateRiders = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: riderKeys.all });

export const createRiderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreateRiderRequest) => createRider(body),
    onSuccess: () => invalidateRiders(queryClient),
  });
export const useCreateRider = mutationHook(createRiderMutation);

export type UpdateRiderVariables = { id: string } & UpdateRiderRequest;
export const updateRiderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...body }: UpdateRiderVariables) => updateRider(id, body),
    // A rider's name and phone show on the deliveries it carries.
    onSuccess: () =>
      Promise.all([invalidateRiders(queryClient), queryClient.invalidateQueries({ queryKey: deliveryKeys.all })]),
  });
export const useUpdateRider = mutationHook(updateRiderMutation);

export const archiveRiderMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (id: string) => archiveRider(id), onSuccess: () => invalidateRiders(queryClient) });
export const useArchiveRider = mutationHook(archiveRiderMutation);

export const restoreRiderMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (id: string) => restoreRider(id), onSuccess: () => invalidateRiders(queryClient) });
export const useRestoreRider = mutationHook(restoreRiderMutation);

export type AssignDeliveryVariables = { id: string } & AssignRequest;
/** The reply is the delivery with its rider: into the detail at once; lists, the history and the riders refetch. */
export const assignDeliveryMutation = (queryClient: QueryClient) =>
  mutationOptions<Delivery, ApiError, AssignDeliveryVariables>({
    mutationKey: [...deliveryKeys.all, 'assign'],
    mutationFn: ({ id, ...body }) => assignDelivery(id, body),
    onSuccess: (delivery) => queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery),
    onSettled: (_delivery, _error, { id }) =>
      Promise.all(
        [deliveryKeys.lists(), deliveryKeys.attention(), deliveryKeys.tracking(id), riderKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
export const useAssignDelivery = mutationHook(assignDeliveryMutation);
