import { z } from 'zod/mini';
import { user, userRoles } from '@/api/schemas';

/*
 * The records of accounts and their sign-ins, as every store keeps them (the in-memory store of
 * the mock keeps these very objects; PostgreSQL keeps them as rows: server/storage/postgres).
 * No secret is kept as it was typed or handed out: a password is kept as its argon2id hash (or,
 * in the mock, a salted SHA-256: server/domain/auth/secrets.ts), every token and code as its
 * SHA-256. Times are epoch milliseconds unless they are ISO texts of the contract.
 */

export const userRecord = z.extend(user, {
  /** Every account stored before roles existed is a partner's. */
  role: z._default(z.enum(userRoles), 'partner'),
  passwordHash: z.string(),
  verified: z.boolean(),
  /** The SHA-256 of the verification code e-mailed at sign-up (or after an e-mail change); none once verified. */
  verificationCodeHash: z.optional(z.string()),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** A sign-in: its access and refresh tokens by their hashes, and the refresh tokens it rotated away. */
export const sessionRecord = z.object({
  id: z.string(),
  userId: z.string(),
  accessHash: z.string(),
  refreshHash: z.string(),
  /** After this the access token answers 401 TOKEN_EXPIRED. */
  expiresAt: z.number(),
  /** After this the refresh token answers 401 REFRESH_EXPIRED (30 days with "remember me", else 1). */
  refreshExpiresAt: z.number(),
  /**
   * The hashes of the refresh tokens this session rotated away, oldest first (at most
   * ROTATED_REFRESH_TOKENS_KEPT): one of them presented again means the token leaked, and ends
   * the session (server/domain/auth/sessions.ts).
   */
  rotatedRefreshHashes: z.array(z.string()),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** A password-reset link handed out: single use, until `expiresAt`. */
export const resetTokenRecord = z.object({ hash: z.string(), userId: z.string(), expiresAt: z.number() });
export type ResetTokenRecord = z.infer<typeof resetTokenRecord>;

/** A failed sign-in or verification: the address tried (trimmed, lower case), who tried it, when. */
export const signInFailureRecord = z.object({ email: z.string(), client: z.string(), at: z.number() });
export type SignInFailureRecord = z.infer<typeof signInFailureRecord>;

/** A client that signed in to an account, and when it last did: one of the account's known devices. */
export const knownDeviceRecord = z.object({ userId: z.string(), client: z.string(), at: z.number() });
export type KnownDeviceRecord = z.infer<typeof knownDeviceRecord>;
