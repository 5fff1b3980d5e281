import { mutationOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  acceptDelivery,
  cancelDelivery,
  getDelivery,
  getDeliveryTracking,
  listDeliveries,
  rejectDelivery,
  updateDeliveryStatus,
} from '@/api/deliveries';
import type { ApiError } from '@/api/errors';
import type { Delivery, DeliveryListQuery, DeliveryPage, DeliveryStatus, StatusUpdateTarget } from '@/api/schemas';
import { mutationHook } from './query-client';
import { statisticsKeys } from './statistics-keys';
import { walletKeys } from './wallet-keys';

export const deliveryKeys = {
  all: ['deliveries'] as const,
  lists: () => [...deliveryKeys.all, 'list'] as const,
  list: (query: DeliveryListQuery) => [...deliveryKeys.lists(), query] as const,
  details: () => [...deliveryKeys.all, 'detail'] as const,
  detail: (id: string) => [...deliveryKeys.details(), id] as const,
  trackings: () => [...deliveryKeys.all, 'tracking'] as const,
  tracking: (id: string) => [...deliveryKeys.trackings(), id] as const,
  /** The needs-attention pages (./delivery-attention): refetched with the lists. */
  attention: () => [...deliveryKeys.all, 'attention'] as const,
};

export const deliveryQueries = {
  list: (query: DeliveryListQuery = {}) =>
    queryOptions({
      queryKey: deliveryKeys.list(query),
      queryFn: ({ signal }) => listDeliveries(query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: deliveryKeys.detail(id),
      queryFn: ({ signal }) => getDelivery(id, signal),
    }),
  tracking: (id: string) =>
    queryOptions({
      queryKey: deliveryKeys.tracking(id),
      queryFn: ({ signal }) => getDeliveryTracking(id, signal),
    }),
};

/* Status actions: accept, reject, status update, cancel. */

const statusActionKey = [...deliveryKeys.all, 'status-action'] as const;

/**
 * Status actions begun and not yet settled, per cache. Counted here rather than read from
 * `isMutating`: two replies settling in the same tick both still count as in flight there,
 * and both would leave the lists' refetch to the other.
 */
const actionsInFlight = new WeakMap<QueryClient, number>();

interface StatusActionSnapshot {
  lists: Array<[QueryKey, DeliveryPage | undefined]>;
  detail: Delivery | undefined;
}

/** The page with that delivery (if it is on it) in its new status, the per-status counts moved along. */
function withStatus(page: DeliveryPage, id: string, status: DeliveryStatus): DeliveryPage {
  const current = page.items.find((d) => d.id === id);
  if (!current || current.status === status) return page;
  return {
    ...page,
    items: page.items.map((d) => (d.id === id ? { ...d, status } : d)),
    counts: {
      ...page.counts,
      [current.status]: Math.max(0, page.counts[current.status] - 1),
      [status]: page.counts[status] + 1,
    },
  };
}

/**
 * Status buttons answer at once: the delivery takes its new status in every cached list page
 * and in its detail, and goes back if the server refuses. Afterwards its tracking, the
 * statistics (and the wallet, once delivered) refetch, and the lists too — after the last of
 * several quick actions, so an early refetch cannot undo a later click. The mutation stays
 * pending until they have.
 */
export function statusActionMutation<TVariables extends { id: string }>(
  queryClient: QueryClient,
  action: string,
  mutationFn: (variables: TVariables) => Promise<Delivery>,
  nextStatus: (variables: TVariables) => DeliveryStatus,
) {
  return mutationOptions<Delivery, ApiError, TVariables, StatusActionSnapshot>({
    mutationKey: [...statusActionKey, action],
    mutationFn,
    onMutate: async (variables) => {
      actionsInFlight.set(queryClient, (actionsInFlight.get(queryClient) ?? 0) + 1);
      const { id } = variables;
      await Promise.all([
        queryClient.cancelQueries({ queryKey: deliveryKeys.lists() }),
        queryClient.cancelQueries({ queryKey: deliveryKeys.detail(id) }),
      ]);
      const snapshot: StatusActionSnapshot = {
        lists: queryClient.getQueriesData<DeliveryPage>({ queryKey: deliveryKeys.lists() }),
        detail: queryClient.getQueryData<Delivery>(deliveryKeys.detail(id)),
      };
      const status = nextStatus(variables);
      queryClient.setQueriesData<DeliveryPage>(
        { queryKey: deliveryKeys.lists() },
        (page) => page && withStatus(page, id, status),
      );
      queryClient.setQueryData<Delivery>(deliveryKeys.detail(id), (delivery) => delivery && { ...delivery, status });
      return snapshot;
    },
    onError: (_error, { id }, snapshot) => {
      if (!snapshot) return;
      for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
      queryClient.setQueryData(deliveryKeys.detail(id), snapshot.detail);
    },
    onSuccess: (delivery) => {
      queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery);
    },
    onSettled: (_delivery, error, variables) => {
      const inFlight = Math.max(0, (actionsInFlight.get(queryClient) ?? 1) - 1);
      actionsInFlight.set(queryClient, inFlight);
      const { id } = variables;
      const keys: QueryKey[] = [
        deliveryKeys.tracking(id),
        statisticsKeys.deliveries(),
        statisticsKeys.performances(),
        // A rider's load follows the deliveries it carries (`riderKeys.all` of ./riders, not imported: it loads with its screens).
        ['riders'],
      ];
      // On success the detail is the reply; after a failure it is the snapshot, which may be stale.
      if (error) keys.push(deliveryKeys.detail(id));
      // Delivered pays the partner: an earning and the platform fee land in the wallet.
      if (nextStatus(variables) === 'delivered') {
        keys.push(walletKeys.summary(), walletKeys.transactionLists(), walletKeys.statistics());
      }
      // With another status action still in flight, the lists wait for the last one to settle.
      if (inFlight === 0) keys.push(deliveryKeys.lists(), deliveryKeys.attention());
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export type AcceptDeliveryVariables = { id: string; note?: string; riderId?: string };
export const acceptDeliveryMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'accept',
    ({ id, ...body }: AcceptDeliveryVariables) => acceptDelivery(id, body),
    () => 'accepted',
  );
export const useAcceptDelivery = mutationHook(acceptDeliveryMutation);

/**
 * Without a reason the server records the default in docs/product.md#delivery-status ("Rejected by delivery partner").
 */
export type RejectDeliveryVariables = { id: string; reason?: string };
export const rejectDeliveryMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'reject',
    ({ id, reason }: RejectDeliveryVariables) => rejectDelivery(id, reason),
    () => 'rejected',
  );
export const useRejectDelivery = mutationHook(rejectDeliveryMutation);

export type UpdateDeliveryStatusVariables = { id: string; status: StatusUpdateTarget };
export const updateDeliveryStatusMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'status',
    ({ id, status }: UpdateDeliveryStatusVariables) => updateDeliveryStatus(id, status),
    ({ status }) => status,
  );
export const useUpdateDeliveryStatus = mutationHook(updateDeliveryStatusMutation);

export type CancelDeliveryVariables = { id: string; reason: string };
export const cancelDeliveryMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'cancel',
    ({ id, reason }: CancelDeliveryVariables) => cancelDelivery(id, reason),
    () => 'cancelled',
  );
export const useCancelDelivery = mutationHook(cancelDeliveryMutation);
