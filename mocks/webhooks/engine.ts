import { toWire } from '@/api/schemas/common';
import {
  WEBHOOK_API_VERSION,
  WEBHOOK_FAILURES_TO_DISABLE,
  WEBHOOK_RESPONSE_EXCERPT_MAX,
  webhookEvent,
  type WebhookAttempt,
  type WebhookEventType,
} from '@/api/schemas/webhooks';
import { sendWebhookDisabledMail } from '../control/outbox';
import {
  db,
  nextId,
  saveDb,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  type WebhookEventRecord,
} from '../db';
import { isSandboxId, liveIdOf } from '@server/domain/partners/sandbox-ids';
import { previousSecretOf, publicEvent } from './records';
import { nextRetryAt } from './schedule';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { WEBHOOK_TIMEOUT_MS, webhookTransport } from './transport';
import { webhookUrlRefusal } from './url-policy';

/*
 * Events and their deliveries (issue 26). A state change calls `emitWebhookEvent`: the event is
 * kept and one delivery is queued per enabled endpoint of that partner (live, or the sandbox
 * twin: test events reach test endpoints only) subscribed to its type, due at once. Deliveries
 * are sent after the reply that caused them (`runDueWebhooks`, on a timer and after each
 * emit), in the order their events happened; failures retry on `RETRY_DELAYS_MS`.
 */

/** Events kept per partner (the oldest go first, with their deliveries). */
export const WEBHOOK_EVENTS_KEPT = 200;

const inFlight = new Set<string>();
let autoRun = true;

/** Tests: whether an emit sends at once (true) or waits for `runDueWebhooks`. */
export function setWebhookAutoRun(on: boolean): void {
  autoRun = on;
}

function keepEventsBounded(partnerId: string): void {
  const state = db.state;
  const own = state.webhookEvents.filter((event) => event.partnerId === partnerId);
  if (own.length <= WEBHOOK_EVENTS_KEPT) return;
  const dropped = new Set(own.slice(0, own.length - WEBHOOK_EVENTS_KEPT).map((event) => event.id));
  state.webhookEvents = state.webhookEvents.filter((event) => !dropped.has(event.id));
  state.webhookDeliveries = state.webhookDeliveries.filter((delivery) => !dropped.has(delivery.eventId));
}

export function recordEvent(partnerId: string, type: WebhookEventType, object: object): WebhookEventRecord {
  const event: WebhookEventRecord = {
    partnerId,
    id: nextId('evt'),
    type,
    createdAt: new Date().toISOString(),
    livemode: !isSandboxId(partnerId),
    apiVersion: WEBHOOK_API_VERSION,
    data: { object: { ...object } },
  };
  db.state.webhookEvents.push(event);
  keepEventsBounded(partnerId);
  return event;
}

export function queueDelivery(endpoint: WebhookEndpointRecord, event: WebhookEventRecord): WebhookDeliveryRecord {
  const delivery: WebhookDeliveryRecord = {
    partnerId: endpoint.partnerId,
    id: nextId('whd'),
    endpointId: endpoint.id,
    eventId: event.id,
    outcome: 'pending',
    attempts: [],
    nextAttemptAt: Date.now(),
    createdAt: event.createdAt,
  };
  db.state.webhookDeliveries.push(delivery);
  return delivery;
}

/** An event of `type` for `partnerId`, about `object` (the resource as the API returns it). */
export function emitWebhookEvent(partnerId: string, type: WebhookEventType, object: object): void {
  const endpoints = db.state.webhookEndpoints.filter(
    (endpoint) => endpoint.partnerId === partnerId && endpoint.status === 'enabled' && endpoint.events.includes(type),
  );
  // Kept only when someone listens: a partner without endpoints stores nothing.
  if (endpoints.length === 0) return;
  const event = recordEvent(partnerId, type, object);
  for (const endpoint of endpoints) queueDelivery(endpoint, event);
  if (autoRun) setTimeout(() => void runDueWebhooks(), 0);
}

/** Stops sending to `endpoint` (by the partner, or after failures): what was pending fails. */
export function disableEndpoint(endpoint: WebhookEndpointRecord, reason: string): void {
  endpoint.status = 'disabled';
  endpoint.disabledReason = reason;
  for (const delivery of db.state.webhookDeliveries) {
    if (delivery.endpointId === endpoint.id && delivery.outcome === 'pending') {
      delivery.outcome = 'failed';
      delivery.nextAttemptAt = null;
    }
  }
}

/** Disabled after WEBHOOK_FAILURES_TO_DISABLE failures in a row: the partner is e-mailed (a twin's at the live e-mail). */
function disableAfterFailures(endpoint: WebhookEndpointRecord, lastError: string): void {
  const reason = `Disabled after ${WEBHOOK_FAILURES_TO_DISABLE} failed attempts in a row (the last: ${lastError})`;
  disableEndpoint(endpoint, reason);
  const owner = db.state.users.find((user) => user.id === liveIdOf(endpoint.partnerId));
  if (owner) sendWebhookDisabledMail(owner.email, { url: endpoint.url, reason });
}

