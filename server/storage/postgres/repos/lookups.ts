import { type Kysely, sql } from 'kysely';
import type { LookupRepo } from '../../../domain/lookup-limits';
import type { Database } from '../schema';
import { ms, time } from './values';

/* Look-ups counted against their limits, on PostgreSQL (server/domain/lookup-limits.ts). */

export function postgresLookupRepo(db: Kysely<Database>): LookupRepo {
  return {
    times: async (kind, who, since) => {
      // Concurrent look-ups of one client are counted one after another: none slips past the limit.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`lookup:${kind}:${who}`}, 0))`.execute(db);
      const rows = await db
        .selectFrom('lookups')
        .select('at')
        .where('kind', '=', kind)
        .where('who', '=', who)
        .where('at', '>=', time(since))
        .orderBy('at')
        .execute();
      return rows.map((row) => ms(row.at));
    },
    insert: async (lookup) => {
      await db
        .insertInto('lookups')
        .values({ kind: lookup.kind, who: lookup.who, at: time(lookup.at) })
        .execute();
    },
    prune: async (since) => {
      await db.deleteFrom('lookups').where('at', '<', time(since)).execute();
    },
  };
}
