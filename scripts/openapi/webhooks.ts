import { z } from 'zod/mini';
import { apiAccessRequest } from '@/api/schemas/api-access';
import { codRemittance } from '@/api/schemas/cash-on-delivery';
import { delivery, tracking } from '@/api/schemas/deliveries';
import { transaction } from '@/api/schemas/wallet';
import { webhookEvent, webhookEventTypes, type WebhookEventType } from '@/api/schemas/webhooks';
import { webhookEventLabels } from '@/forms/webhook-endpoint-form';
import type { JsonSchema } from './json';
import type { SchemaConverter } from './json-schema';

/*
 * The document's top-level `webhooks` (OpenAPI 3.1): one POST per event type of the catalogue,
 * the body an event whose `data.object` is that type's resource, signed as docs/webhooks.md says.
 */

const resourceOf: Record<WebhookEventType, z.ZodMiniType> = {
  'delivery.created': delivery,
  'delivery.status_changed': delivery,
  'delivery.location_updated': tracking,
  'delivery.assigned': delivery,
  'delivery.attempt_failed': delivery,
  'delivery.proof_captured': delivery,
  'delivery.cash_collected': delivery,
  'cod.remitted': codRemittance,
  'wallet.transaction.completed': transaction,
  'wallet.transaction.failed': transaction,
  'payout.failed': transaction,
  'api_access.decided': apiAccessRequest,
};

const signature = {
  name: 'DeliverOS-Signature',
  in: 'header',
  required: true,
  description:
    '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint’s signing secret (`whsec_…`); two `v1` for 24 hours after a rotation. Refuse a `t` more than 300 s from your clock.',
  schema: {
    type: 'string',
    example: 't=1764324000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  },
};

export function webhookOperations(converter: SchemaConverter): JsonSchema {
  const webhooks: JsonSchema = {};
  for (const type of webhookEventTypes) {
    const event = z.extend(webhookEvent, {
      type: z.literal(type),
      data: z.object({ object: resourceOf[type] }),
    });
    webhooks[type] = {
      post: {
        operationId: `webhook.${type}`,
        summary: webhookEventLabels[type].title,
        description: `${webhookEventLabels[type].detail}. Sent to each enabled endpoint subscribed to \`${type}\`, of the event’s mode (\`livemode\`).`,
        tags: ['webhooks'],
        parameters: [
          signature,
          { name: 'DeliverOS-Event-Id', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: converter.convert(event, 'output', { inline: true }) } },
        },
        responses: {
          '2XX': { description: 'Received. Any 2xx within 10 s ends the delivery.' },
          default: {
            description:
              'Anything else, a redirect or no reply within 10 s: retried 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h later; 10 failed attempts in a row disable the endpoint.',
          },
        },
      },
    };
  }
  return webhooks;
}
