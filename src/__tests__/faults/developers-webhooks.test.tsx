import { describe, expect, it } from 'vitest';
import { faultRows, installFaultTimers } from '@/test/faults';
import { webhookFaultRows } from '@/test/webhook-faults';

/*
 * Fault matrix, the Developers section's webhooks (issue 26): its rows live in
 * src/test/webhook-faults.ts and run here, beside the rest of the group (developers.test.tsx,
 * which counts them toward the group's endpoints).
 */
describe('faults: developers, webhooks', () => {
  installFaultTimers();

  it('has a row for each webhook endpoint a screen calls', () => {
    expect(webhookFaultRows.map((row) => row.endpoint).sort()).toEqual(
      [
        'listWebhookEndpoints',
        'createWebhookEndpoint',
        'getWebhookEndpoint',
        'updateWebhookEndpoint',
        'deleteWebhookEndpoint',
        'rotateWebhookSecret',
        'sendTestWebhook',
        'listWebhookDeliveries',
        'resendWebhookDelivery',
      ].sort(),
    );
  });

  faultRows(webhookFaultRows);
});
