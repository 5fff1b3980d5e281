import { onEveryStore } from './suite';
import type { Target } from './target';

/*
 * The race files' frame (server/__tests__/postgres/*.postgres.ts, run only with DATABASE_URL:
 * PGlite runs one transaction at a time, so a race passes there): the same request `TIMES` times
 * at once, then the invariant its rule promises.
 */

/** How many times a race sends its request at once. */
export const TIMES = 20;

/** `make(0)` … `make(TIMES - 1)`, all at once. */
export const all = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: TIMES }, (_, i) => make(i)));

/** Each reply's "status CODE", sorted: what a race's answers are compared by. */
export const outcomes = (replies: ReadonlyArray<{ status: number; json: { code?: string } }>) =>
  replies.map((reply) => `${reply.status}${reply.json.code ? ` ${reply.json.code}` : ''}`).sort();

/** A block of races on PostgreSQL, each test from the demo data. */
export const racesOnPostgres = (title: string, body: (api: () => Target) => void) =>
  onEveryStore(title, body, ['postgres']);
