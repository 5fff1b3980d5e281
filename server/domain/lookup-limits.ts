import { z } from 'zod/mini';
import { DomainError, keepingWrites } from './errors';
import type { Tx } from './ports';

/*
 * Issue 25: the name enquiry (POST /api/banks/resolve) and the recipient look-up
 * (GET /api/wallet/recipients) tell an account holder's name, so a partner may make only so
 * many of each in a window; issue 28: the public tracking page (GET /api/track/:code) is asked
 * by a client, so that nobody can try codes by the thousand. Past it, 429 TOO_MANY_ATTEMPTS with
 * Retry-After until the oldest counted look-up runs out. Every look-up that reaches its rule
 * counts, whatever it answers (a name, or that there is none: each tells something); one the
 * contract's schema refuses (400 VALIDATION_ERROR) or a 429 does not. The counted look-ups are
 * stored (`lookups`), so a limit outlives a restart; those out of the window are forgotten.
 */

/** Look-ups of one kind one partner (or public client) may make in the window… */
export const LOOKUP_LIMIT = 30;
/** …of this length (a sliding window). */
export const LOOKUP_WINDOW_MS = 10 * 60_000;

const lookupKinds = ['name-enquiry', 'recipient', 'tracking'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** One counted look-up: its kind, who made it (a partner's id, a public client's key), when (epoch ms). */
export const lookupRecord = z.object({ kind: z.enum(lookupKinds), who: z.string(), at: z.number() });
export type LookupRecord = z.infer<typeof lookupRecord>;

export interface LookupRepo {
  /**
   * When `who` made look-ups of `kind` at `since` or later, oldest first. Holds (kind, who) until
   * the transaction ends, so that concurrent look-ups of one partner are counted one after another.
   */
  times(kind: LookupKind, who: string, since: number): Promise<number[]>;
  insert(lookup: LookupRecord): Promise<void>;
  /** Forgets `who`'s look-ups of `kind` made before `since`: they count no more. */
  prune(kind: LookupKind, who: string, since: number): Promise<void>;
}

const what: Record<LookupKind, string> = {
  'name-enquiry': 'account name',
  recipient: 'recipient',
  tracking: 'tracking',
};

/**
 * Runs one look-up of `kind` for `who` within the limit: refused (429) when `who` has made
 * LOOKUP_LIMIT of this kind in the window, else counted whatever it answers — a refusal it
 * throws (a 404) keeps the count (`keepingWrites`).
 */
export async function limitedLookup<T>(
  tx: Tx,
  kind: LookupKind,
  who: string,
  now: number,
  lookUp: () => T | Promise<T>,
): Promise<T> {
  const since = now - LOOKUP_WINDOW_MS + 1;
  const made = await tx.lookups.times(kind, who, since);
  if (made.length >= LOOKUP_LIMIT) {
    const freesAt = (made[made.length - LOOKUP_LIMIT] ?? now) + LOOKUP_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((freesAt - now) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new DomainError(
      429,
      `Too many ${what[kind]} look-ups. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      'TOO_MANY_ATTEMPTS',
      { 'Retry-After': String(seconds) },
    );
  }
  await tx.lookups.prune(kind, who, since);
  await tx.lookups.insert({ kind, who, at: now });
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof DomainError) throw keepingWrites(error);
    throw error;
  }
}