/** Sends one attempt and says how it went (no state is changed here). */
async function send(endpoint: WebhookEndpointRecord, event: WebhookEventRecord) {
  const refusal = webhookUrlRefusal(endpoint.url);
  if (refusal) return { httpStatus: null, error: refusal, responseExcerpt: null };
  const body = JSON.stringify(toWire(webhookEvent, publicEvent(event)));
  const previous = previousSecretOf(endpoint);
  const secrets = previous ? [endpoint.secret, previous.secret] : [endpoint.secret];
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'DeliverOS-Webhooks/1.0',
    'DeliverOS-Event-Id': event.id,
    [SIGNATURE_HEADER]: await signatureHeader(secrets, Math.floor(Date.now() / 1000), body),
  };
  try {
    const reply = await webhookTransport()({ url: endpoint.url, headers, body });
    const responseExcerpt = reply.text.slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX) || null;
    if (reply.status >= 200 && reply.status < 300) return { httpStatus: reply.status, error: null, responseExcerpt };
    const redirect = reply.status >= 300 && reply.status < 400 ? ': redirects are not followed' : '';
    return { httpStatus: reply.status, error: `HTTP ${reply.status}${redirect}`, responseExcerpt };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const message = timedOut
      ? `No reply within ${WEBHOOK_TIMEOUT_MS / 1000} s`
      : `Network error: ${error instanceof Error ? error.message : String(error)}`;
    return { httpStatus: null, error: message, responseExcerpt: null };
  }
}

const deliveryById = (id: string) => db.state.webhookDeliveries.find((d) => d.id === id);

/**
 * One attempt of a delivery now; `resend` (asked for by the partner) leaves its schedule alone.
 * The record as it is after the attempt (undefined: gone, e.g. the data was reset meanwhile).
 */
export async function attemptDelivery(
  deliveryId: string,
  trigger: WebhookAttempt['trigger'],
): Promise<WebhookDeliveryRecord | undefined> {
  const before = deliveryById(deliveryId);
  const endpoint = db.state.webhookEndpoints.find((e) => e.id === before?.endpointId);
  const event = db.state.webhookEvents.find((e) => e.id === before?.eventId);
  if (!before || !endpoint || !event || inFlight.has(deliveryId)) return before;
  inFlight.add(deliveryId);
  const started = Date.now();
  try {
    const result = await send(endpoint, event);
    // Found again: the data may have been reset (or the endpoint deleted) while it was on its way.
    const delivery = deliveryById(deliveryId);
    const owner = db.state.webhookEndpoints.find((e) => e.id === delivery?.endpointId);
    if (!delivery || !owner) return delivery;
    delivery.attempts.push({
      at: new Date(started).toISOString(),
      durationMs: Math.max(0, Math.round(Date.now() - started)),
      trigger,
      ...result,
    });
    if (result.error === null) {
      delivery.outcome = 'succeeded';
      delivery.nextAttemptAt = null;
      owner.consecutiveFailures = 0;
    } else {
      owner.consecutiveFailures += 1;
      if (trigger === 'scheduled') {
        const scheduled = delivery.attempts.filter((attempt) => attempt.trigger === 'scheduled').length;
        delivery.nextAttemptAt = nextRetryAt(scheduled, Date.now());
        if (delivery.nextAttemptAt === null) delivery.outcome = 'failed';
      }
      if (owner.status === 'enabled' && owner.consecutiveFailures >= WEBHOOK_FAILURES_TO_DISABLE) {
        disableAfterFailures(owner, result.error);
      }
    }
    saveDb();
    return delivery;
  } finally {
    inFlight.delete(deliveryId);
  }
}

/**
 * Sends every delivery due by `now`: per endpoint one at a time, oldest event first (so a
 * receiver sees a resource's events in order); how many were sent.
 */
export async function runDueWebhooks(now = Date.now()): Promise<number> {
  const due = db.state.webhookDeliveries.filter(
    (d) => d.outcome === 'pending' && d.nextAttemptAt !== null && d.nextAttemptAt <= now && !inFlight.has(d.id),
  );
  const byEndpoint = new Map<string, WebhookDeliveryRecord[]>();
  for (const delivery of due)
    byEndpoint.set(delivery.endpointId, [...(byEndpoint.get(delivery.endpointId) ?? []), delivery]);
  await Promise.all(
    [...byEndpoint.values()].map(async (deliveries) => {
      for (const { id, endpointId } of deliveries) {
        const endpoint = db.state.webhookEndpoints.find((e) => e.id === endpointId);
        if (endpoint?.status === 'enabled') await attemptDelivery(id, 'scheduled');
      }
    }),
  );
  return due.length;
}

let timer: ReturnType<typeof setInterval> | null = null;
/** The HTTP mock and the in-browser mock: retries go out on their own, checked every second. */
export function startWebhookTimer(everyMs = 1_000): void {
  timer ??= setInterval(() => void runDueWebhooks(), everyMs);
}
export function stopWebhookTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
