import type { ApiKey, ApiKeyMode, ApiKeyWithSecret, CreateApiKeyRequest } from '@/api/schemas/api-keys';
import type { UserRecord } from '../auth/records';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import type { Ctx, Tx } from '../ports';
import { sha256Hex } from '../sha256';
import type { ApiKeyRecord } from './records';

/*
 * A partner's API keys (docs/api-keys.md): made, rolled, revoked from the dashboard. A secret is
 * `sk_<mode>_` and 32 base62 characters from the CSPRNG; it is in the reply that makes it and
 * nowhere else: the store keeps its SHA-256 and last 4.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const HOUR_MS = 3_600_000;
/** Keys a partner may hold at once (revoked ones included): a bound on what one account stores. */
export const MAX_API_KEYS = 50;

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

export const newSecret = (mode: ApiKeyMode): string => `sk_${mode}_${randomBase62(32)}`;
export const hashSecret = (secret: string): string => sha256Hex(secret);

/** `sk_test_••••abcd`: a key as every reply and log shows it. */
export const redactedKey = (record: Pick<ApiKeyRecord, 'mode' | 'last4'>) => `sk_${record.mode}_••••${record.last4}`;

export function keyStatus(record: ApiKeyRecord, now: number): ApiKey['status'] {
  if (record.revokedAt !== null || (record.expiresAt !== null && record.expiresAt <= now)) return 'revoked';
  return record.expiresAt !== null ? 'expiring' : 'active';
}

/** A record as the API shows it: never its hash, the secret only redacted. */
export const publicKey = (record: ApiKeyRecord, now: number): ApiKey => ({
  id: record.id,
  name: record.name,
  mode: record.mode,
  redacted: redactedKey(record),
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
  expiresAt: record.expiresAt === null ? null : new Date(record.expiresAt).toISOString(),
  status: keyStatus(record, now),
});

/** A key with its secret, this once: `secret` and no redacted copy beside it (one secret field). */
export const withSecret = (record: ApiKeyRecord, secret: string, now: number): ApiKeyWithSecret => {
  const { redacted: _redacted, ...shown } = publicKey(record, now);
  return { ...shown, secret };
};

/**
 * Partners whose API access is approved: the account an approved request's invitation made, or
 * one approved from the start — the demo partner (`usr_demo`, server/seed/accounts.ts). Never by
 * e-mail address: an address can be typed into a profile, so it proves nothing (issue 38).
 */
const APPROVED_FROM_THE_START: readonly string[] = ['usr_demo'];

export async function hasApprovedApiAccess(tx: Tx, user: UserRecord): Promise<boolean> {
  if (APPROVED_FROM_THE_START.includes(user.id)) return true;
  return tx.apiAccessRequests.approvedFor(user.id);
}

/** A new key for `partnerId` and its secret (in the reply only). */
export async function makeKey(
  tx: Tx,
  partnerId: string,
  name: string,
  mode: ApiKeyMode,
  now: number,
): Promise<ApiKeyWithSecret> {
  await tx.lockPartner(partnerId);
  if ((await tx.apiKeys.count(partnerId)) >= MAX_API_KEYS) {
    throw new DomainError(409, `You can hold at most ${MAX_API_KEYS} API keys`, 'TOO_MANY_API_KEYS');
  }
  const secret = newSecret(mode);
  const record: ApiKeyRecord = {
    partnerId,
    id: newId('key', now),
    name,
    mode,
    hash: hashSecret(secret),
    last4: secret.slice(-4),
    createdAt: new Date(now).toISOString(),
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
  };
  await tx.apiKeys.insert(record);
  return withSecret(record, secret, now);
}

/** The dashboard's keys of the mode it shows (test mode: test keys; live: live keys), newest first. */
export async function listKeys({ tx }: Ctx, partnerId: string, mode: ApiKeyMode, now: number): Promise<ApiKey[]> {
  return (await tx.apiKeys.ofPartner(partnerId, mode)).map((record) => publicKey(record, now));
}

export async function createKey(ctx: Ctx, user: UserRecord, body: CreateApiKeyRequest, now: number) {
  if (body.mode === 'live' && !(user.verified && (await hasApprovedApiAccess(ctx.tx, user)))) {
    throw new DomainError(
      403,
      'Live keys need approved API access. Request access from the landing page, and use a test key meanwhile.',
      'API_ACCESS_NOT_APPROVED',
    );
  }
  return makeKey(ctx.tx, user.id, body.name, body.mode, now);
}

async function ownKey(tx: Tx, partnerId: string, id: string): Promise<ApiKeyRecord> {
  const record = await tx.apiKeys.byId(partnerId, id);
  if (!record) throw notFound('API key');
  return record;
}

/** A new secret under the same name and mode; the old one works `graceHours` more (0: it stops now). */
export async function rollKey({ tx }: Ctx, partnerId: string, id: string, graceHours: number, now: number) {
  const old = await ownKey(tx, partnerId, id);
  if (keyStatus(old, now) !== 'active') {
    throw new DomainError(409, 'This API key no longer works: it cannot be rolled', 'API_KEY_REVOKED');
  }
  const rolled = await makeKey(tx, partnerId, old.name, old.mode, now);
  await tx.apiKeys.update(old.id, graceHours === 0 ? { revokedAt: now } : { expiresAt: now + graceHours * HOUR_MS });
  return rolled;
}

/** Revoking twice answers the revoked key again. */
export async function revokeKey({ tx }: Ctx, partnerId: string, id: string, now: number): Promise<ApiKey> {
  const record = await ownKey(tx, partnerId, id);
  if (record.revokedAt !== null) return publicKey(record, now);
  await tx.apiKeys.update(id, { revokedAt: now });
  return publicKey({ ...record, revokedAt: now }, now);
}
