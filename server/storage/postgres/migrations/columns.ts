import { type CreateTableBuilder, sql } from 'kysely';

/*
 * The columns and checks the migrations share, each one line of a table (`.$call(partnerId)`,
 * `.$call(kobo('amount'))`). Each writes the SQL its migrations have always sent: changing one
 * would change every migration that uses it, which migrations-sql.test.ts refuses — a column of
 * another shape is written out, or is a new helper.
 */

/** Kobo's bound, a wallet's too (MAX_BALANCE_KOBO, ₦1,000,000,000): an amount JavaScript counts exactly. */
const MAX_KOBO = 100_000_000_000;

/** The values, as SQL literals between commas: `'a', 'b'`. */
export const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The check `<column> in ('a', 'b', …)`: one of the contract's values. */
export const oneOf = (column: string, values: readonly string[]) => sql`${sql.raw(column)} in (${inList(values)})`;

/** The check `<column> between 0 and 100000000000`: an amount of kobo (integer, bigint). */
export const koboRange = (column: string) => sql`${sql.raw(column)} between 0 and ${sql.lit(MAX_KOBO)}`;

/** `<column> bigint not null`, an amount of kobo in its range. */
export const kobo =
  <N extends string>(column: N) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn(column, 'bigint', (c) => c.notNull().check(koboRange(column)));

/** `id text primary key`: the row's id, as the API shows it. */
export const id = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table.addColumn('id', 'text', (c) => c.primaryKey());

/** `partner_id text not null`: whose row it is — an account's id or its sandbox twin's (`<id>_test`). */
export const partnerId = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table.addColumn('partner_id', 'text', (c) => c.notNull());

/** `partner_id text primary key`: the partner's one row (its profile, its settings, its wallet). */
export const partnerKey = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table.addColumn('partner_id', 'text', (c) => c.primaryKey());

/** `created_at timestamptz not null`. */
export const createdAt = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table.addColumn('created_at', 'timestamptz', (c) => c.notNull());

/** `seq bigserial not null`: the order the rows were written in, of one instant too. */
export const seq = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table.addColumn('seq', 'bigserial', (c) => c.notNull());
