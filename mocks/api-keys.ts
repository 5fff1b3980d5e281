import { apiKeyMayCall } from '@/api/contract/api-keys';
import type { EndpointDef } from '@/api/endpoints';
import type { ApiKey, ApiKeyMode } from '@/api/schemas/api-keys';
import { db, nextId, type ApiKeyRecord, type DbState } from './db';
import { MockError } from './errors';
import { sha256Hex } from '@server/domain/sha256';
import { DEMO_USER_ID } from '@server/seed/accounts';

type UserRecord = DbState['users'][number];

/*
 * API keys (issue 25): a bearer `sk_test_…` / `sk_live_…` authenticates as its partner on the
 * partner endpoints; a test key as the partner's sandbox twin (server/domain/partners/sandbox.ts). The state keeps
 * a key's SHA-256 and last 4 only. docs/api-contract.md, API keys.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const HOUR_MS = 3_600_000;

export { bearerToken, isApiKeySecret } from '@server/http/authenticate';

/** `length` base62 characters from the platform's CSPRNG (rejection sampling: no bias). */
export function randomBase62(length: number): string {
  let body = '';
  const bytes = new Uint8Array(64);
  while (body.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) if (byte < 248 && body.length < length) body += BASE62[byte % 62];
  }
  return body;
}

/** `sk_<mode>_` and 32 base62 characters. */
export const newSecret = (mode: ApiKeyMode): string => `sk_${mode}_${randomBase62(32)}`;

export const hashSecret = (secret: string) => sha256Hex(secret);

/** The record a secret is stored as (without its owner, id, name and times). */
export const secretFields = (secret: string) => ({ hash: hashSecret(secret), last4: secret.slice(-4) });

/**
 * Partners whose API access is approved: the account an approved request's invitation made
 * (mocks/invitations.ts), or one of these, approved from the start (the demo). Never by e-mail
 * address: an address can be typed into a profile, so it proves nothing (issue 38).
 */
const APPROVED_FROM_THE_START: readonly string[] = [DEMO_USER_ID];

export function hasApprovedApiAccess(user: UserRecord): boolean {
  if (APPROVED_FROM_THE_START.includes(user.id)) return true;
  return db.state.apiAccessRequests.some((r) => r.status === 'approved' && r.accountId === user.id);
}

/** Keys a partner may hold at once (revoked ones included): a bound on what one account stores. */
export const MAX_API_KEYS = 50;

export const liveNotApproved = () =>
  new MockError(
    403,
    'Live keys need approved API access. Request access from the landing page, and use a test key meanwhile.',
    'API_ACCESS_NOT_APPROVED',
  );

/** A new key for `partnerId`; the secret is returned once, never stored. */
export function createKey(partnerId: string, name: string, mode: ApiKeyRecord['mode'], { revealLater = false } = {}) {
  if (db.state.apiKeys.filter((k) => k.partnerId === partnerId).length >= MAX_API_KEYS) {
    throw new MockError(409, `You can hold at most ${MAX_API_KEYS} API keys`, 'TOO_MANY_API_KEYS');
  }
  const secret = newSecret(mode);
  const record: ApiKeyRecord = {
    partnerId,
    id: nextId('key'),
    name,
    mode,
    ...secretFields(secret),
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...(revealLater ? { pendingSecret: secret } : {}),
  };
  db.state.apiKeys.push(record);
  return { ...publicKey(record), secret };
}

export function keyStatus(record: ApiKeyRecord, now = Date.now()): ApiKey['status'] {
  if (record.revokedAt !== null || (record.expiresAt !== null && record.expiresAt <= now)) return 'revoked';
  return record.expiresAt !== null ? 'expiring' : 'active';
}

/** `sk_test_••••abcd`: a key as every reply and log shows it. */
export const redactedKey = (record: Pick<ApiKeyRecord, 'mode' | 'last4'>) => `sk_${record.mode}_••••${record.last4}`;

/** A record as the API shows it: never its hash, the secret only redacted. */
export const publicKey = (record: ApiKeyRecord): ApiKey => ({
  id: record.id,
  name: record.name,
  mode: record.mode,
  redacted: redactedKey(record),
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
  expiresAt: record.expiresAt === null ? null : new Date(record.expiresAt).toISOString(),
  status: keyStatus(record),
  revealable: record.pendingSecret !== undefined && keyStatus(record) !== 'revoked',
});

const keyNotAllowed = () =>
  new MockError(403, 'This endpoint needs a dashboard sign-in: an API key cannot call it', 'API_KEY_NOT_ALLOWED');

/**
 * The partner a key bearer authenticates as, and whether the key is live (a test key acts on the
 * partner's sandbox twin: mocks/server-api.ts). 401 API_KEY_REVOKED / API_KEY_EXPIRED for a key that no longer works,
 * UNAUTHORIZED for an unknown one; 403 API_KEY_NOT_ALLOWED on a dashboard-only endpoint.
 */
export function authenticateApiKey(endpoint: EndpointDef, secret: string): { user: UserRecord; livemode: boolean } {
  const hash = hashSecret(secret);
  const record = db.state.apiKeys.find((k) => k.hash === hash);
  const owner = record && db.state.users.find((u) => u.id === record.partnerId);
  if (!record || owner?.role !== 'partner') throw new MockError(401, 'Authentication required', 'UNAUTHORIZED');
  if (record.revokedAt !== null) throw new MockError(401, 'This API key was revoked', 'API_KEY_REVOKED');
  const now = Date.now();
  if (record.expiresAt !== null && record.expiresAt <= now) {
    throw new MockError(401, 'This API key has expired: it was rolled. Use its new secret.', 'API_KEY_EXPIRED');
  }
  // Its own management (a leaked key must not mint or roll others), the session's and operators' endpoints.
  if (!apiKeyMayCall(endpoint)) throw keyNotAllowed();
  record.lastUsedAt = new Date(now).toISOString();
  return { user: owner, livemode: record.mode === 'live' };
}
