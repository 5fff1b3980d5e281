/*
 * The stores the conformance suite runs against (CONFORMANCE_STORES, comma-separated): `memory`
 * (the mock's in-memory store, as the browser runs it), `pglite` (the embedded PostgreSQL of
 * `npm run server`) and `postgres` (a real PostgreSQL at DATABASE_URL: CI's). `npm test` runs the
 * first two; CI runs the suite again on PostgreSQL 15 (docs/testing.md).
 */
export const storeNames = ['memory', 'pglite', 'postgres'] as const;
export type StoreName = (typeof storeNames)[number];

export function conformanceStores(env = process.env): StoreName[] {
  const asked = (env.CONFORMANCE_STORES ?? 'memory,pglite').split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !(storeNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`CONFORMANCE_STORES: unknown store ${unknown.join(', ')}`);
  if (asked.includes('postgres') && !env.DATABASE_URL)
    throw new Error('CONFORMANCE_STORES=postgres needs DATABASE_URL');
  return asked as StoreName[];
}

/** The stores that are PostgreSQL (the server's), of those asked. */
export const sqlStores = (env = process.env) => conformanceStores(env).filter((name) => name !== 'memory');
