import { toWire } from '@/api/schemas/common';
import { WEBHOOK_RESPONSE_EXCERPT_MAX, webhookEvent, type WebhookAttempt } from '@/api/schemas/webhooks';
import type { WebhookEventRecord } from './records';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { publicEvent } from './views';

/*
 * What one attempt sends and how its outcome is told (docs/webhooks.md, Delivery and retries): a
 * signed POST with the event's id in `DeliverOS-Event-Id` (and in the body: a receiver
 * de-duplicates on it), a 10 s timeout, any 2xx a success, a 3xx a failure (never followed).
 * How the POST travels is the runtime's (`WebhookSender`, in Services): the server's over node's
 * http with the URL policy checked on the address it connects to (server/platform/webhook-sender.ts);
 * the mock's to its built-in receiver or by fetch (mocks/webhooks/transport.ts).
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const EVENT_ID_HEADER = 'DeliverOS-Event-Id';

export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The receiver's status and text; throws (with a message) when no reply came. */
export type WebhookTransport = (request: OutgoingWebhook) => Promise<{ status: number; text: string }>;

export interface WebhookSender {
  /**
   * Why an endpoint may not point at `url` (a sentence), or null: checked when it is saved and
   * again before each attempt (the server checks the addresses again when it connects).
   */
  urlRefusal(url: string): string | null;
  send: WebhookTransport;
}

/** The POST of `event` to `url`, signed with `secrets` at `now`. */
export async function outgoingWebhook(
  url: string,
  event: WebhookEventRecord,
  secrets: readonly string[],
  now: number,
): Promise<OutgoingWebhook> {
  const body = JSON.stringify(toWire(webhookEvent, publicEvent(event)));
  return {
    url,
    body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'DeliverOS-Webhooks/1.0',
      [EVENT_ID_HEADER]: event.id,
      [SIGNATURE_HEADER]: await signatureHeader(secrets, Math.floor(now / 1000), body),
    },
  };
}

export type AttemptResult = Pick<WebhookAttempt, 'httpStatus' | 'error' | 'responseExcerpt'>;

/** Sends one attempt and says how it went (nothing is stored here). */
export async function sendOnce(sender: WebhookSender, request: OutgoingWebhook): Promise<AttemptResult> {
  const refusal = sender.urlRefusal(request.url);
  if (refusal) return { httpStatus: null, error: refusal, responseExcerpt: null };
  try {
    const reply = await sender.send(request);
    const responseExcerpt = reply.text.slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX) || null;
    if (reply.status >= 200 && reply.status < 300) return { httpStatus: reply.status, error: null, responseExcerpt };
    const redirect = reply.status >= 300 && reply.status < 400 ? ': redirects are not followed' : '';
    return { httpStatus: reply.status, error: `HTTP ${reply.status}${redirect}`, responseExcerpt };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const message = timedOut
      ? `No reply within ${WEBHOOK_TIMEOUT_MS / 1000} s`
      : `Network error: ${error instanceof Error ? error.message : String(error)}`;
    return { httpStatus: null, error: message.slice(0, 1_000), responseExcerpt: null };
  }
}

/** What the webhooks' rules are given by their runtime (Services.webhooks). */
export type WebhookServices = WebhookSender;
