import { WEBHOOK_API_VERSION, type WebhookEventType } from '@/api/schemas/webhooks';
import { newId } from '../ids';
import { isSandboxId } from '../partners/sandbox-ids';
import type { OutboxEntry, Tx } from '../ports';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEventRecord } from './records';

/*
 * Events and their deliveries, written in the transaction that caused them (a transactional
 * outbox: docs/webhooks.md). A rule adds `{ kind: 'event' }` to `tx.outbox`; every store's
 * outbox hands it to `recordOutboxEvent` there and then: the event is kept with a stable id
 * (`evt_…`, what a receiver de-duplicates on) and one delivery is queued per enabled endpoint of
 * that partner (live, or the sandbox twin: test events reach test endpoints only) subscribed to
 * its type, due at once. A request undone takes its events with it; one committed has them,
 * however the process ends afterwards. The worker sends them (./attempts.ts).
 */

/** Events kept per partner (the oldest go first, with their deliveries). */
export const WEBHOOK_EVENTS_KEPT = 200;

export async function recordEvent(
  tx: Tx,
  partnerId: string,
  type: WebhookEventType,
  object: object,
  now: number,
): Promise<WebhookEventRecord> {
  const event: WebhookEventRecord = {
    partnerId,
    id: newId('evt', now),
    type,
    createdAt: new Date(now).toISOString(),
    livemode: !isSandboxId(partnerId),
    apiVersion: WEBHOOK_API_VERSION,
    data: { object: { ...object } },
  };
  await tx.webhookEvents.insert(event);
  await tx.webhookEvents.keepNewest(partnerId, WEBHOOK_EVENTS_KEPT);
  return event;
}

export async function queueDelivery(
  tx: Tx,
  endpoint: WebhookEndpointRecord,
  event: WebhookEventRecord,
  now: number,
): Promise<WebhookDeliveryRecord> {
  const delivery: WebhookDeliveryRecord = {
    partnerId: endpoint.partnerId,
    id: newId('whd', now),
    endpointId: endpoint.id,
    eventId: event.id,
    outcome: 'pending',
    attempts: [],
    nextAttemptAt: now,
    createdAt: event.createdAt,
    lockedUntil: null,
  };
  await tx.webhookDeliveries.insert(delivery);
  return delivery;
}

/** An event of the outbox: kept, with its deliveries, only when an endpoint wants it (else nothing is stored). */
export async function recordOutboxEvent(
  tx: Tx,
  entry: Extract<OutboxEntry, { kind: 'event' }>,
  now = Date.now(),
): Promise<void> {
  const endpoints = await tx.webhookEndpoints.subscribed(entry.partnerId, entry.type);
  if (endpoints.length === 0) return;
  // The object as the API answers it, copied: JSON, as the receiver will get it.
  const object = JSON.parse(JSON.stringify(entry.data)) as object;
  const event = await recordEvent(tx, entry.partnerId, entry.type, object, now);
  for (const endpoint of endpoints) await queueDelivery(tx, endpoint, event, now);
}
