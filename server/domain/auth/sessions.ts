import { DomainError, keepingWrites } from '../errors';
import type { Ctx, Tx } from '../ports';
import type { SessionRecord, UserRecord } from './records';
import { hashToken, randomToken } from './secrets';

/*
 * Sign-ins (sessions): an access token for 15 minutes and a refresh token for a day (30 with
 * "remember me"), both random and stored as their SHA-256 only. A refresh rotates both; the
 * refresh token it replaces is kept (its hash), because a rotated-away token presented again can
 * only have been copied: by an attacker, or by the partner after an attacker refreshed first. The
 * server cannot tell which, so it ends the whole session (OAuth 2.0 security best practice,
 * RFC 9700 4.14.2) and whoever holds its tokens signs in again.
 */

/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Refresh tokens live 30 days after a "remember me" sign-in, 1 day otherwise; rotation keeps the date. */
export const REFRESH_TOKEN_TTL_MS = { rememberMe: 30 * DAY_MS, session: DAY_MS } as const;
/** The rotated refresh tokens a session keeps (oldest forgotten first): older ones are just unknown (401). */
export const ROTATED_REFRESH_TOKENS_KEPT = 20;

export const REFRESH_TOKEN_REUSED_MESSAGE =
  'This refresh token was already used, so the session was ended to keep it safe. Please sign in again.';

export const unauthorized = () => new DomainError(401, 'Authentication required', 'UNAUTHORIZED');

/** The tokens of a new sign-in, handed out once: only their hashes are stored. */
export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

export async function createSession(
  { tx }: Ctx,
  userId: string,
  rememberMe: boolean,
  now: number,
): Promise<IssuedTokens> {
  const tokens = { token: randomToken('at'), refreshToken: randomToken('rt') };
  await tx.sessions.insert({
    id: randomToken('ses'),
    userId,
    accessHash: hashToken(tokens.token),
    refreshHash: hashToken(tokens.refreshToken),
    expiresAt: now + ACCESS_TOKEN_TTL_MS,
    refreshExpiresAt: now + (rememberMe ? REFRESH_TOKEN_TTL_MS.rememberMe : REFRESH_TOKEN_TTL_MS.session),
    rotatedRefreshHashes: [],
  });
  return tokens;
}

/** Who a bearer token signs in: its session and account, or a 401 saying why not. */
export interface Authenticated {
  user: UserRecord;
  session: SessionRecord;
}

/**
 * The session and account of an access token (`kind: 'access'`) or a refresh token (`'refresh'`).
 * A refresh token rotated away ends its session: 401 REFRESH_TOKEN_REUSED, the end kept.
 */
export async function authenticateToken(
  tx: Tx,
  token: string | null,
  kind: 'access' | 'refresh',
  now: number,
): Promise<Authenticated> {
  if (!token) throw unauthorized();
  const hash = hashToken(token);
  const session = kind === 'access' ? await tx.sessions.byAccessHash(hash) : await tx.sessions.byRefreshHash(hash);
  if (!session) {
    const reused = kind === 'refresh' ? await tx.sessions.byRotatedRefreshHash(hash) : undefined;
    if (!reused) throw unauthorized();
    await tx.sessions.delete(reused.id);
    throw keepingWrites(new DomainError(401, REFRESH_TOKEN_REUSED_MESSAGE, 'REFRESH_TOKEN_REUSED'));
  }
  if (kind === 'access' && session.expiresAt <= now) {
    throw new DomainError(401, 'Your session has expired', 'TOKEN_EXPIRED');
  }
  if (kind === 'refresh' && session.refreshExpiresAt <= now) {
    throw new DomainError(401, 'Your session has expired. Please sign in again.', 'REFRESH_EXPIRED');
  }
  const user = await tx.users.byId(session.userId);
  if (!user) throw unauthorized();
  return { user, session };
}

/**
 * Rotation: the old access token stops working, the refresh token is replaced. The new refresh
 * token keeps the session's expiry (set at sign-in), so refreshing never extends a session past its
 * 30 days (or 1 day); nor does the access token outlive it. Of two refreshes with the same token
 * one wins; the other is told the token was reused (and ends the session, as above).
 */
export async function refreshSession({ tx }: Ctx, session: SessionRecord, now: number): Promise<IssuedTokens> {
  const tokens = { token: randomToken('at'), refreshToken: randomToken('rt') };
  const rotated = await tx.sessions.rotate(session.id, session.refreshHash, {
    accessHash: hashToken(tokens.token),
    refreshHash: hashToken(tokens.refreshToken),
    expiresAt: Math.min(now + ACCESS_TOKEN_TTL_MS, session.refreshExpiresAt),
    rotatedRefreshHashes: [...session.rotatedRefreshHashes, session.refreshHash].slice(-ROTATED_REFRESH_TOKENS_KEPT),
  });
  if (!rotated) {
    await tx.sessions.delete(session.id);
    throw keepingWrites(new DomainError(401, REFRESH_TOKEN_REUSED_MESSAGE, 'REFRESH_TOKEN_REUSED'));
  }
  return tokens;
}

export const signOut = ({ tx }: Ctx, session: SessionRecord) => tx.sessions.delete(session.id);
