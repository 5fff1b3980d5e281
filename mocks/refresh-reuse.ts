import { db, saveDb, type DbState } from './db';
import { MockError } from './errors';

/*
 * Refresh-token rotation with reuse detection, as OAuth 2.0's security best practice has it
 * (RFC 9700, 4.14.2). Every refresh replaces the session's refresh token and keeps the old one
 * in the session (`rotatedRefreshTokens`, mocks/db.ts). A refresh token that was rotated away
 * can only come back if it was copied: by an attacker, or by the partner after an attacker
 * refreshed first. The server cannot tell which, so it ends the whole session (the family): its
 * current access and refresh tokens stop working, and whoever holds them signs in again.
 */

type SessionRecord = DbState['sessions'][number];

/**
 * The rotated refresh tokens each session keeps (oldest forgotten first). A token older than
 * that answers a plain 401 UNAUTHORIZED, as any unknown token does, and ends nothing.
 */
export const ROTATED_REFRESH_TOKENS_KEPT = 20;

export const REFRESH_TOKEN_REUSED_MESSAGE =
  'This refresh token was already used, so the session was ended to keep it safe. Please sign in again.';

/** A refresh: `retired` (the session's refresh token until now) is kept for detecting its reuse. */
export function keepRotatedToken(session: SessionRecord, retired: string): void {
  session.rotatedRefreshTokens = [...(session.rotatedRefreshTokens ?? []), retired].slice(-ROTATED_REFRESH_TOKENS_KEPT);
}

/**
 * A refresh token that no session holds now. If a session rotated it away, that session is
 * ended (stored at once: the refusal that follows saves nothing) and the refusal says why:
 * 401 REFRESH_TOKEN_REUSED. Otherwise null (the caller answers 401 UNAUTHORIZED).
 */
export function endSessionOfReusedToken(token: string): MockError | null {
  const session = db.state.sessions.find((s) => s.rotatedRefreshTokens?.includes(token));
  if (!session) return null;
  db.state.sessions = db.state.sessions.filter((s) => s !== session);
  saveDb();
  return new MockError(401, REFRESH_TOKEN_REUSED_MESSAGE, 'REFRESH_TOKEN_REUSED');
}
