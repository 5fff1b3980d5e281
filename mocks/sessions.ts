import { db } from './db';

/** Tests: every stored access token answers 401 TOKEN_EXPIRED, as after a long idle (refresh tokens stay valid). */
export function expireAccessTokens(): void {
  for (const session of db.state.sessions) session.expiresAt = 0;
}
