import type { UserRecord } from '../auth/records';
import { DomainError, keepingWrites } from '../errors';
import type { Tx } from '../ports';
import { hashSecret } from './keys';
import type { ApiKeyRecord } from './records';

/*
 * A bearer `sk_test_…` / `sk_live_…` (docs/api-keys.md): the key's partner is the caller, on the
 * partner's data (live) or its sandbox twin (test). A secret that matches no key is a failed
 * authentication, stored (`api_key_failures`) with the client that sent it: past
 * API_KEY_FAILURES of them in API_KEY_FAILURE_WINDOW_MS, the client is refused (429 with
 * Retry-After) before its key is even looked up, as sign-in locks a guessing client
 * (server/domain/auth/limits.ts). A revoked or expired key is a known key — its requests are
 * the partner's to read in the request log — and does not count.
 */

export const API_KEY_FAILURES = 20;
export const API_KEY_FAILURE_WINDOW_MS = 15 * 60_000;

const unknownKey = () => new DomainError(401, 'Authentication required', 'UNAUTHORIZED');

/** 429 while `client` has API_KEY_FAILURES failures in the window, with when the oldest counted one lets go. */
async function refuseIfLimited(tx: Tx, client: string, now: number): Promise<void> {
  const times = await tx.apiKeyFailures.times(client, now - API_KEY_FAILURE_WINDOW_MS + 1);
  if (times.length < API_KEY_FAILURES) return;
  const until = (times[times.length - API_KEY_FAILURES] ?? now) + API_KEY_FAILURE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new DomainError(
    429,
    `Too many requests with unknown API keys. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'TOO_MANY_ATTEMPTS',
    { 'Retry-After': String(seconds) },
  );
}

/**
 * The key of `secret` and its partner's account, or a refusal: 429 for a client past the limit,
 * 401 UNAUTHORIZED for an unknown key (the failure kept), API_KEY_REVOKED / API_KEY_EXPIRED for a
 * key that no longer works.
 */
export async function keyOf(
  tx: Tx,
  secret: string,
  client: string,
  now: number,
): Promise<{ key: ApiKeyRecord; owner: UserRecord }> {
  await refuseIfLimited(tx, client, now);
  const key = await tx.apiKeys.byHash(hashSecret(secret));
  const owner = key && (await tx.users.byId(key.partnerId));
  if (!key || owner?.role !== 'partner') {
    await tx.apiKeyFailures.prune(now - API_KEY_FAILURE_WINDOW_MS + 1);
    await tx.apiKeyFailures.insert({ client, at: now });
    throw keepingWrites(unknownKey());
  }
  if (key.revokedAt !== null) throw new DomainError(401, 'This API key was revoked', 'API_KEY_REVOKED');
  if (key.expiresAt !== null && key.expiresAt <= now) {
    throw new DomainError(401, 'This API key has expired: it was rolled. Use its new secret.', 'API_KEY_EXPIRED');
  }
  return { key, owner };
}
