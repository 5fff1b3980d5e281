import { type Kysely, type Selectable, sql } from 'kysely';
import { DAY_MS } from '../../../domain/calendar';
import type { TransactionFilter, TransactionRepo } from '../../../domain/wallet/port';
import type { TransactionRecord } from '../../../domain/wallet/records';
import type { Database, TransactionsTable } from '../schema';
import { int, likeAnywhere, ms, optionalFields, recordOf, time } from './values';
import { ownedRow } from './owned-rows';
import { countOf, pageRows } from './paging';

/* The ledger's movements on PostgreSQL (server/domain/wallet/port.ts): kobo in bigint, times in timestamptz. */

const toRecord = (row: Selectable<TransactionsTable>): TransactionRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  type: row.type,
  amount: int(row.amount),
  fee: int(row.fee),
  description: row.description,
  date: row.date.toISOString(),
  status: row.status,
  category: row.category,
  reference: row.reference,
  timeline: row.timeline,
  ...optionalFields({
    counterpart: row.counterpart,
    failureReason: row.failure_reason,
    heldReason: row.held_reason,
    heldFeeId: row.held_fee_id,
  }),
  ...(row.settle_at === null || row.settle_outcome === null
    ? {}
    : {
        settlement: {
          at: ms(row.settle_at),
          outcome: row.settle_outcome,
          ...(row.settle_failure_reason === null ? {} : { failureReason: row.settle_failure_reason }),
        },
      }),
});

const toRow = (record: TransactionRecord) => ({
  id: record.id,
  partner_id: record.partnerId,
  type: record.type,
  amount: record.amount,
  fee: record.fee,
  description: record.description,
  date: record.date,
  status: record.status,
  category: record.category,
  reference: record.reference,
  counterpart: record.counterpart ? JSON.stringify(record.counterpart) : null,
  failure_reason: record.failureReason ?? null,
  held_reason: record.heldReason ?? null,
  held_fee_id: record.heldFeeId ?? null,
  timeline: JSON.stringify(record.timeline),
  settle_at: record.settlement ? time(record.settlement.at) : null,
  settle_outcome: record.settlement?.outcome ?? null,
  settle_failure_reason: record.settlement?.failureReason ?? null,
});

export function postgresTransactionRepo(db: Kysely<Database>): TransactionRepo {
  /** The partner's movements that match the filter (each condition has its index: migrations/0002-wallet.ts). */
  const matching = (partnerId: string, filter: TransactionFilter) => {
    let query = db.selectFrom('transactions').where('partner_id', '=', partnerId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.from !== undefined) query = query.where('date', '>=', time(filter.from));
    if (filter.to !== undefined) query = query.where('date', '<', time(filter.to));
    if (filter.search) {
      const pattern = likeAnywhere(filter.search);
      query = query.where((eb) =>
        eb.or([eb(sql`lower(reference)`, 'like', pattern), eb(sql`lower(description)`, 'like', pattern)]),
      );
    }
    return query;
  };
  return {
    insert: async (record) => {
      await db.insertInto('transactions').values(toRow(record)).execute();
    },
    byId: (partnerId, id) => recordOf(ownedRow(db, 'transactions', partnerId, id), toRecord),
    update: async (partnerId, id, from, { status, event, failureReason, clear = [] }) => {
      const result = await db
        .updateTable('transactions')
        .set({
          status,
          timeline: sql`timeline || jsonb_build_array(${JSON.stringify(event)}::jsonb)`,
          ...(failureReason !== undefined ? { failure_reason: failureReason } : {}),
          ...(clear.includes('settlement')
            ? { settle_at: null, settle_outcome: null, settle_failure_reason: null }
            : {}),
          ...(clear.includes('heldReason') ? { held_reason: null } : {}),
          ...(clear.includes('heldFeeId') ? { held_fee_id: null } : {}),
        })
        .where('id', '=', id)
        .where('partner_id', '=', partnerId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    page: async (partnerId, filter, paging) => {
      const rows = await pageRows(
        matching(partnerId, filter).selectAll().orderBy('date', 'desc').orderBy('seq', 'desc'),
        paging,
      );
      return { items: rows.map(toRecord), total: await countOf(matching(partnerId, filter)) };
    },
    totals: async (partnerId, filter) => {
      const row = await matching(partnerId, filter)
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('amount'),
        ])
        .executeTakeFirstOrThrow();
      return { count: int(row.count), amount: int(row.amount) };
    },
    totalsPerDay: async (partnerId, filter) => {
      // The day of the window a movement falls on: whole days of 24 hours since `from`.
      const day = sql<number>`floor(extract(epoch from date - ${time(filter.from)}::timestamptz) / ${sql.lit(DAY_MS / 1000)})::int`;
      const rows = await matching(partnerId, filter)
        .select((eb) => [day.as('day'), eb.fn.countAll<string>().as('count'), eb.fn.sum<string>('amount').as('amount')])
        .groupBy(sql.ref('day'))
        .orderBy(sql.ref('day'))
        .execute();
      return rows.map((row) => ({ day: row.day, count: int(row.count), amount: int(row.amount) }));
    },
    awaitingBank: async (partnerId) =>
      (await matching(partnerId, { status: 'pending' }).selectAll().where('settle_at', 'is not', null).execute()).map(
        toRecord,
      ),
    heldEarnings: async (partnerId) =>
      (await matching(partnerId, { status: 'held', category: 'earning' }).selectAll().orderBy('seq').execute()).map(
        toRecord,
      ),
    due: async (until, limit) => {
      let query = db
        .selectFrom('transactions')
        .selectAll()
        .where('status', '=', 'pending')
        .where('settle_at', 'is not', null);
      if (Number.isFinite(until)) query = query.where('settle_at', '<=', time(until));
      query = query.orderBy('settle_at').orderBy('seq');
      if (Number.isFinite(limit)) query = query.limit(limit);
      return (await query.forUpdate().skipLocked().execute()).map(toRecord);
    },
  };
}
