import { type Kysely, type Selectable, sql } from 'kysely';
import type { ApiKeyFailureRepo, ApiKeyRepo, RequestLogRepo } from '../../../domain/api-keys/port';
import type { ApiKeyRecord, RequestLogRecord } from '../../../domain/api-keys/records';
import type { Database } from '../schema';
import type { ApiKeysTable, RequestLogsTable } from '../schema-developers';
import { countOf, pageRows } from './paging';
import { likeAnywhere, ms, recordOf, time } from './values';
import { countOwned, ownedRow } from './owned-rows';

/*
 * API keys, their request logs and the unknown keys sent, on PostgreSQL (server/domain/api-keys/port.ts).
 * A bearer is found by the unique `hash`; a partner's logs by (partner_id, mode, seq), read backwards.
 */

const orNull = (date: Date | null) => (date === null ? null : ms(date));

const toKey = (row: Selectable<ApiKeysTable>): ApiKeyRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  name: row.name,
  mode: row.mode,
  hash: row.hash,
  last4: row.last4,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at === null ? null : row.last_used_at.toISOString(),
  expiresAt: orNull(row.expires_at),
  revokedAt: orNull(row.revoked_at),
});

const toLog = (row: Selectable<RequestLogsTable>): RequestLogRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  method: row.method,
  path: row.path,
  status: row.status,
  durationMs: row.duration_ms,
  mode: row.mode,
  keyId: row.key_id,
  keyName: row.key_name,
  keyRedacted: row.key_redacted,
  createdAt: row.created_at.toISOString(),
  requestBody: row.request_body,
  responseBody: row.response_body,
  truncated: row.truncated,
});

function apiKeyRepo(db: Kysely<Database>): ApiKeyRepo {
  return {
    ofPartner: async (partnerId, mode) =>
      (
        await db
          .selectFrom('api_keys')
          .selectAll()
          .where('partner_id', '=', partnerId)
          .where('mode', '=', mode)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(toKey),
    count: (partnerId) => countOwned(db, 'api_keys', partnerId),
    byId: (partnerId, id) => recordOf(ownedRow(db, 'api_keys', partnerId, id), toKey),
    byHash: (hash) =>
      recordOf(db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst(), toKey),
    insert: async (record) => {
      await db
        .insertInto('api_keys')
        .values({
          id: record.id,
          partner_id: record.partnerId,
          name: record.name,
          mode: record.mode,
          hash: record.hash,
          last4: record.last4,
          created_at: record.createdAt,
          last_used_at: record.lastUsedAt,
          expires_at: record.expiresAt === null ? null : time(record.expiresAt),
          revoked_at: record.revokedAt === null ? null : time(record.revokedAt),
        })
        .execute();
    },
    update: async (id, patch) => {
      await db
        .updateTable('api_keys')
        .set({
          ...(patch.expiresAt === undefined
            ? {}
            : { expires_at: patch.expiresAt === null ? null : time(patch.expiresAt) }),
          ...(patch.revokedAt === undefined
            ? {}
            : { revoked_at: patch.revokedAt === null ? null : time(patch.revokedAt) }),
        })
        .where('id', '=', id)
        .execute();
    },
    markUsed: async (id, at) => {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: sql<Date>`greatest(coalesce(last_used_at, ${at}::timestamptz), ${at}::timestamptz)` })
        .where('id', '=', id)
        .execute();
    },
  };
}

function requestLogRepo(db: Kysely<Database>): RequestLogRepo {
  return {
    page: async (partnerId, filter, { page, limit }) => {
      let query = db.selectFrom('request_logs').where('partner_id', '=', partnerId).where('mode', '=', filter.mode);
      if (filter.outcome === 'succeeded') query = query.where('status', '>=', 200).where('status', '<', 300);
      if (filter.outcome === 'failed')
        query = query.where((eb) => eb.or([eb('status', '<', 200), eb('status', '>=', 300)]));
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.keyId) query = query.where('key_id', '=', filter.keyId);
      if (filter.path) query = query.where(sql<boolean>`path ilike ${likeAnywhere(filter.path)}`);
      const rows = await pageRows(query.selectAll().orderBy('seq', 'desc'), { page, limit });
      return { items: rows.map(toLog), total: await countOf(query) };
    },
    byId: (partnerId, id) => recordOf(ownedRow(db, 'request_logs', partnerId, id), toLog),
    insert: async (record, keep) => {
      await db
        .insertInto('request_logs')
        .values({
          id: record.id,
          partner_id: record.partnerId,
          method: record.method,
          path: record.path,
          status: record.status,
          duration_ms: record.durationMs,
          mode: record.mode,
          key_id: record.keyId,
          key_name: record.keyName,
          key_redacted: record.keyRedacted,
          created_at: record.createdAt,
          request_body: record.requestBody,
          response_body: record.responseBody,
          truncated: record.truncated,
        })
        .execute();
      const cut = await db
        .selectFrom('request_logs')
        .select('seq')
        .where('partner_id', '=', record.partnerId)
        .orderBy('seq', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (cut) {
        await db
          .deleteFrom('request_logs')
          .where('partner_id', '=', record.partnerId)
          .where('seq', '<=', cut.seq)
          .execute();
      }
    },
  };
}

function apiKeyFailureRepo(db: Kysely<Database>): ApiKeyFailureRepo {
  return {
    times: async (client, since) =>
      (
        await db
          .selectFrom('api_key_failures')
          .select('at')
          .where('client', '=', client)
          .where('at', '>=', time(since))
          .orderBy('at')
          .execute()
      ).map((row) => ms(row.at)),
    insert: async (failure) => {
      await db
        .insertInto('api_key_failures')
        .values({ client: failure.client, at: time(failure.at) })
        .execute();
    },
    prune: async (before) => {
      await db.deleteFrom('api_key_failures').where('at', '<', time(before)).execute();
    },
  };
}

export const postgresApiKeyRepos = (db: Kysely<Database>) => ({
  apiKeys: apiKeyRepo(db),
  requestLogs: requestLogRepo(db),
  apiKeyFailures: apiKeyFailureRepo(db),
});
