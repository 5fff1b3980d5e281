import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_OLD_SECRET_HOURS,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryOutcome,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@/api/schemas/webhooks';
import { AfterCommit } from '../after-commit';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import { disableEndpoint, LEASE_MS, sendNow } from './attempts';
import { queueDelivery, recordEvent } from './events';
import type { WebhookEndpointRecord } from './records';
import { sampleObject } from './samples';
import { publicDelivery, publicEndpoint } from './views';

/* A partner's webhook endpoints, their deliveries and attempts (docs/webhooks.md, Endpoints). */

const HOUR_MS = 3_600_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `whsec_` and 32 random base-62 characters (rejection sampling: no character likelier than another). */
function newSigningSecret(): string {
  let out = '';
  while (out.length < 32) {
    for (const byte of crypto.getRandomValues(new Uint8Array(48))) {
      if (byte < 248 && out.length < 32) out += BASE62[byte % 62];
    }
  }
  return `whsec_${out}`;
}

function checkUrl(ctx: Ctx, url: string): void {
  const refusal = ctx.services.webhooks.urlRefusal(url);
  if (refusal) throw new DomainError(400, `url: ${refusal}`, 'WEBHOOK_URL_NOT_ALLOWED');
}

const disabledEndpoint = () =>
  new DomainError(409, 'This endpoint is disabled: enable it first', 'WEBHOOK_ENDPOINT_DISABLED');

async function ownEndpoint(ctx: Ctx, partnerId: string, id: string): Promise<WebhookEndpointRecord> {
  const record = await ctx.tx.webhookEndpoints.byId(partnerId, id);
  if (!record) throw notFound('Webhook endpoint');
  return record;
}

const withSecret = (record: WebhookEndpointRecord, now: number): WebhookEndpointWithSecret => ({
  ...publicEndpoint(record, now),
  secret: record.secret,
});

export async function listEndpoints(ctx: Ctx, partnerId: string, now: number): Promise<WebhookEndpoint[]> {
  return (await ctx.tx.webhookEndpoints.list(partnerId)).map((record) => publicEndpoint(record, now));
}

