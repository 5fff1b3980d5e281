import { z } from 'zod/mini';
import { boundedText, id, isoDate, requiredTextOf, textMax } from './common';

/*
 * API keys (issue 25): a partner's secrets for the Logistics API. A secret is `sk_test_` or
 * `sk_live_` and 32 random base62 characters; the full secret is in the create and roll replies
 * only, every other reply shows its last 4 (`redacted`). docs/api-contract.md, API keys.
 */
export const apiKeyModes = ['test', 'live'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];
export const apiKeyStatuses = ['active', 'expiring', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

export const API_KEY_SECRET_PATTERN = /^sk_(test|live)_[0-9A-Za-z]{32}$/;
/** `sk_live_` (8) and 32 characters. */
export const API_KEY_SECRET_LENGTH = 40;
/** The longest grace period of a roll, in hours: the old secret works that long after. */
export const API_KEY_MAX_GRACE_HOURS = 24;

export const apiKeyLimits = {
  name: { max: 60, tooLong: 'Keep the key’s name to 60 characters or fewer' },
} as const;

export const apiKey = z.object({
  id,
  name: requiredTextOf(apiKeyLimits.name.max, apiKeyLimits.name.tooLong),
  mode: z.enum(apiKeyModes),
  /** `sk_test_••••abcd`: the prefix and the secret's last 4. */
  redacted: boundedText(textMax.token),
  createdAt: isoDate,
  /** Null until a request used the key. */
  lastUsedAt: z.nullable(isoDate),
  /** When a rolled key stops working (null for a key not rolled). */
  expiresAt: z.nullable(isoDate),
  status: z.enum(apiKeyStatuses),
});
export type ApiKey = z.infer<typeof apiKey>;

const secret = z.string().check(z.maxLength(API_KEY_SECRET_LENGTH), z.regex(API_KEY_SECRET_PATTERN));

/**
 * The create and roll replies: the key and, this once, its full secret — one secret field: the
 * redacted copy is in every other reply, never beside the secret.
 */
export const apiKeyWithSecret = z.extend(z.omit(apiKey, { redacted: true }), { secret });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;

export const createApiKeyRequest = z.object({
  name: requiredTextOf(apiKeyLimits.name.max, apiKeyLimits.name.tooLong),
  mode: z.enum(apiKeyModes),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

export const rollApiKeyRequest = z.object({
  /** How long the old secret keeps working: 0 (it stops now) to 24 hours. */
  graceHours: z.number().check(z.int(), z.gte(0), z.lte(API_KEY_MAX_GRACE_HOURS)),
});
export type RollApiKeyRequest = z.infer<typeof rollApiKeyRequest>;
