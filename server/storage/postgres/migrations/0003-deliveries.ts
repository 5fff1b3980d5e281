import { type Kysely, sql } from 'kysely';
import { deliveryStatuses, priorities, vehicles } from '@/api/schemas';
import { coverages } from '@/api/schemas/delivery-routes';
import { codMethods } from '@/api/schemas';
import { createdAt, id, inList, kobo, koboRange, oneOf, partnerId, seq } from './columns';
import { createPartnerOrderIndex, dropTables } from './tables';

/*
 * Deliveries (issue 38 part 1): deliveries with their tracking events, the riders they name (the
 * roster's endpoints stay the mock's until part 2: seeded, read here), delivery routes, the
 * tracking numbers' counter.
 *
 * Sized for 1,000,000 deliveries: an index behind every list, search and needs-attention query
 * (docs/server.md, The deliveries list). Ids sort by code units (`collate "C"`: the contract's
 * tie-break), a status by the contract's order (`status_rank`).
 */

/** A `case` giving each value its place in `values`: the contract's order as a number. */
const rankOf = (column: string, values: readonly string[]) =>
  sql`case ${sql.ref(column)} ${sql.join(
    values.map((value, rank) => sql`when ${sql.lit(value)} then ${sql.lit(rank)}`),
    sql` `,
  )} end`;

/** Open: what can still need attention (server/domain/deliveries/attention.ts `openStatuses`). */
const OPEN_STATUSES = ['pending', 'accepted', 'picked-up', 'in-transit'] as const;

