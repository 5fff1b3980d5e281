import { LOOKUP_LIMIT, LOOKUP_WINDOW_MS } from '@server/domain/lookup-limits';
import { db, type DbState } from './db';
import { MockError } from './errors';

export { LOOKUP_LIMIT, LOOKUP_WINDOW_MS };

/*
 * Issue 25: the name enquiry (POST /api/banks/resolve) and the recipient look-up
 * (GET /api/wallet/recipients) tell an account holder's name, so a partner may make only so
 * many of each in a window (the public tracking page's look-ups, issue 28, are the server's:
 * server/domain/lookup-limits.ts, whose limit these share); past it, 429 TOO_MANY_ATTEMPTS with
 * Retry-After until the oldest counted look-up runs out. Every look-up that reaches its handler counts, whatever it answers
 * (a name, or that there is none: each tells something); one the contract's schema refuses
 * (400 VALIDATION_ERROR) or a 429 does not.
 */

export type LookupKind = 'name-enquiry' | 'recipient';

const what: Record<LookupKind, string> = {
  'name-enquiry': 'account name',
  recipient: 'recipient',
};

/**
 * When each partner's recent look-ups were made (epoch ms, oldest first), per kind. Beside the
 * state rather than in it, as the sign-in failures of handlers/auth.ts: a reset (or a fresh
 * seed) forgets them with everything else, and they are never persisted.
 */
const lookupsByState = new WeakMap<DbState, Map<string, number[]>>();

function lookups(): Map<string, number[]> {
  let byPartner = lookupsByState.get(db.state);
  if (!byPartner) {
    byPartner = new Map();
    lookupsByState.set(db.state, byPartner);
  }
  return byPartner;
}

const recent = (times: readonly number[], now: number) => times.filter((at) => now - at < LOOKUP_WINDOW_MS);

/**
 * Refuses the look-up (429) when `who` (a partner's id, or a public client's key) has made
 * LOOKUP_LIMIT of this kind in the window; else returns a function that counts it, to be called
 * once the look-up has been answered.
 */
export function lookupAllowance(kind: LookupKind, who: string, now = Date.now()): () => void {
  const key = `${kind} ${who}`;
  const made = recent(lookups().get(key) ?? [], now);
  if (made.length >= LOOKUP_LIMIT) {
    const freesAt = (made[made.length - LOOKUP_LIMIT] ?? now) + LOOKUP_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((freesAt - now) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new MockError(
      429,
      `Too many ${what[kind]} look-ups. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      'TOO_MANY_ATTEMPTS',
      { 'Retry-After': String(seconds) },
    );
  }
  return () => {
    const all = lookups();
    // Forget the partners whose look-ups have all run out, so the map does not grow for ever.
    for (const [other, times] of all) if (recent(times, now).length === 0) all.delete(other);
    all.set(key, [...made, now]);
  };
}

/** Runs one look-up of `kind` for `who` within the limit: counted whatever it answers (a 404 too). */
export function limitedLookup<T>(kind: LookupKind, who: string, lookUp: () => T): T {
  const count = lookupAllowance(kind, who);
  try {
    return lookUp();
  } finally {
    count();
  }
}
