import { z } from 'zod/mini';
import { boundedText, id, isoDate, page, pageQuery, textMax } from './common';

/*
 * Webhooks (issue 26): a partner's endpoints, the events DeliverOS sends them, and each
 * delivery's attempts. An endpoint belongs to one mode — made in test mode (a test key, or the
 * dashboard's test mode) it gets test events only. docs/webhooks.md.
 */

/** The event catalogue: what an endpoint can subscribe to. */
export const webhookEventTypes = [
  'delivery.created',
  'delivery.status_changed',
  'delivery.location_updated',
  'delivery.assigned',
  'delivery.attempt_failed',
  'delivery.proof_captured',
  'delivery.cash_collected',
  'cod.remitted',
  'wallet.transaction.completed',
  'wallet.transaction.failed',
  'payout.failed',
  'api_access.decided',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The version of the payloads an event carries (`api_version`). */
export const WEBHOOK_API_VERSION = '2026-11-01';
/** Endpoints a partner may have in one mode. */
export const MAX_WEBHOOK_ENDPOINTS = 16;
/** How long a rotated secret goes on signing beside the new one, in hours. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;
export const WEBHOOK_SECRET_PATTERN = /^whsec_[0-9A-Za-z]{32}$/;
/** Consecutive failed attempts after which an endpoint is disabled. */
export const WEBHOOK_FAILURES_TO_DISABLE = 10;
/** The longest part of a receiver's reply an attempt keeps (characters). */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 500;

export const webhookLimits = {
  url: { max: 2_048, tooLong: 'Keep the URL to 2,048 characters or fewer' },
  description: { max: 200, tooLong: 'Keep the description to 200 characters or fewer' },
} as const;

/** Whether `value` is a full http(s) URL with no user name or password in it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}
export const httpUrlMessage = 'Enter a full http:// or https:// URL';

/** An http(s) URL (`isHttpUrl`). Where it may point is the server's rule (mocks/webhooks/url-policy.ts). */
export const webhookUrl = z
  .string()
  .check(z.trim(), z.maxLength(webhookLimits.url.max, webhookLimits.url.tooLong), z.refine(isHttpUrl, httpUrlMessage));

const eventTypes = z.array(z.enum(webhookEventTypes)).check(
  z.minLength(1, 'Choose at least one event'),
  z.maxLength(webhookEventTypes.length),
  z.refine((types) => new Set(types).size === types.length, 'Each event once'),
);

export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;

export const webhookEndpoint = z.object({
  id,
  url: webhookUrl,
  description: boundedText(webhookLimits.description.max),
  events: eventTypes,
  status: z.enum(webhookEndpointStatuses),
  /** Why it is disabled: by the partner, or after WEBHOOK_FAILURES_TO_DISABLE failures in a row. */
  disabledReason: z.nullable(boundedText(textMax.text)),
  livemode: z.boolean(),
  /** `whsec_••••abcd`. */
  secretRedacted: boundedText(textMax.token),
  /** Until when the secret before the last rotation still signs (null: none does). */
  previousSecretExpiresAt: z.nullable(isoDate),
  consecutiveFailures: z.number().check(z.int(), z.nonnegative()),
  createdAt: isoDate,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

const secret = z.string().check(z.maxLength(40), z.regex(WEBHOOK_SECRET_PATTERN));
/** The create and rotate replies: the endpoint and, this once, its signing secret. */
export const webhookEndpointWithSecret = z.extend(webhookEndpoint, { secret });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const createWebhookEndpointRequest = z.object({
  url: webhookUrl,
  description: z._default(boundedText(webhookLimits.description.max, webhookLimits.description.tooLong), ''),
  events: eventTypes,
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequest>;

export const updateWebhookEndpointRequest = z.object({
  url: z.optional(webhookUrl),
  description: z.optional(boundedText(webhookLimits.description.max, webhookLimits.description.tooLong)),
  events: z.optional(eventTypes),
  /** Re-enabling resumes with the next event; what failed stays failed (resend it). */
  enabled: z.optional(z.boolean()),
});
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequest>;

export const sendTestWebhookRequest = z.object({ type: z.enum(webhookEventTypes) });

/** An event as a receiver gets it (in its body, snake_case on the wire). */
export const webhookEvent = z.object({
  id,
  type: z.enum(webhookEventTypes),
  createdAt: isoDate,
  livemode: z.boolean(),
  apiVersion: z.literal(WEBHOOK_API_VERSION),
  /** The resource as the API returns it (a test event's is a sample). */
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const webhookAttempt = z.object({
  at: isoDate,
  /** The receiver's HTTP status, or null when none came (a network error, the timeout). */
  httpStatus: z.nullable(z.number().check(z.int(), z.gte(100), z.lte(599))),
  /** What went wrong when there was no 2xx, in words. */
  error: z.nullable(boundedText(textMax.text)),
  durationMs: z.number().check(z.int(), z.nonnegative()),
  responseExcerpt: z.nullable(boundedText(WEBHOOK_RESPONSE_EXCERPT_MAX)),
  /** `resend`: asked for by the partner. */
  trigger: z.enum(['scheduled', 'resend']),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** `pending`: sent soon or retrying; `failed`: out of retries (or its endpoint disabled). */
export const webhookDeliveryOutcomes = ['succeeded', 'pending', 'failed'] as const;
export type WebhookDeliveryOutcome = (typeof webhookDeliveryOutcomes)[number];

export const webhookDelivery = z.object({
  id,
  endpointId: id,
  event: webhookEvent,
  outcome: z.enum(webhookDeliveryOutcomes),
  attempts: z.array(webhookAttempt),
  /** When the next try is due (null: none is). */
  nextAttemptAt: z.nullable(isoDate),
  createdAt: isoDate,
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryQuery = z.extend(pageQuery, {
  type: z.optional(z.enum(webhookEventTypes)),
  outcome: z.optional(z.enum(webhookDeliveryOutcomes)),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuery>;
export const webhookDeliveryPage = page(webhookDelivery);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;
