import { z } from 'zod/mini';
import { deletedReply } from '../schemas/common';
import * as s from '../schemas/webhooks';
import { endpoint } from './endpoint';

/**
 * Webhook endpoints, their deliveries and attempts (issue 26). A key may call these (as Stripe's
 * API lets it): a test key, like the dashboard's test mode, manages the test-mode endpoints.
 */
export const webhookEndpoints = {
  listWebhookEndpoints: endpoint({
    method: 'GET',
    path: '/api/webhook-endpoints',
    auth: 'user',
    reply: z.array(s.webhookEndpoint),
  }),
  createWebhookEndpoint: endpoint({
    method: 'POST',
    path: '/api/webhook-endpoints',
    auth: 'user',
    body: s.createWebhookEndpointRequest,
    reply: s.webhookEndpointWithSecret,
    status: 201,
  }),
  getWebhookEndpoint: endpoint({
    method: 'GET',
    path: '/api/webhook-endpoints/:id',
    auth: 'user',
    reply: s.webhookEndpoint,
  }),
  updateWebhookEndpoint: endpoint({
    method: 'PATCH',
    path: '/api/webhook-endpoints/:id',
    auth: 'user',
    body: s.updateWebhookEndpointRequest,
    reply: s.webhookEndpoint,
  }),
  deleteWebhookEndpoint: endpoint({
    method: 'DELETE',
    path: '/api/webhook-endpoints/:id',
    auth: 'user',
    reply: deletedReply,
  }),
  rotateWebhookSecret: endpoint({
    method: 'POST',
    path: '/api/webhook-endpoints/:id/rotate-secret',
    auth: 'user',
    reply: s.webhookEndpointWithSecret,
  }),
  sendTestWebhook: endpoint({
    method: 'POST',
    path: '/api/webhook-endpoints/:id/test',
    auth: 'user',
    body: s.sendTestWebhookRequest,
    reply: s.webhookDelivery,
    status: 201,
  }),
  listWebhookDeliveries: endpoint({
    method: 'GET',
    path: '/api/webhook-endpoints/:id/deliveries',
    auth: 'user',
    query: s.webhookDeliveryQuery,
    reply: s.webhookDeliveryPage,
  }),
  resendWebhookDelivery: endpoint({
    method: 'POST',
    path: '/api/webhook-deliveries/:id/resend',
    auth: 'user',
    reply: s.webhookDelivery,
  }),
} as const;