export async function createEndpoint(
  ctx: Ctx,
  partnerId: string,
  body: Required<CreateWebhookEndpointRequest>,
  now: number,
): Promise<WebhookEndpointWithSecret> {
  checkUrl(ctx, body.url);
  // Two creates at once must not both pass the count.
  await ctx.tx.lockPartner(partnerId);
  if ((await ctx.tx.webhookEndpoints.count(partnerId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new DomainError(
      409,
      `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
      'WEBHOOK_ENDPOINT_LIMIT',
    );
  }
  const record: WebhookEndpointRecord = {
    partnerId,
    id: newId('we', now),
    url: body.url,
    description: body.description,
    events: body.events,
    status: 'enabled',
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: new Date(now).toISOString(),
    secret: newSigningSecret(),
  };
  await ctx.tx.webhookEndpoints.insert(record);
  return withSecret(record, now);
}

export async function getEndpoint(ctx: Ctx, partnerId: string, id: string, now: number): Promise<WebhookEndpoint> {
  return publicEndpoint(await ownEndpoint(ctx, partnerId, id), now);
}

/** Re-enabling resumes with the next event; the failed ones can be resent. */
export async function updateEndpoint(
  ctx: Ctx,
  partnerId: string,
  id: string,
  body: UpdateWebhookEndpointRequest,
  now: number,
): Promise<WebhookEndpoint> {
  const record = await ownEndpoint(ctx, partnerId, id);
  if (body.url !== undefined) checkUrl(ctx, body.url);
  const patch = {
    ...(body.url === undefined ? {} : { url: body.url }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.events === undefined ? {} : { events: body.events }),
  };
  if (body.enabled === true && record.status === 'disabled') {
    Object.assign(patch, { status: 'enabled', disabledReason: null, consecutiveFailures: 0 });
  }
  await ctx.tx.webhookEndpoints.update(id, patch);
  if (body.enabled === false && record.status === 'enabled') await disableEndpoint(ctx.tx, record, 'Disabled by you');
  return getEndpoint(ctx, partnerId, id, now);
}

export async function deleteEndpoint(ctx: Ctx, partnerId: string, id: string): Promise<{ id: string }> {
  const record = await ownEndpoint(ctx, partnerId, id);
  await ctx.tx.webhookEndpoints.remove(record.id);
  return { id: record.id };
}

/** A new secret; the one before signs beside it for WEBHOOK_OLD_SECRET_HOURS. */
export async function rotateSecret(
  ctx: Ctx,
  partnerId: string,
  id: string,
  now: number,
): Promise<WebhookEndpointWithSecret> {
  const record = await ownEndpoint(ctx, partnerId, id);
  const patch = {
    previousSecret: { secret: record.secret, expiresAt: now + WEBHOOK_OLD_SECRET_HOURS * HOUR_MS },
    secret: newSigningSecret(),
  };
  await ctx.tx.webhookEndpoints.update(id, patch);
  return withSecret({ ...record, ...patch }, now);
}

/**
 * A sample event of the type, to this endpoint only, sent as soon as the request commits: the
 * reply holds its attempt.
 */
export async function sendTestEvent(
  ctx: Ctx,
  partnerId: string,
  id: string,
  type: WebhookEventType,
  now: number,
): Promise<AfterCommit<WebhookDelivery>> {
  const record = await ownEndpoint(ctx, partnerId, id);
  if (record.status === 'disabled') throw disabledEndpoint();
  const event = await recordEvent(ctx.tx, partnerId, type, await sampleObject(ctx, type, partnerId), now);
  const queued = await queueDelivery(ctx.tx, record, event, now);
  await ctx.tx.webhookDeliveries.lease(queued.id, now, now + LEASE_MS);
  const { webhooks } = ctx.services;
  return new AfterCommit((store) => sendNow(store, webhooks, queued, 'scheduled'));
}

export async function listDeliveries(
  ctx: Ctx,
  partnerId: string,
  id: string,
  query: {
    page: number;
    limit: number;
    outcome?: WebhookDeliveryOutcome | undefined;
    type?: WebhookEventType | undefined;
  },
) {
  const record = await ownEndpoint(ctx, partnerId, id);
  const { items, total } = await ctx.tx.webhookDeliveries.page(
    record.id,
    { outcome: query.outcome, type: query.type },
    { page: query.page, limit: query.limit },
  );
  const shown: WebhookDelivery[] = [];
  for (const delivery of items) {
    const event = await ctx.tx.webhookEvents.byId(delivery.eventId);
    if (event) shown.push(publicDelivery(delivery, event));
  }
  return { items: shown, total, page: query.page, limit: query.limit };
}

/**
 * The delivery sent again now, its schedule left alone (`resend` in its log). One already on its
 * way is answered as it is.
 */
export async function resendDelivery(
  ctx: Ctx,
  partnerId: string,
  id: string,
  now: number,
): Promise<WebhookDelivery | AfterCommit<WebhookDelivery>> {
  const delivery = await ctx.tx.webhookDeliveries.byId(partnerId, id);
  if (!delivery) throw notFound('Webhook delivery');
  const record = await ownEndpoint(ctx, partnerId, delivery.endpointId);
  if (record.status === 'disabled') throw disabledEndpoint();
  const event = await ctx.tx.webhookEvents.byId(delivery.eventId);
  if (!event) throw notFound('Webhook delivery');
  if (!(await ctx.tx.webhookDeliveries.lease(delivery.id, now, now + LEASE_MS))) return publicDelivery(delivery, event);
  const { webhooks } = ctx.services;
  return new AfterCommit((store) => sendNow(store, webhooks, delivery, 'resend'));
}
