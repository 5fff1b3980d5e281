import { DomainError, keepingWrites } from '../errors';
import type { Ctx } from '../ports';

/*
 * The sign-in attempt limits (docs/api-contract.md, "Authentication"). A failure is a wrong
 * password or a wrong verification code at sign-in, or a wrong code (or an address without an
 * account) at POST /api/auth/verify-email. Each is stored (`signInFailures`) with the address
 * tried and the client that tried it (server/http/client.ts), so a lock outlives a restart. Three
 * limits, over the last 15 minutes:
 *
 * 1. per client and address: SIGN_IN_ATTEMPTS failures of one client for one address lock that
 *    address for that client;
 * 2. per client: CLIENT_SIGN_IN_ATTEMPTS failures of one client, whatever the addresses, lock
 *    that client out of every address it is not a known device of (trying many addresses);
 * 3. per account: ACCOUNT_SIGN_IN_ATTEMPTS failures for one address, from any clients, lock it
 *    for every client that is not one of its known devices (a guessing spread over clients).
 *
 * A known device of an account is a client that signed in to it in the last 30 days. So a
 * stranger's wrong passwords lock only the stranger, and many strangers' lock out new devices but
 * never the partner's own. Addresses without an account are counted and locked alike (they have
 * no known devices), so a lock tells nobody which addresses have one.
 */

/** Failures of one client for one address in the window that lock that address for it… */
export const SIGN_IN_ATTEMPTS = 5;
/** …failures of one client, any addresses, that lock it out of all but its known accounts… */
export const CLIENT_SIGN_IN_ATTEMPTS = 20;
/** …failures for one address, any clients, that lock it for all but its known devices… */
export const ACCOUNT_SIGN_IN_ATTEMPTS = 10;
/** …until the oldest of them is this old. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The most failures kept: past it the oldest are forgotten first (a flood cannot grow the store for ever). */
export const MAX_FAILURES_KEPT = 10_000;
/** The clients remembered per account: the most recent sign-ins win. */
export const KNOWN_DEVICES_PER_ACCOUNT = 10;
/** A client that has not signed in to an account for this long is no longer one of its known devices. */
export const KNOWN_DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;

/** One attempt: the address as typed (trimmed, lower case), who tries it, and the account behind it if any. */
export interface Attempt {
  email: string;
  client: string;
  userId: string | undefined;
}

/** When `times` (ascending, `limit` or more) stop locking: once all but `limit - 1` of them are out of the window. */
const unlocksAt = (times: readonly number[], limit: number): number =>
  (times[times.length - limit] ?? 0) + SIGN_IN_WINDOW_MS;

/**
 * 429 TOO_MANY_ATTEMPTS while one of the limits holds for this attempt, with `Retry-After`
 * (seconds) and the message saying when the last of them lets go. Checked before the password:
 * once locked, even the right one waits (and does not count).
 */
export async function refuseIfLocked(
  { tx }: Ctx,
  attempt: Attempt,
  now: number,
  what: 'sign-in' | 'verification' = 'sign-in',
): Promise<void> {
  const since = now - SIGN_IN_WINDOW_MS + 1;
  const known =
    attempt.userId !== undefined &&
    (await tx.knownDevices.isKnown(attempt.userId, attempt.client, now - KNOWN_DEVICE_TTL_MS + 1));
  const limits: Array<[number[], number]> = [
    [await tx.signInFailures.times(since, { client: attempt.client, email: attempt.email }), SIGN_IN_ATTEMPTS],
  ];
  if (!known) {
    limits.push([await tx.signInFailures.times(since, { client: attempt.client }), CLIENT_SIGN_IN_ATTEMPTS]);
    limits.push([await tx.signInFailures.times(since, { email: attempt.email }), ACCOUNT_SIGN_IN_ATTEMPTS]);
  }
  const until = Math.max(
    0,
    ...limits.filter(([times, limit]) => times.length >= limit).map(([times, limit]) => unlocksAt(times, limit)),
  );
  if (until === 0) return;
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new DomainError(
    429,
    `Too many failed ${what} attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'TOO_MANY_ATTEMPTS',
    { 'Retry-After': String(seconds) },
  );
}

/**
 * A failed attempt, recorded (failures out of the window pruned first, the oldest past
 * MAX_FAILURES_KEPT), and the refusal to throw for it: kept although the request is refused.
 */
export async function failedAttempt({ tx }: Ctx, attempt: Attempt, now: number, refusal: DomainError) {
  await tx.signInFailures.prune(now - SIGN_IN_WINDOW_MS + 1, MAX_FAILURES_KEPT - 1);
  await tx.signInFailures.insert({ email: attempt.email, client: attempt.client, at: now });
  return keepingWrites(refusal);
}

/**
 * A successful sign-in or verification: this client's own failures for the address are
 * forgotten (not other clients': someone guessing keeps their count). A sign-in also makes the
 * client a known device of the account, the oldest of its devices forgotten past
 * KNOWN_DEVICES_PER_ACCOUNT and every device 30 days after its last sign-in.
 */
export async function succeeded({ tx }: Ctx, attempt: Attempt, now: number, signedIn: boolean): Promise<void> {
  await tx.signInFailures.forget({ email: attempt.email, client: attempt.client });
  if (!signedIn || attempt.userId === undefined) return;
  await tx.knownDevices.touch(
    { userId: attempt.userId, client: attempt.client, at: now },
    KNOWN_DEVICES_PER_ACCOUNT,
    now - KNOWN_DEVICE_TTL_MS + 1,
  );
}

/** A password reset: every client's failures for the address are forgotten (the mailbox's owner is back in). */
export const forgetAddress = ({ tx }: Ctx, email: string) => tx.signInFailures.forget({ email });
