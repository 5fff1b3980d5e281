import type { Kysely } from 'kysely';
import { apiAccessStatuses } from '@/api/schemas/api-access';
import { createdAt, id, oneOf } from './columns';

/*
 * API-access requests (issue 25): filed by visitors on the server; their review (decisions,
 * invitations) moves with issue 39 and will add its columns then.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_access_requests')
    .$call(id)
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', apiAccessStatuses)))
    .$call(createdAt)
    .addColumn('note', 'text')
    .addColumn('history', 'jsonb', (c) => c.notNull())
    .execute();
  // The review queue: a status's tab, newest first.
  await db.schema
    .createIndex('api_access_requests_queue')
    .on('api_access_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_access_requests').ifExists().execute();
}
