import { endpoints } from '@/api/endpoints';
import { createKey, hasApprovedApiAccess, HOUR_MS, liveNotApproved, publicKey } from '../api-keys';
import { db } from '../db';
import { MockError } from '../errors';
import { findOwned, handle, newestFirst } from '../http';

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

  // A key made for the partner (an invitation's first test key): its secret, this once.
  handle(endpoints.revealApiKey, ({ user, params }) => {
    const record = findOwned(db.state.apiKeys, params.id, user.id, 'API key');
    const secret = record.pendingSecret;
    if (secret === undefined || publicKey(record).status === 'revoked') {
      throw new MockError(
        409,
        'This key’s secret was already shown: roll the key for a new one',
        'API_KEY_NOT_REVEALABLE',
      );
    }
    delete record.pendingSecret;
    return { ...publicKey(record), secret };
  }),

  // Revoking twice answers the revoked key again.
  handle(endpoints.revokeApiKey, ({ user, params }) => {
    const record = findOwned(db.state.apiKeys, params.id, user.id, 'API key');
    record.revokedAt ??= Date.now();
    return publicKey(record);
  }),
];
