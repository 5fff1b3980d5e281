import { type Kysely, sql } from 'kysely';
import { apiKeyModes } from '@/api/schemas/api-keys';
import { REQUEST_LOG_BODY_MAX, REQUEST_LOG_PATH_MAX, requestLogMethods } from '@/api/schemas/request-logs';
import { createdAt, id, oneOf, partnerId } from './columns';
import { createPartnerOrderIndex, dropTables } from './tables';

/*
 * API keys, their request logs, the unknown keys sent, and the review of API-access requests
 * (issue 39, docs/api-keys.md). A key is its secret's SHA-256 (unique: how a bearer is found) and
 * last 4; an invitation its token's SHA-256 (unique). Request logs keep an insertion order (`seq`)
 * for "newest first" and the bound per partner.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .$call(id)
    .$call(partnerId)
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 200`))
    .addColumn('mode', 'text', (c) => c.notNull().check(oneOf('mode', apiKeyModes)))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`length(last4) = 4`))
    .$call(createdAt)
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('api_keys_partner')
    .on('api_keys')
    .columns(['partner_id', 'mode', 'created_at'])
    .execute();

  await db.schema
    .createTable('request_logs')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull())
    .$call(partnerId)
    .addColumn('method', 'text', (c) => c.notNull().check(oneOf('method', requestLogMethods)))
    .addColumn('path', 'text', (c) => c.notNull().check(sql`length(path) <= ${sql.lit(REQUEST_LOG_PATH_MAX)}`))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 100 and 599`))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().check(sql`duration_ms >= 0`))
    .addColumn('mode', 'text', (c) => c.notNull().check(oneOf('mode', apiKeyModes)))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('key_name', 'text', (c) => c.notNull())
    .addColumn('key_redacted', 'text', (c) => c.notNull())
    .$call(createdAt)
    .addColumn('request_body', 'text', (c) => c.check(sql`length(request_body) <= ${sql.lit(REQUEST_LOG_BODY_MAX)}`))
    .addColumn('response_body', 'text', (c) => c.check(sql`length(response_body) <= ${sql.lit(REQUEST_LOG_BODY_MAX)}`))
    .addColumn('truncated', 'boolean', (c) => c.notNull())
    .addUniqueConstraint('request_logs_partner_id_id', ['partner_id', 'id'])
    .execute();
  // A mode's page, newest first; the bound per partner.
  await db.schema
    .createIndex('request_logs_partner_mode')
    .on('request_logs')
    .columns(['partner_id', 'mode', 'seq'])
    .execute();
  await createPartnerOrderIndex(db, 'request_logs');

  await db.schema
    .createTable('api_key_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_failures_client').on('api_key_failures').columns(['client', 'at']).execute();
  await db.schema.createIndex('api_key_failures_at').on('api_key_failures').columns(['at']).execute();

  await db.schema
    .alterTable('api_access_requests')
    .addColumn('invitation_token_hash', 'text', (c) => c.unique())
    .addColumn('invitation_used_at', 'timestamptz')
    .addColumn('account_id', 'text')
    .execute();
  await db.schema
    .createIndex('api_access_requests_account')
    .on('api_access_requests')
    .column('account_id')
    .where(sql.ref('account_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('api_access_requests_account').ifExists().execute();
  await db.schema
    .alterTable('api_access_requests')
    .dropColumn('invitation_token_hash')
    .dropColumn('invitation_used_at')
    .dropColumn('account_id')
    .execute();
  await dropTables(db, ['api_key_failures', 'request_logs', 'api_keys']);
}
