import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { UpdateWebhookEndpointRequest, WebhookDeliveryQuery, WebhookEventType } from '@/api/schemas/webhooks';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@/api/webhooks';
import { apiQuery } from './api-query';
import { invalidating } from './cache-effects';
import { mutationHook } from './query-client';

/*
 * Webhook endpoints and their deliveries (issue 26). In the dashboard's test mode these are the
 * test-mode endpoints (the sandbox answers them): switching resets them with the other
 * sandboxed queries (src/features/dashboard/test-mode.tsx).
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  endpoint: (id: string) => [...webhookKeys.endpoints(), id] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveryPage: (id: string, query: WebhookDeliveryQuery) => [...webhookKeys.deliveries(id), query] as const,
};

export const webhookQueries = {
  endpoints: () => apiQuery(webhookKeys.endpoints(), listWebhookEndpoints),
  endpoint: (id: string) => apiQuery(webhookKeys.endpoint(id), (signal) => getWebhookEndpoint(id, signal)),
  /** Refetched every 5 s while shown: retries land on their own schedule. */
  deliveries: (id: string, query: WebhookDeliveryQuery = {}) =>
    apiQuery(webhookKeys.deliveryPage(id, query), (signal) => listWebhookDeliveries(id, query, signal), {
      refetchInterval: 5_000,
    }),
};

// A write changes the endpoint list (and, for a test or a resend, the endpoint's deliveries).
// A reply's secret is the caller's to show once; it is never put in the cache.
export const createWebhookEndpointMutation = invalidating(createWebhookEndpoint, [webhookKeys.all]);
export const useCreateWebhookEndpoint = mutationHook(createWebhookEndpointMutation);

export type UpdateWebhookEndpointVariables = { id: string } & UpdateWebhookEndpointRequest;
export const updateWebhookEndpointMutation = invalidating(
  ({ id, ...body }: UpdateWebhookEndpointVariables) => updateWebhookEndpoint(id, body),
  [webhookKeys.all],
);
export const useUpdateWebhookEndpoint = mutationHook(updateWebhookEndpointMutation);

/**
 * Only the list refetches: the endpoint's own queries would answer 404 under the page that
 * deleted it; they go once the page has left (`forgetWebhookEndpoint`).
 */
export const deleteWebhookEndpointMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => deleteWebhookEndpoint(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(), exact: true }),
  });
export const forgetWebhookEndpoint = (queryClient: QueryClient, id: string) => {
  queryClient.removeQueries({ queryKey: webhookKeys.endpoint(id) });
  queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
};
export const useDeleteWebhookEndpoint = mutationHook(deleteWebhookEndpointMutation);

export const rotateWebhookSecretMutation = invalidating(rotateWebhookSecret, [webhookKeys.all]);
export const useRotateWebhookSecret = mutationHook(rotateWebhookSecretMutation);

export type SendTestWebhookVariables = { id: string; type: WebhookEventType };
export const sendTestWebhookMutation = invalidating(
  ({ id, type }: SendTestWebhookVariables) => sendTestWebhook(id, type),
  [webhookKeys.all],
);
export const useSendTestWebhook = mutationHook(sendTestWebhookMutation);

export const resendWebhookDeliveryMutation = invalidating(resendWebhookDelivery, [webhookKeys.all]);
export const useResendWebhookDelivery = mutationHook(resendWebhookDeliveryMutation);
