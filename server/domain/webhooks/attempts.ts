import { WEBHOOK_FAILURES_TO_DISABLE, type WebhookAttempt, type WebhookDelivery } from '@/api/schemas/webhooks';
import { notFound } from '../errors';
import { webhooksDisabledMail } from '../messages';
import { liveIdOf } from '../partners/sandbox-ids';
import type { Store, Tx } from '../ports';
import type { AttemptOutcome } from './port';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './records';
import { nextRetryAt } from './schedule';
import {
  outgoingWebhook,
  sendOnce,
  WEBHOOK_TIMEOUT_MS,
  type AttemptResult,
  type OutgoingWebhook,
  type WebhookSender,
} from './sending';
import { publicDelivery, signingSecrets } from './views';

/*
 * Sending deliveries (docs/webhooks.md, Delivery and retries), at least once. An attempt is
 * three steps, and no transaction is open while the POST is on its way:
 *
 * 1. a transaction takes the delivery — a lease (`lockedUntil`) that keeps every other sender
 *    off it (and off its endpoint's later deliveries, so they arrive in order) — and commits;
 * 2. the POST (WebhookSender, with the URL policy at connect time);
 * 3. a second transaction appends the attempt to the log, sets the outcome and the next retry
 *    (1 min … 24 h: ./schedule.ts), counts the endpoint's failures in a row and disables it at
 *    WEBHOOK_FAILURES_TO_DISABLE (its partner e-mailed through the outbox), and lets the lease go.
 *
 * A sender that dies between 1 and 3 (kill -9) leaves the lease to expire: the delivery is then
 * due again and sent again, with the same event id, which the receiver de-duplicates on.
 */

/** How long a sender holds a delivery: well beyond the POST's timeout, so only a dead sender's lapses. */
export const LEASE_MS = WEBHOOK_TIMEOUT_MS * 6;

/** The POST a leased delivery makes now, or undefined when its endpoint or event is gone. */
async function outgoingOf(tx: Tx, delivery: WebhookDeliveryRecord, now: number): Promise<OutgoingWebhook | undefined> {
  const endpoint = await tx.webhookEndpoints.byId(delivery.partnerId, delivery.endpointId);
  const event = await tx.webhookEvents.byId(delivery.eventId);
  if (!endpoint || !event) return undefined;
  return outgoingWebhook(endpoint.url, event, signingSecrets(endpoint, now), now);
}

/** Stops sending to `endpoint` (by the partner, or after failures): what was pending fails. */
export async function disableEndpoint(tx: Tx, endpoint: WebhookEndpointRecord, reason: string): Promise<void> {
  await tx.webhookEndpoints.update(endpoint.id, { status: 'disabled', disabledReason: reason });
  await tx.webhookDeliveries.failPending(endpoint.id);
}

/** Disabled after WEBHOOK_FAILURES_TO_DISABLE failures in a row: the partner is e-mailed (a twin's at the live e-mail). */
async function disableAfterFailures(tx: Tx, endpoint: WebhookEndpointRecord, lastError: string): Promise<void> {
  const reason = `Disabled after ${WEBHOOK_FAILURES_TO_DISABLE} failed attempts in a row (the last: ${lastError})`;
  await disableEndpoint(tx, endpoint, reason.slice(0, 1_000));
  const owner = await tx.users.byId(liveIdOf(endpoint.partnerId));
  if (owner)
    await tx.outbox.add({ kind: 'message', message: webhooksDisabledMail(owner.email, { url: endpoint.url, reason }) });
}

