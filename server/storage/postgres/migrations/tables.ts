import { type Kysely, sql } from 'kysely';

/*
 * The indexes and drops the migrations share. Like columns.ts: each sends the SQL its migrations
 * always sent (migrations-sql.test.ts).
 */

/** `<table>_partner` on (partner_id, seq): a partner's rows in the order written — its pages, its last one. */
export async function createPartnerOrderIndex(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_partner`).on(table).columns(['partner_id', 'seq']).execute();
}

/** `<table>_one_default`: at most one row per partner whose `is_default` is true, whatever the race. */
export async function createOneDefaultIndex(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_one_default`)
    .on(table)
    .column('partner_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
}

/** Drops each table that exists, in the order given (a table before those it references). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
