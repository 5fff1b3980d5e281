import { z } from 'zod/mini';
import { webhookAttempt, webhookDeliveryOutcomes, webhookEndpoint, webhookEvent } from '@/api/schemas/webhooks';

/* The webhooks' records in the mock's database (issue 26; mocks/db.ts puts them in the state). */

const owned = { partnerId: z.string() };

/**
 * A webhook endpoint (issue 26, mocks/webhooks/): its signing secret (kept, to sign with), the one
 * before the last rotation until `previousSecretExpiresAt` (epoch ms), and why it is disabled.
 */
export const webhookEndpointRecord = z.extend(
  z.omit(webhookEndpoint, { secretRedacted: true, previousSecretExpiresAt: true, livemode: true }),
  {
    ...owned,
    secret: z.string(),
    previousSecret: z.optional(z.object({ secret: z.string(), expiresAt: z.number() })),
  },
);
export type WebhookEndpointRecord = z.infer<typeof webhookEndpointRecord>;

/** An event as it happened, for its partner (the live one or the sandbox twin). */
export const webhookEventRecord = z.extend(webhookEvent, owned);
export type WebhookEventRecord = z.infer<typeof webhookEventRecord>;

/** One event for one endpoint: its attempts and the next one's time (epoch ms, or null). */
export const webhookDeliveryRecord = z.object({
  ...owned,
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  outcome: z.enum(webhookDeliveryOutcomes),
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.nullable(z.number()),
  createdAt: z.string(),
});
export type WebhookDeliveryRecord = z.infer<typeof webhookDeliveryRecord>;