/** Step 3: the attempt kept, and what follows from it. The delivery as it is now (undefined: gone meanwhile). */
export async function recordAttempt(
  tx: Tx,
  delivery: Pick<WebhookDeliveryRecord, 'id' | 'partnerId'>,
  result: AttemptResult,
  trigger: WebhookAttempt['trigger'],
  started: number,
  now: number,
): Promise<WebhookDeliveryRecord | undefined> {
  // Found again: the endpoint may have been deleted (or the data reset) while the POST was on its way.
  const current = await tx.webhookDeliveries.byId(delivery.partnerId, delivery.id);
  const endpoint = current && (await tx.webhookEndpoints.byId(current.partnerId, current.endpointId));
  if (!current || !endpoint) return undefined;
  const attempt: WebhookAttempt = {
    at: new Date(started).toISOString(),
    durationMs: Math.max(0, Math.round(now - started)),
    trigger,
    ...result,
  };
  if (result.error === null) {
    await tx.webhookDeliveries.recordAttempt(current.id, attempt, { outcome: 'succeeded', nextAttemptAt: null });
    await tx.webhookEndpoints.update(endpoint.id, { consecutiveFailures: 0 });
  } else {
    let outcome: AttemptOutcome | null = null;
    if (trigger === 'scheduled') {
      const scheduled = current.attempts.filter((a) => a.trigger === 'scheduled').length + 1;
      const next = nextRetryAt(scheduled, now);
      outcome = { outcome: next === null ? 'failed' : 'pending', nextAttemptAt: next };
    }
    await tx.webhookDeliveries.recordAttempt(current.id, attempt, outcome);
    const failures = await tx.webhookEndpoints.addFailure(endpoint.id);
    if (endpoint.status === 'enabled' && failures >= WEBHOOK_FAILURES_TO_DISABLE) {
      await disableAfterFailures(tx, endpoint, result.error);
    }
  }
  return tx.webhookDeliveries.byId(current.partnerId, current.id);
}

/** Steps 2 and 3 for a delivery leased already. */
async function sendLeased(
  store: Store,
  sender: WebhookSender,
  delivery: WebhookDeliveryRecord,
  request: OutgoingWebhook,
  trigger: WebhookAttempt['trigger'],
): Promise<WebhookDeliveryRecord | undefined> {
  const started = Date.now();
  const result = await sendOnce(sender, request);
  return store.transaction((tx) => recordAttempt(tx, delivery, result, trigger, started, Date.now()));
}

/**
 * One round of the worker: takes up to `limit` due deliveries (one per endpoint), sends them,
 * records each; how many were sent.
 */
export async function deliverDue(
  store: Store,
  sender: WebhookSender,
  now = Date.now(),
  { limit = 20, leaseMs = LEASE_MS }: { limit?: number; leaseMs?: number } = {},
): Promise<number> {
  const taken = await store.transaction(async (tx) => {
    const due = await tx.webhookDeliveries.claimDue(now, now + leaseMs, limit);
    const ready: Array<{ delivery: WebhookDeliveryRecord; request: OutgoingWebhook }> = [];
    for (const delivery of due) {
      const request = await outgoingOf(tx, delivery, now);
      if (request) ready.push({ delivery, request });
    }
    return ready;
  });
  await Promise.all(taken.map(({ delivery, request }) => sendLeased(store, sender, delivery, request, 'scheduled')));
  return taken.length;
}

/** Rounds until nothing is due by `now` (each endpoint's deliveries one after another, oldest first); how many were sent. */
export async function deliverAllDue(
  store: Store,
  sender: WebhookSender,
  now = Date.now(),
  leaseMs = LEASE_MS,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await deliverDue(store, sender, now, { leaseMs });
    if (round === 0) return sent;
    sent += round;
  }
}

/**
 * A delivery sent now, outside any schedule (a test event, a resend), once its request has
 * committed with the delivery leased: the delivery as it is after the attempt.
 */
export async function sendNow(
  store: Store,
  sender: WebhookSender,
  leased: WebhookDeliveryRecord,
  trigger: WebhookAttempt['trigger'],
): Promise<WebhookDelivery> {
  const prepared = await store.transaction(async (tx) => {
    const now = Date.now();
    const request = await outgoingOf(tx, leased, now);
    const event = await tx.webhookEvents.byId(leased.eventId);
    return request && event ? { request, event } : undefined;
  });
  // The endpoint deleted between the commit and now: as gone as a missing one.
  if (!prepared) throw notFound('Webhook delivery');
  const after = await sendLeased(store, sender, leased, prepared.request, trigger);
  return publicDelivery(after ?? leased, prepared.event);
}
