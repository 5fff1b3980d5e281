import type { Kysely } from 'kysely';
import type { ApiAccessRepo } from '../../../domain/api-access/records';
import type { Database } from '../schema';

/** API-access requests on PostgreSQL (their review moves with issue 39). */
export const postgresApiAccessRepo = (db: Kysely<Database>): ApiAccessRepo => ({
  insert: async (record) => {
    await db
      .insertInto('api_access_requests')
      .values({
        id: record.id,
        business_name: record.businessName,
        location: record.location,
        email: record.email,
        reason: record.reason,
        status: record.status,
        created_at: record.createdAt,
        note: record.note ?? null,
        history: JSON.stringify(record.history),
      })
      .execute();
  },
});
