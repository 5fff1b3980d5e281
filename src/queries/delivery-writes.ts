import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { createDelivery, updateTracking } from '@/api/delivery-writes';
import type { CreateDeliveryRequest, TrackingUpdateRequest } from '@/api/schemas';
import { deliveryKeys } from './deliveries';
import { invalidate } from './cache-effects';
import { mutationHook } from './query-client';
import { statisticsKeys } from './statistics-keys';

/* The writes the deliveries section's first screen never makes (src/api/contract/delivery-writes.ts). */

/** A new delivery joins the lists and the statistics; its detail is the reply. */
export const createDeliveryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreateDeliveryRequest) => createDelivery(body),
    onSuccess: (delivery) => {
      queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery);
      return invalidate(queryClient, [deliveryKeys.lists(), statisticsKeys.deliveries()]);
    },
  });
export const useCreateDelivery = mutationHook(createDeliveryMutation);

/** A rider's position: the reply is the delivery's whole tracking. */
export type UpdateTrackingVariables = { id: string } & TrackingUpdateRequest;

export const updateTrackingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...location }: UpdateTrackingVariables) => updateTracking(id, location),
    onSuccess: (tracking, { id }) => {
      queryClient.setQueryData(deliveryKeys.tracking(id), tracking);
      // A location reported can take the delivery off the needs-attention list (and its count).
      return invalidate(queryClient, [deliveryKeys.attention(), statisticsKeys.deliveries()]);
    },
  });
export const useUpdateTracking = mutationHook(updateTrackingMutation);
