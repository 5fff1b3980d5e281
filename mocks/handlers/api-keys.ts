import { endpoints } from '@/api/endpoints';
import { hasApprovedApiAccess, HOUR_MS, newSecret, publicKey, secretFields } from '../api-keys';
import { db, nextId, type ApiKeyRecord } from '../db';
import { MockError } from '../errors';
import { findOwned, handle, newestFirst } from '../http';

/** Keys a partner may hold at once (revoked ones included): a bound on what one account stores. */
export const MAX_API_KEYS = 50;

const liveNotApproved = () =>
  new MockError(
    403,
    'Live keys need approved API access. Request access from the landing page, and use a test key meanwhile.',
    'API_ACCESS_NOT_APPROVED',
  );

/** A new key for `partnerId`; the secret is returned once, never stored. */
function createKey(partnerId: string, name: string, mode: ApiKeyRecord['mode']) {
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
  };
  db.state.apiKeys.push(record);
  return { ...publicKey(record), secret };
}

const revokedKey = () => new MockError(409, 'This API key no longer works: it cannot be rolled', 'API_KEY_REVOKED');

export const apiKeyHandlers = [
  handle(endpoints.listApiKeys, ({ user }) =>
    newestFirst(
      db.state.apiKeys.filter((k) => k.partnerId === user.id),
      (k) => k.createdAt,
    ).map(publicKey),
  ),

  handle(endpoints.createApiKey, ({ user, body }) => {
    if (body.mode === 'live' && !(user.verified && hasApprovedApiAccess(user))) throw liveNotApproved();
    return createKey(user.id, body.name, body.mode);
  }),

  // A new secret under the same name and mode; the old one works `graceHours` more (0: stops now).
  handle(endpoints.rollApiKey, ({ user, params, body }) => {
    const old = findOwned(db.state.apiKeys, params.id, user.id, 'API key');
    if (publicKey(old).status !== 'active') throw revokedKey();
    const rolled = createKey(user.id, old.name, old.mode);
    const now = Date.now();
    if (body.graceHours === 0) old.revokedAt = now;
    else old.expiresAt = now + body.graceHours * HOUR_MS;
    return rolled;
  }),

  // Revoking twice answers the revoked key again.
  handle(endpoints.revokeApiKey, ({ user, params }) => {
    const record = findOwned(db.state.apiKeys, params.id, user.id, 'API key');
    record.revokedAt ??= Date.now();
    return publicKey(record);
  }),
];
