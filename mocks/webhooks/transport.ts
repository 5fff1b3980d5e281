import { WEBHOOK_TIMEOUT_MS, type OutgoingWebhook, type WebhookTransport } from '@server/domain/webhooks/sending';
import { db } from '../db';
import { isReceiverUrl, receiveWebhook } from './receiver';

/*
 * How the mock's attempts reach their URL (server/domain/webhooks/sending.ts, WebhookSender). The built-in receiver is called in-process in
 * every way the mock runs; any other URL gets a real POST — 10 s timeout, redirects not
 * followed (a 3xx is a failed attempt). Tests put a transport of their own.
 */

export type { OutgoingWebhook, WebhookTransport };

const secretsFor = (url: string) =>
  db.state.webhookEndpoints
    .filter((endpoint) => endpoint.url === url)
    .flatMap((endpoint) => [endpoint.secret, ...(endpoint.previousSecret ? [endpoint.previousSecret.secret] : [])]);

export const defaultTransport: WebhookTransport = async ({ url, headers, body }) => {
  const target = new URL(url);
  if (isReceiverUrl(target)) return receiveWebhook(target, new Headers(headers), body, secretsFor(url));
  const response = await fetch(target, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
};

let transport: WebhookTransport = defaultTransport;

export const webhookTransport = (): WebhookTransport => transport;
/** Tests: where attempts go (`defaultTransport` to restore). */
export function setWebhookTransport(next: WebhookTransport): void {
  transport = next;
}
