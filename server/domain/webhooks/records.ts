import { z } from 'zod/mini';
import { webhookAttempt, webhookDeliveryOutcomes, webhookEndpoint, webhookEvent } from '@/api/schemas/webhooks';

/*
 * The webhooks' records (docs/webhooks.md), as every store keeps them: the in-memory store (the
 * mock's database, mocks/db.ts) keeps these very objects; PostgreSQL keeps them as rows
 * (migrations/0010-webhooks.ts). Times are epoch milliseconds unless they are ISO texts of the
 * contract.
 */

const owned = { partnerId: z.string() };

/**
 * A webhook endpoint: its signing secret — kept as it is, not hashed, because every delivery is
 * signed with it (an HMAC needs the key itself) — the one before the last rotation until
 * `previousSecret.expiresAt`, and why it is disabled.
 */
export const webhookEndpointRecord = z.extend(
  z.omit(webhookEndpoint, { secretRedacted: true, previousSecretExpiresAt: true, livemode: true }),
  {
    ...owned,
    secret: z.string(),
    previousSecret: z.optional(z.object({ secret: z.string(), expiresAt: z.number() })),
  },
);
export type WebhookEndpointRecord = z.infer<typeof webhookEndpointRecord>;

/** An event as it happened, for its partner (the live one or the sandbox twin). */
export const webhookEventRecord = z.extend(webhookEvent, owned);
export type WebhookEventRecord = z.infer<typeof webhookEventRecord>;

/**
 * One event for one endpoint: its attempts, the next one's time (or null) and, while an attempt
 * is on its way, the lease a sender holds on it (`lockedUntil`: another sender leaves it alone
 * until then; a sender that died lets it go when it passes).
 */
export const webhookDeliveryRecord = z.object({
  ...owned,
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  outcome: z.enum(webhookDeliveryOutcomes),
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.nullable(z.number()),
  createdAt: z.string(),
  lockedUntil: z.optional(z.nullable(z.number())),
});
export type WebhookDeliveryRecord = z.infer<typeof webhookDeliveryRecord>;
