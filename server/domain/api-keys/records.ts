import { z } from 'zod/mini';
import { apiKeyModes } from '@/api/schemas/api-keys';
import { requestLogDetail } from '@/api/schemas/request-logs';

/*
 * A partner's API keys and the requests made with them (issue 25; on the server since issue 39).
 * A key is stored as the SHA-256 of its secret and its last 4, never the secret
 * (docs/api-keys.md).
 */

export const apiKeyRecord = z.object({
  partnerId: z.string(),
  id: z.string(),
  name: z.string(),
  mode: z.enum(apiKeyModes),
  /** SHA-256 of the secret (hex): how a bearer is found. */
  hash: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  /** The newest logged request's time: written with that log row (request-logs.ts), never elsewhere. */
  lastUsedAt: z.nullable(z.string()),
  /** A rolled key's end of grace (epoch ms), or null. */
  expiresAt: z.nullable(z.number()),
  /** When it was revoked (epoch ms), or null. */
  revokedAt: z.nullable(z.number()),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

/** A request made with an API key, logged for the key's (live) partner. */
export const requestLogRecord = z.extend(requestLogDetail, { partnerId: z.string() });
export type RequestLogRecord = z.infer<typeof requestLogRecord>;

/** A bearer `sk_…` that matched no key: the client that sent it, and when (epoch ms). */
export const apiKeyFailureRecord = z.object({ client: z.string(), at: z.number() });
export type ApiKeyFailureRecord = z.infer<typeof apiKeyFailureRecord>;
