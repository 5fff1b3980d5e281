import { type Kysely, sql } from 'kysely';
import { createdAt, id, kobo, partnerId, seq } from './columns';
import { createOneDefaultIndex, createPartnerOrderIndex, dropTables } from './tables';

/*
 * The wallet: the ledger of movements (append-only: a movement's status and timeline change as
 * it settles, no row is deleted), the partners' payout accounts, the one sequence of transaction
 * references, the look-ups counted against their limits, and the Idempotency-Keys with their
 * replies. Money is integer kobo in bigint, bounded like a wallet's balance (0001's wallets).
 * Every list, filter and search has an index.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .$call(id)
    .$call(seq)
    .$call(partnerId)
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('credit', 'debit')`))
    .$call(kobo('amount'))
    .$call(kobo('fee'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('completed', 'pending', 'failed', 'held')`))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('earning', 'fee', 'top-up', 'withdrawal', 'transfer', 'cod-remittance')`),
    )
    .addColumn('reference', 'text', (c) => c.notNull().check(sql`reference ~ '^TRX-[0-9]{8}-[0-9]{6,}$'`))
    .addColumn('counterpart', 'jsonb')
    .addColumn('failure_reason', 'text')
    .addColumn('held_reason', 'text')
    .addColumn('held_fee_id', 'text')
    .addColumn('timeline', 'jsonb', (c) => c.notNull())
    // What the bank will answer a pending movement, and when (server/domain/wallet/settlement.ts).
    .addColumn('settle_at', 'timestamptz')
    .addColumn('settle_outcome', 'text', (c) => c.check(sql`settle_outcome in ('completed', 'failed')`))
    .addColumn('settle_failure_reason', 'text')
    .addCheckConstraint('transactions_settlement_whole', sql`(settle_at is null) = (settle_outcome is null)`)
    .addCheckConstraint('transactions_settles_pending', sql`settle_at is null or status = 'pending'`)
    .execute();
  // The list, newest first (of one instant, the last stored first), its date range, and each filter.
  await sql`create index transactions_partner_date on transactions (partner_id, date desc, seq desc)`.execute(db);
  for (const column of ['type', 'status', 'category']) {
    await sql`create index ${sql.id(`transactions_partner_${column}`)} on transactions (partner_id, ${sql.ref(column)}, date desc, seq desc)`.execute(
      db,
    );
  }
  // The search: part of a reference or of a description, in any case.
  await sql`create index transactions_reference_search on transactions using gin (lower(reference) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index transactions_description_search on transactions using gin (lower(description) gin_trgm_ops)`.execute(
    db,
  );
  // Settlement: what is due, soonest first; a partner's movements awaiting the bank; its held earnings.
  await sql`create index transactions_due on transactions (settle_at) where status = 'pending' and settle_at is not null`.execute(
    db,
  );
  await sql`create index transactions_awaiting_bank on transactions (partner_id) where status = 'pending' and settle_at is not null`.execute(
    db,
  );
  await sql`create index transactions_held on transactions (partner_id, seq) where status = 'held'`.execute(db);

  await db.schema
    .createTable('payout_accounts')
    .$call(id)
    .$call(seq)
    .$call(partnerId)
    .addColumn('bank_code', 'text', (c) => c.notNull().check(sql`bank_code ~ '^([0-9]{3}|[0-9]{5})$'`))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull().check(sql`account_number ~ '^[0-9]{10}$'`))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .$call(createdAt)
    .addUniqueConstraint('payout_accounts_once', ['partner_id', 'bank_code', 'account_number'])
    .execute();
  await createPartnerOrderIndex(db, 'payout_accounts');
  await createOneDefaultIndex(db, 'payout_accounts');

  // One sequence for every partner's references (TRX-YYYYMMDD-NNNNNN): no lock, no hot row.
  await sql`create sequence transaction_reference_seq`.execute(db);

  await db.schema
    .createTable('lookups')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('name-enquiry', 'recipient', 'tracking')`))
    .addColumn('who', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lookups_who').on('lookups').columns(['kind', 'who', 'at']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .$call(partnerId)
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 255`))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    // json, not jsonb: the reply is replayed as it was sent, its keys in their order.
    .addColumn('body', 'json', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['partner_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['idempotency_keys', 'lookups', 'payout_accounts', 'transactions']);
  await sql`drop sequence if exists transaction_reference_seq`.execute(db);
}