async function createDeliveries(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deliveries')
    .addColumn('id', sql`text collate "C"`, (c) => c.primaryKey())
    .$call(partnerId)
    .addColumn('tracking_number', 'text', (c) => c.notNull().unique())
    .addColumn('tracking_code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', deliveryStatuses)))
    .addColumn('status_rank', 'smallint', (c) =>
      c.notNull().generatedAlwaysAs(rankOf('status', deliveryStatuses)).stored(),
    )
    .addColumn('priority', 'text', (c) => c.notNull().check(oneOf('priority', priorities)))
    // Ascending: low, medium, high (`desc` puts high first).
    .addColumn('priority_rank', 'smallint', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(rankOf('priority', [...priorities].reverse()))
        .stored(),
    )
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('from_place', 'jsonb', (c) => c.notNull())
    .addColumn('to_place', 'jsonb', (c) => c.notNull())
    .$call(createdAt)
    .addColumn('estimated_delivery', 'timestamptz', (c) => c.notNull())
    .$call(kobo('price'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('special_instructions', 'text')
    .addColumn('rider_id', 'text')
    .addColumn('code', 'jsonb')
    .addColumn('attempts', 'jsonb')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('proof', 'jsonb')
    .addColumn('cod_amount', 'bigint', (c) => c.check(koboRange('cod_amount')))
    .addColumn('cod_collected_method', 'text', (c) => c.check(oneOf('cod_collected_method', codMethods)))
    .addColumn('cod_collected_amount', 'bigint', (c) => c.check(sql`cod_collected_amount >= 0`))
    .addColumn('cod_collected_at', 'timestamptz')
    .addColumn('cod_remitted_at', 'timestamptz')
    .addColumn('last_reported_at', 'timestamptz')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();

  // The list: one index per sort key — over all statuses, and within a status (its tab) — read
  // forwards or backwards (`desc`), the id last (the tie-break). A page is a range of one of them.
  const sortColumns = ['created_at', 'estimated_delivery', 'price', 'priority_rank'] as const;
  for (const column of sortColumns) {
    await db.schema
      .createIndex(`deliveries_by_${column}`)
      .on('deliveries')
      .columns(['partner_id', column, 'id'])
      .execute();
    await db.schema
      .createIndex(`deliveries_status_by_${column}`)
      .on('deliveries')
      .columns(['partner_id', 'status', column, 'id'])
      .execute();
  }
  // Sorted by status (the contract's order), or one status sorted by it: (status_rank, id).
  await db.schema
    .createIndex('deliveries_by_status_rank')
    .on('deliveries')
    .columns(['partner_id', 'status_rank', 'id'])
    .execute();
  // A rider's deliveries, and the unassigned ones (the rider filter).
  await db.schema
    .createIndex('deliveries_by_rider')
    .on('deliveries')
    .columns(['partner_id', 'rider_id', 'created_at', 'id'])
    .where(sql.ref('rider_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('deliveries_unassigned')
    .on('deliveries')
    .columns(['partner_id', 'created_at', 'id'])
    .where(sql.ref('rider_id'), 'is', null)
    .execute();
  // The search: a substring of the search text, found through its trigrams (pg_trgm: migrate.ts).
  await sql`create index deliveries_search on deliveries using gin (search_text gin_trgm_ops)`.execute(db);
  // Needs attention reads only what can need it: the open deliveries and the short collections.
  await sql`create index deliveries_open on deliveries (partner_id, status)
    where status in (${inList(OPEN_STATUSES)})`.execute(db);
  await sql`create index deliveries_short_collections on deliveries (partner_id)
    where status = 'delivered' and cod_collected_amount < cod_amount and cod_remitted_at is null`.execute(db);

  await countStatuses(db);

  await db.schema
    .createTable('tracking_events')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('delivery_id', sql`text collate "C"`, (c) => c.notNull().references('deliveries.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', deliveryStatuses)))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('location', 'jsonb')
    .execute();
  // A delivery's history, oldest first (events of one instant in the order they were added).
  await db.schema
    .createIndex('tracking_events_delivery')
    .on('tracking_events')
    .columns(['delivery_id', 'at', 'seq'])
    .execute();
}

/**
 * Each partner's deliveries per status, kept by a trigger on every insert, status change and
 * delete: the list's counts and the statistics without a search or a range read one row per
 * status, not the partner's every delivery.
 */
async function countStatuses(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_status_counts')
    .$call(partnerId)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('delivery_status_counts_pkey', ['partner_id', 'status'])
    .execute();
  await sql`create function count_delivery_statuses() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status and old.partner_id = new.partner_id then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update delivery_status_counts set count = count - 1
          where partner_id = old.partner_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into delivery_status_counts (partner_id, status, count) values (new.partner_id, new.status, 1)
          on conflict (partner_id, status) do update set count = delivery_status_counts.count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger deliveries_count_statuses after insert or delete or update of status, partner_id
    on deliveries for each row execute function count_delivery_statuses()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createDeliveries(db);

  await db.schema
    .createTable('riders')
    .$call(id)
    .$call(partnerId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('vehicle', 'text', (c) => c.notNull().check(oneOf('vehicle', vehicles)))
    .addColumn('plate', 'text')
    .addColumn('on_duty', 'boolean', (c) => c.notNull())
    .addColumn('archived_at', 'timestamptz')
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('riders_partner').on('riders').column('partner_id').execute();

  await db.schema
    .createTable('delivery_routes')
    .$call(id)
    .$call(partnerId)
    .addColumn('from_place', 'text', (c) => c.notNull())
    .addColumn('to_place', 'text', (c) => c.notNull())
    .addColumn('estimated_time', 'text', (c) => c.notNull())
    .$call(kobo('base_price'))
    .addColumn('coverage', 'text', (c) => c.notNull().check(oneOf('coverage', coverages)))
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .$call(seq)
    .execute();
  await createPartnerOrderIndex(db, 'delivery_routes');

  // Named counters: `tracking-number`, the last tracking number's sequence given (one row: a
  // create locks it until its transaction ends, so numbers are consecutive and never repeat).
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'counters',
    'delivery_routes',
    'riders',
    'tracking_events',
    'deliveries',
    'delivery_status_counts',
  ]);
  await sql`drop function if exists count_delivery_statuses()`.execute(db);
}
