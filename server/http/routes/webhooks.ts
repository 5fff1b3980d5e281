import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../../domain/webhooks/endpoints';
import type { RouteTable } from './table';

/* Webhook endpoints, their deliveries and attempts (server/domain/webhooks; docs/webhooks.md). */
export const webhookRoutes = {
  listWebhookEndpoints: ({ ctx, caller, now }) => listEndpoints(ctx, caller.partnerId, now),
  createWebhookEndpoint: ({ ctx, caller, body, now }) => createEndpoint(ctx, caller.partnerId, body, now),
  getWebhookEndpoint: ({ ctx, caller, params, now }) => getEndpoint(ctx, caller.partnerId, params.id ?? '', now),
  updateWebhookEndpoint: ({ ctx, caller, params, body, now }) =>
    updateEndpoint(ctx, caller.partnerId, params.id ?? '', body, now),
  deleteWebhookEndpoint: ({ ctx, caller, params }) => deleteEndpoint(ctx, caller.partnerId, params.id ?? ''),
  rotateWebhookSecret: ({ ctx, caller, params, now }) => rotateSecret(ctx, caller.partnerId, params.id ?? '', now),
  sendTestWebhook: ({ ctx, caller, params, body, now }) =>
    sendTestEvent(ctx, caller.partnerId, params.id ?? '', body.type, now),
  listWebhookDeliveries: ({ ctx, caller, params, query }) =>
    listDeliveries(ctx, caller.partnerId, params.id ?? '', query),
  resendWebhookDelivery: ({ ctx, caller, params, now }) => resendDelivery(ctx, caller.partnerId, params.id ?? '', now),
} satisfies RouteTable;
