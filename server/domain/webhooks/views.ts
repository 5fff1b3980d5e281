import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@/api/schemas/webhooks';
import { isSandboxId } from '../partners/sandbox-ids';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEventRecord } from './records';

/* The webhook records as the contract shows them (docs/webhooks.md). */

const iso = (ms: number) => new Date(ms).toISOString();

/** The secret before the last rotation, while it still signs. */
export const previousSecretOf = (record: WebhookEndpointRecord, now = Date.now()) =>
  record.previousSecret && record.previousSecret.expiresAt > now ? record.previousSecret : undefined;

/** The secrets a delivery is signed with now: the endpoint's, and the one before it while it still signs. */
export function signingSecrets(record: WebhookEndpointRecord, now = Date.now()): string[] {
  const previous = previousSecretOf(record, now);
  return previous ? [record.secret, previous.secret] : [record.secret];
}

export function publicEndpoint(record: WebhookEndpointRecord, now = Date.now()): WebhookEndpoint {
  const { partnerId, secret, previousSecret: _previous, ...endpoint } = record;
  const previous = previousSecretOf(record, now);
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

export function publicDelivery(record: WebhookDeliveryRecord, event: WebhookEventRecord): WebhookDelivery {
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
