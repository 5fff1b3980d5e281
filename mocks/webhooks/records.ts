import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@/api/schemas/webhooks';
import { db, type WebhookDeliveryRecord, type WebhookEndpointRecord, type WebhookEventRecord } from '../db';
import { isSandboxId } from '@server/domain/partners/sandbox-ids';

/* The webhook records as the contract shows them (issue 26). */

const iso = (ms: number) => new Date(ms).toISOString();

/** The secret before the last rotation, while it still signs. */
export const previousSecretOf = (record: WebhookEndpointRecord, now = Date.now()) =>
  record.previousSecret && record.previousSecret.expiresAt > now ? record.previousSecret : undefined;

export function publicEndpoint(record: WebhookEndpointRecord): WebhookEndpoint {
  const { partnerId, secret, previousSecret: _previous, ...endpoint } = record;
  const previous = previousSecretOf(record);
  return {
    ...endpoint,
    livemode: !isSandboxId(partnerId),
    secretRedacted: `whsec_••••${secret.slice(-4)}`,
    previousSecretExpiresAt: previous ? iso(previous.expiresAt) : null,
  };
}

export function publicEvent({ partnerId: _partnerId, ...event }: WebhookEventRecord): WebhookEvent {
  return event;
}

export function publicDelivery(record: WebhookDeliveryRecord): WebhookDelivery {
  const event = db.state.webhookEvents.find((e) => e.id === record.eventId);
  if (!event) throw new Error(`Webhook delivery ${record.id} lost its event`);
  return {
    id: record.id,
    endpointId: record.endpointId,
    event: publicEvent(event),
    outcome: record.outcome,
    attempts: record.attempts,
    nextAttemptAt: record.nextAttemptAt === null ? null : iso(record.nextAttemptAt),
    createdAt: record.createdAt,
  };
}
