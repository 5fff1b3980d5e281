import { endpoints } from '@/api/endpoints';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_OLD_SECRET_HOURS } from '@/api/schemas/webhooks';
import { HOUR_MS, randomBase62 } from '@server/domain/api-keys/keys';
import { db, nextId, type WebhookEndpointRecord } from '../db';
import { MockError } from '../errors';
import { findOwned, handle, newestFirst, paginate } from '../http';
import { attemptDelivery, disableEndpoint, queueDelivery, recordEvent } from '../webhooks/engine';
import { publicDelivery, publicEndpoint } from '../webhooks/records';
import { sampleObject } from '../webhooks/samples';
import { webhookUrlRefusal } from '../webhooks/url-policy';

/* Webhook endpoints, their deliveries and attempts (issue 26; docs/webhooks.md). */

const newSigningSecret = () => `whsec_${randomBase62(32)}`;

function checkUrl(url: string): void {
  const refusal = webhookUrlRefusal(url);
  if (refusal) throw new MockError(400, `url: ${refusal}`, 'WEBHOOK_URL_NOT_ALLOWED');
}

const ownEndpoint = (id: string | undefined, partnerId: string) =>
  findOwned(db.state.webhookEndpoints, id, partnerId, 'Webhook endpoint');

const withSecret = (record: WebhookEndpointRecord) => ({ ...publicEndpoint(record), secret: record.secret });

export const webhookHandlers = [
  handle(endpoints.listWebhookEndpoints, ({ user }) =>
    newestFirst(
      db.state.webhookEndpoints.filter((e) => e.partnerId === user.id),
      (e) => e.createdAt,
    ).map(publicEndpoint),
  ),

  handle(endpoints.createWebhookEndpoint, ({ user, body }) => {
    checkUrl(body.url);
    if (db.state.webhookEndpoints.filter((e) => e.partnerId === user.id).length >= MAX_WEBHOOK_ENDPOINTS) {
      throw new MockError(
        409,
        `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
        'WEBHOOK_ENDPOINT_LIMIT',
      );
    }
    const record: WebhookEndpointRecord = {
      partnerId: user.id,
      id: nextId('we'),
      url: body.url,
      description: body.description,
      events: body.events,
      status: 'enabled',
      disabledReason: null,
      consecutiveFailures: 0,
      createdAt: new Date().toISOString(),
      secret: newSigningSecret(),
    };
    db.state.webhookEndpoints.push(record);
    return withSecret(record);
  }),

  handle(endpoints.getWebhookEndpoint, ({ user, params }) => publicEndpoint(ownEndpoint(params.id, user.id))),

  // Re-enabling resumes with the next event; the failed ones can be resent.
  handle(endpoints.updateWebhookEndpoint, ({ user, params, body }) => {
    const record = ownEndpoint(params.id, user.id);
    if (body.url !== undefined) checkUrl(body.url);
    if (body.url !== undefined) record.url = body.url;
    if (body.description !== undefined) record.description = body.description;
    if (body.events !== undefined) record.events = body.events;
    if (body.enabled === true && record.status === 'disabled') {
      record.status = 'enabled';
      record.disabledReason = null;
      record.consecutiveFailures = 0;
    }
    if (body.enabled === false && record.status === 'enabled') disableEndpoint(record, 'Disabled by you');
    return publicEndpoint(record);
  }),

  handle(endpoints.deleteWebhookEndpoint, ({ user, params }) => {
    const record = ownEndpoint(params.id, user.id);
    const state = db.state;
    state.webhookEndpoints = state.webhookEndpoints.filter((e) => e !== record);
    state.webhookDeliveries = state.webhookDeliveries.filter((d) => d.endpointId !== record.id);
    return { id: record.id };
  }),

  // A new secret; the one before signs beside it for WEBHOOK_OLD_SECRET_HOURS.
  handle(endpoints.rotateWebhookSecret, ({ user, params }) => {
    const record = ownEndpoint(params.id, user.id);
    record.previousSecret = { secret: record.secret, expiresAt: Date.now() + WEBHOOK_OLD_SECRET_HOURS * HOUR_MS };
    record.secret = newSigningSecret();
    return withSecret(record);
  }),

  // A sample event of the type, to this endpoint only, sent now: the reply holds its attempt.
  handle(endpoints.sendTestWebhook, async ({ user, params, body }) => {
    const record = ownEndpoint(params.id, user.id);
    if (record.status === 'disabled') throw disabledEndpoint();
    const event = recordEvent(user.id, body.type, sampleObject(body.type, user.id));
    const queued = queueDelivery(record, event);
    return publicDelivery((await attemptDelivery(queued.id, 'scheduled')) ?? queued);
  }),

  handle(endpoints.listWebhookDeliveries, ({ user, params, query }) => {
    const record = ownEndpoint(params.id, user.id);
    const events = new Map(db.state.webhookEvents.map((event) => [event.id, event]));
    const deliveries = db.state.webhookDeliveries.filter(
      (d) =>
        d.endpointId === record.id &&
        (query.outcome === undefined || d.outcome === query.outcome) &&
        (query.type === undefined || events.get(d.eventId)?.type === query.type),
    );
    const page = paginate(
      newestFirst(deliveries, (d) => d.createdAt),
      query,
    );
    return { ...page, items: page.items.map(publicDelivery) };
  }),

  handle(endpoints.resendWebhookDelivery, async ({ user, params }) => {
    const delivery = findOwned(db.state.webhookDeliveries, params.id, user.id, 'Webhook delivery');
    const record = ownEndpoint(delivery.endpointId, user.id);
    if (record.status === 'disabled') throw disabledEndpoint();
    return publicDelivery((await attemptDelivery(delivery.id, 'resend')) ?? delivery);
  }),
];

function disabledEndpoint() {
  return new MockError(409, 'This endpoint is disabled: enable it first', 'WEBHOOK_ENDPOINT_DISABLED');
}
