import { faultRowsFile } from '@/test/faults';
import { webhookFaultRows } from '@/test/webhook-faults';

/*
 * Fault matrix, the Developers section's webhooks (issue 26): its rows live in
 * src/test/webhook-faults.ts and run here, beside the rest of the group (developers.test.tsx,
 * which counts them toward the group's endpoints).
 */
faultRowsFile('faults: developers, webhooks', 'has a row for each webhook endpoint a screen calls', webhookFaultRows, [
  'listWebhookEndpoints',
  'createWebhookEndpoint',
  'getWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecret',
  'sendTestWebhook',
  'listWebhookDeliveries',
  'resendWebhookDelivery',
]);
