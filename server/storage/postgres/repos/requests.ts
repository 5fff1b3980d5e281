import { type Kysely, sql } from 'kysely';
import type { IdempotencyRepo } from '../../../domain/idempotency';
import type { LookupRepo } from '../../../domain/lookup-limits';
import type { Database } from '../schema';
import { ms, time } from './values';

/*
 * What the HTTP layer and the limits keep of requests, on PostgreSQL: the look-ups counted
 * against their limits, and the Idempotency-Keys with their replies (unique per partner).
 */

export function postgresRequestRepos(db: Kysely<Database>): { lookups: LookupRepo; idempotency: IdempotencyRepo } {
  return {
    lookups: {
      times: async (kind, who, since) => {
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
      insert: async ({ kind, who, at }) => {
        await db
          .insertInto('lookups')
          .values({ kind, who, at: time(at) })
          .execute();
      },
      prune: async (kind, who, since) => {
        await db
          .deleteFrom('lookups')
          .where('kind', '=', kind)
          .where('who', '=', who)
          .where('at', '<', time(since))
          .execute();
      },
    },
    idempotency: {
      claim: async (partnerId, key, fingerprint) => {
        // Waits on the unique (partner_id, key) while another transaction holds the key, then sees its row.
        const claimed = await db
          .insertInto('idempotency_keys')
          .values({ partner_id: partnerId, key, fingerprint, status: 0, body: 'null' })
          .onConflict((conflict) => conflict.columns(['partner_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (claimed) return null;
        const row = await db
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('partner_id', '=', partnerId)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        return { partnerId, key, fingerprint: row.fingerprint, status: row.status, body: row.body };
      },
      complete: async (partnerId, key, { status, body }) => {
        await db
          .updateTable('idempotency_keys')
          .set({ status, body: JSON.stringify(body) })
          .where('partner_id', '=', partnerId)
          .where('key', '=', key)
          .execute();
      },
    },
  };
}
