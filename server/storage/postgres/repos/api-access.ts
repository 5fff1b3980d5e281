import { type Kysely, type Selectable, sql } from 'kysely';
import { apiAccessHistoryEntry, apiAccessStatuses, type ApiAccessStatus } from '@/api/schemas/api-access';
import { z } from 'zod/mini';
import type { ApiAccessRecord, ApiAccessRepo } from '../../../domain/api-access/records';
import type { ApiAccessRequestsTable, Database } from '../schema';
import { pageRows } from './paging';
import { int, likeAnywhere, ms, optionalFields, recordOf, time } from './values';

/*
 * API-access requests, their review and invitations on PostgreSQL. The queue is
 * `api_access_requests_queue` (status, created_at); an invitation is found by its token's unique
 * hash; a decision and an invitation's use are conditional updates (two at once: one wins).
 */

const history = z.array(apiAccessHistoryEntry);

const toRecord = (row: Selectable<ApiAccessRequestsTable>): ApiAccessRecord => ({
  id: row.id,
  businessName: row.business_name,
  location: row.location,
  email: row.email,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  ...(row.note === null ? {} : { note: row.note }),
  history: history.parse(row.history),
  ...optionalFields({
    invitationTokenHash: row.invitation_token_hash,
    invitationUsedAt: row.invitation_used_at && ms(row.invitation_used_at),
    accountId: row.account_id,
  }),
});

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
        invitation_token_hash: record.invitationTokenHash ?? null,
        invitation_used_at: record.invitationUsedAt === undefined ? null : time(record.invitationUsedAt),
        account_id: record.accountId ?? null,
      })
      .execute();
  },
  byId: (id) =>
    recordOf(db.selectFrom('api_access_requests').selectAll().where('id', '=', id).executeTakeFirst(), toRecord),
  page: async ({ status, search }, { page, limit }) => {
    let found = db.selectFrom('api_access_requests');
    if (search) {
      const like = likeAnywhere(search);
      found = found.where(sql<boolean>`(lower(business_name) like ${like} or email like ${like})`);
    }
    const matching = status ? found.where('status', '=', status) : found;
    const rows = await pageRows(matching.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), {
      page,
      limit,
    });
    const grouped = await found
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(apiAccessStatuses.map((s) => [s, 0])) as Record<ApiAccessStatus, number>;
    for (const row of grouped) counts[row.status] = int(row.count);
    return {
      items: rows.map(toRecord),
      total: status ? counts[status] : grouped.reduce((n, r) => n + int(r.count), 0),
      counts,
    };
  },
  decide: async (id, from, patch) => {
    const result = await db
      .updateTable('api_access_requests')
      .set({
        status: patch.status,
        note: patch.note ?? null,
        history: JSON.stringify(patch.history),
        invitation_token_hash: patch.invitationTokenHash ?? null,
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  byInvitation: async (hash) => {
    const row = await db
      .selectFrom('api_access_requests')
      .selectAll()
      .where('invitation_token_hash', '=', hash)
      .where('status', '=', 'approved')
      .where('invitation_used_at', 'is', null)
      .executeTakeFirst();
    return row && toRecord(row);
  },
  useInvitation: async (id, accountId, now) => {
    const result = await db
      .updateTable('api_access_requests')
      .set({ invitation_used_at: time(now), account_id: accountId })
      .where('id', '=', id)
      .where('invitation_used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  approvedFor: async (userId) =>
    (await db
      .selectFrom('api_access_requests')
      .select('id')
      .where('account_id', '=', userId)
      .where('status', '=', 'approved')
      .limit(1)
      .executeTakeFirst()) !== undefined,
});
