import type { KnownDeviceRecord, ResetTokenRecord, SessionRecord, SignInFailureRecord, UserRecord } from './records';

/*
 * What the accounts' rules need of a store, inside one transaction (server/domain/ports.ts).
 * Reads return copies: changing one changes nothing stored; only these methods write.
 */

export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt'>>;

export interface UserRepo {
  byId(id: string): Promise<UserRecord | undefined>;
  /** By the address as stored: trimmed, lower case. */
  byEmail(email: string): Promise<UserRecord | undefined>;
  /** A new account; 409 EMAIL_TAKEN if another has its address (a unique constraint, whatever the race). */
  insert(user: UserRecord): Promise<void>;
  update(id: string, patch: UserPatch): Promise<void>;
}

export type SessionPatch = Partial<Omit<SessionRecord, 'id' | 'userId'>>;

export interface SessionRepo {
  insert(session: SessionRecord): Promise<void>;
  byAccessHash(hash: string): Promise<SessionRecord | undefined>;
  byRefreshHash(hash: string): Promise<SessionRecord | undefined>;
  /** The session that rotated this refresh token away, if one still keeps it. */
  byRotatedRefreshHash(hash: string): Promise<SessionRecord | undefined>;
  /**
   * Writes `patch` only if the session still holds the refresh token `refreshHash` (a rotation:
   * of two refreshes with one token, one wins); whether it did.
   */
  rotate(id: string, refreshHash: string, patch: SessionPatch): Promise<boolean>;
  delete(id: string): Promise<void>;
  deleteForUser(userId: string): Promise<void>;
}

export interface ResetTokenRepo {
  insert(token: ResetTokenRecord): Promise<void>;
  /** The link with this hash, if it is still in force at `now`. */
  find(hash: string, now: number): Promise<ResetTokenRecord | undefined>;
  /** The account's links in force at `now`, the soonest to expire first. */
  liveFor(userId: string, now: number): Promise<ResetTokenRecord[]>;
  delete(hashes: readonly string[]): Promise<void>;
  deleteExpired(now: number): Promise<void>;
  deleteForUser(userId: string): Promise<void>;
}

export interface SignInFailureRepo {
  /** The times (epoch ms, ascending) of failures since `since` that match every given field. */
  times(since: number, match: { client?: string; email?: string }): Promise<number[]>;
  insert(failure: SignInFailureRecord): Promise<void>;
  /** Forgets the failures before `before`, and the oldest past `keep` in all. */
  prune(before: number, keep: number): Promise<void>;
  /** Forgets the failures of this address (and of this client only, when given). */
  forget(match: { email: string; client?: string }): Promise<void>;
}

export interface KnownDeviceRepo {
  /** Whether `client` signed in to the account at `since` or later. */
  isKnown(userId: string, client: string, since: number): Promise<boolean>;
  /** Records a sign-in of `client`; keeps the `keep` most recent of the account's, and none older than `since`. */
  touch(device: KnownDeviceRecord, keep: number, since: number): Promise<void>;
}

export interface AuthRepos {
  users: UserRepo;
  sessions: SessionRepo;
  resetTokens: ResetTokenRepo;
  signInFailures: SignInFailureRepo;
  knownDevices: KnownDeviceRepo;
}
