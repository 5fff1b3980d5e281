import { request } from './client';
import { webhookEndpoints as endpoints } from './contract/webhooks';
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryQuery,
  WebhookEventType,
} from './schemas/webhooks';

export const listWebhookEndpoints = (signal?: AbortSignal) => request(endpoints.listWebhookEndpoints, { signal });
export const createWebhookEndpoint = (body: CreateWebhookEndpointRequest) =>
  request(endpoints.createWebhookEndpoint, { body });
export const getWebhookEndpoint = (id: string, signal?: AbortSignal) =>
  request(endpoints.getWebhookEndpoint, { params: { id }, signal });
export const updateWebhookEndpoint = (id: string, body: UpdateWebhookEndpointRequest) =>
  request(endpoints.updateWebhookEndpoint, { params: { id }, body });
export const deleteWebhookEndpoint = (id: string) => request(endpoints.deleteWebhookEndpoint, { params: { id } });
export const rotateWebhookSecret = (id: string) => request(endpoints.rotateWebhookSecret, { params: { id } });
export const sendTestWebhook = (id: string, type: WebhookEventType) =>
  request(endpoints.sendTestWebhook, { params: { id }, body: { type } });
export const listWebhookDeliveries = (id: string, query: WebhookDeliveryQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listWebhookDeliveries, { params: { id }, query, signal });
/** By the delivery's own id (`whd_…`): delivery ids are unique across endpoints. */
export const resendWebhookDelivery = (id: string) => request(endpoints.resendWebhookDelivery, { params: { id } });
