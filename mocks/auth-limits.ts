import { db, saveDb, type DbState } from './db';
import { MockError } from './errors';

/*
 * The sign-in attempt limits (docs/api-contract.md, "Authentication"). A failure is a wrong
 * password or a wrong verification code at sign-in, or a wrong code (or an address without an
 * account) at POST /api/auth/verify-email. Each is recorded in the state (`signInFailures`,
 * mocks/db.ts) with the address tried and the client that tried it (mocks/client-identity.ts),
 * so a lock survives a restart of the HTTP mock. Three limits, over the last 15 minutes:
 *
 * 1. per client and address: SIGN_IN_ATTEMPTS failures of one client for one address lock that
 *    address for that client;
 * 2. per client: CLIENT_SIGN_IN_ATTEMPTS failures of one client, whatever the addresses, lock
 *    that client out of every address it is not a known device of (trying many addresses);
 * 3. per account: ACCOUNT_SIGN_IN_ATTEMPTS failures for one address, from any clients, lock it
 *    for every client that is not one of its known devices (a guessing spread over clients).
 *
 * A known device of an account is a client that signed in to it in the last 30 days
 * (`knownDevices`). So a stranger's wrong passwords lock only the stranger, and many
 * strangers' lock out new devices but never the partner's own. Addresses without an account
 * are counted and locked alike (they have no known devices), so a lock tells nobody which
 * addresses have one.
 */

/** Failures of one client for one address in the window that lock that address for it… */
export const SIGN_IN_ATTEMPTS = 5;
/** …failures of one client, any addresses, that lock it out of all but its known accounts… */
export const CLIENT_SIGN_IN_ATTEMPTS = 20;
/** …failures for one address, any clients, that lock it for all but its known devices… */
export const ACCOUNT_SIGN_IN_ATTEMPTS = 10;
/** …until the oldest of them is this old. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The most failures kept: past it the oldest are forgotten first (a flood cannot grow the state for ever). */
export const MAX_FAILURES_KEPT = 10_000;
/** The clients remembered per account: the most recent sign-ins win. */
export const KNOWN_DEVICES_PER_ACCOUNT = 10;
/** A client that has not signed in to an account for this long is no longer one of its known devices. */
export const KNOWN_DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;

type Failure = DbState['signInFailures'][number];
type Device = DbState['knownDevices'][number];

/** One attempt: the address as typed (trimmed, lower case), who tries it, and the account behind it if any. */
export interface Attempt {
  email: string;
  client: string;
  userId: string | undefined;
}

const inWindow = (failure: Failure, now: number) => now - failure.at < SIGN_IN_WINDOW_MS;
const expired = (device: Device, now: number) => now - device.at >= KNOWN_DEVICE_TTL_MS;

/** Whether `client` signed in to the account `userId` in the last 30 days. */
export function isKnownDevice(userId: string | undefined, client: string, now: number): boolean {
  return (
    userId !== undefined &&
    db.state.knownDevices.some((d) => d.userId === userId && d.client === client && !expired(d, now))
  );
}

/** When `failures` (`limit` or more) stop locking: once all but `limit - 1` of them are out of the window. */
function unlocksAt(failures: readonly Failure[], limit: number): number {
  const times = failures.map((f) => f.at).sort((a, b) => a - b);
  return (times[times.length - limit] ?? 0) + SIGN_IN_WINDOW_MS;
}

/**
 * 429 TOO_MANY_ATTEMPTS while one of the limits holds for this attempt, with `Retry-After`
 * (seconds) and the message saying when the last of them lets go. Checked before the password:
 * once locked, even the right one waits (and does not count).
 */
export function refuseIfLocked(attempt: Attempt, now: number, what: 'sign-in' | 'verification' = 'sign-in'): void {
  const recent = db.state.signInFailures.filter((f) => inWindow(f, now));
  const known = isKnownDevice(attempt.userId, attempt.client, now);
  const limits: [Failure[], number][] = [
    [recent.filter((f) => f.client === attempt.client && f.email === attempt.email), SIGN_IN_ATTEMPTS],
  ];
  if (!known) {
    limits.push([recent.filter((f) => f.client === attempt.client), CLIENT_SIGN_IN_ATTEMPTS]);
    limits.push([recent.filter((f) => f.email === attempt.email), ACCOUNT_SIGN_IN_ATTEMPTS]);
  }
  const until = Math.max(
    0,
    ...limits.filter(([failures, limit]) => failures.length >= limit).map(([f, limit]) => unlocksAt(f, limit)),
  );
  if (until === 0) return;
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new MockError(
    429,
    `Too many failed ${what} attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'TOO_MANY_ATTEMPTS',
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Records a failed attempt and stores it at once (the refusal that follows saves nothing):
 * failures out of the window are pruned first, and the oldest go past MAX_FAILURES_KEPT.
 */
export function recordFailure(attempt: Attempt, now: number): void {
  const failures = db.state.signInFailures;
  if (failures.length >= MAX_FAILURES_KEPT || failures.some((f) => !inWindow(f, now))) {
    db.state.signInFailures = failures.filter((f) => inWindow(f, now)).slice(-(MAX_FAILURES_KEPT - 1));
  }
  db.state.signInFailures.push({ email: attempt.email, client: attempt.client, at: now });
  saveDb();
}

/** Forgets the failures that `matches` picks (nothing is written when none does). */
function forgetFailures(matches: (failure: Failure) => boolean): void {
  if (db.state.signInFailures.some(matches))
    db.state.signInFailures = db.state.signInFailures.filter((f) => !matches(f));
}

/**
 * A successful sign-in or verification: this client's own failures for the address are
 * forgotten (not other clients': someone guessing keeps their count). A sign-in also makes the
 * client a known device of the account (`userId`), the oldest of its devices forgotten past
 * KNOWN_DEVICES_PER_ACCOUNT and every device 30 days after its last sign-in.
 */
export function succeeded(attempt: Attempt, now: number, signedIn: boolean): void {
  forgetFailures((f) => f.client === attempt.client && f.email === attempt.email);
  const { userId } = attempt;
  if (!signedIn || userId === undefined) return;
  const devices = db.state.knownDevices;
  const mine = devices.find((d) => d.userId === userId && d.client === attempt.client);
  if (mine) mine.at = now;
  else devices.push({ userId, client: attempt.client, at: now });
  const surplus = new Set(
    devices
      .filter((d) => d.userId === userId)
      .sort((a, b) => b.at - a.at)
      .slice(KNOWN_DEVICES_PER_ACCOUNT),
  );
  if (surplus.size > 0 || devices.some((d) => expired(d, now))) {
    db.state.knownDevices = devices.filter((d) => !surplus.has(d) && !expired(d, now));
  }
}

/** A password reset: every client's failures for the address are forgotten (the mailbox's owner is back in). */
export function forgetAddress(email: string): void {
  forgetFailures((f) => f.email === email);
}
