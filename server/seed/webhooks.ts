import { toNaira } from '@/api/money';
import { WEBHOOK_API_VERSION } from '@/api/schemas/webhooks';
import type { DeliveryRecord } from '../domain/deliveries/records';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEventRecord } from '../domain/webhooks/records';
import { DEMO_USER_ID } from './accounts';

const DAY = 86_400_000;

/*
 * The demo partner's webhook endpoint (docs/webhooks.md): live, to the mock's built-in
 * receiver, with one delivered event, so Developers → Webhooks has something to show and the
 * OpenAPI examples name real records. Its secret is fixed here, like the demo keys'.
 */
export const DEMO_WEBHOOK = {
  endpointId: 'we_demo_orders',
  deliveryId: 'whd_demo_0001',
  eventId: 'evt_demo_0001',
  secret: 'whsec_SwiftRidersDemoWebhookSecret0001',
  url: 'http://localhost/__mock/webhook-receiver/orders',
} as const;

export interface WebhookSeed {
  webhookEndpoints: WebhookEndpointRecord[];
  webhookEvents: WebhookEventRecord[];
  webhookDeliveries: WebhookDeliveryRecord[];
}

export function seedWebhooks(at: (offsetMs: number) => string, delivered: DeliveryRecord | undefined): WebhookSeed {
  const endpoint: WebhookEndpointRecord = {
    partnerId: DEMO_USER_ID,
    id: DEMO_WEBHOOK.endpointId,
    url: DEMO_WEBHOOK.url,
    description: 'Order service: status updates for our customers',
    events: ['delivery.created', 'delivery.status_changed'],
    status: 'enabled',
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: at(-14 * DAY),
    secret: DEMO_WEBHOOK.secret,
  };
  if (!delivered) return { webhookEndpoints: [endpoint], webhookEvents: [], webhookDeliveries: [] };
  const { partnerId: _owner, price, ...delivery } = delivered;
  // A minute after the delivery was made: the seed's story has it accepted then.
  const createdAt = new Date(Math.min(Date.parse(delivered.createdAt) + 60_000, Date.now())).toISOString();
  return {
    webhookEndpoints: [endpoint],
    webhookEvents: [
      {
        partnerId: DEMO_USER_ID,
        id: DEMO_WEBHOOK.eventId,
        type: 'delivery.status_changed',
        createdAt,
        livemode: true,
        apiVersion: WEBHOOK_API_VERSION,
        data: { object: { ...delivery, price: toNaira(price) } },
      },
    ],
    webhookDeliveries: [
      {
        partnerId: DEMO_USER_ID,
        id: DEMO_WEBHOOK.deliveryId,
        endpointId: DEMO_WEBHOOK.endpointId,
        eventId: DEMO_WEBHOOK.eventId,
        outcome: 'succeeded',
        attempts: [
          {
            at: createdAt,
            httpStatus: 200,
            error: null,
            durationMs: 84,
            responseExcerpt: '{"received":true,"verified":true}',
            trigger: 'scheduled',
          },
        ],
        nextAttemptAt: null,
        createdAt,
        lockedUntil: null,
      },
    ],
  };
}
