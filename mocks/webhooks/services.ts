import type { WebhookServices } from '@server/domain/webhooks/sending';
import { urlRefusal } from '@server/domain/webhooks/url-policy';
import { webhookTransport } from './transport';
import { mockUrlPolicy } from './url-policy';

/*
 * How the mock sends webhooks for the server's rules (Services.webhooks): its transport (the
 * built-in receiver in process, else fetch), its URL policy; and who hears that a commit caused
 * events (mocks/webhooks/engine.ts sends them).
 */

export const mockWebhookServices: WebhookServices = {
  urlRefusal: (url) => urlRefusal(url, mockUrlPolicy()),
  send: (request) => webhookTransport()(request),
};

let onEvents: () => void = () => {};

/** mocks/webhooks/engine.ts: what to do once a commit caused events. */
export function onWebhookEvents(listener: () => void): void {
  onEvents = listener;
}

/** After a commit that caused events (mocks/server-api.ts). */
export function webhookEventsCommitted(): void {
  onEvents();
}
