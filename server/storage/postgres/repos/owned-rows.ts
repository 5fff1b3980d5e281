import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../schema';
import { countOf } from './paging';

/*
 * A partner's own row, found by its id: the one shape the repositories read, change and delete a
 * roster row, a key, a route or a payment method by — `partner_id` always in the condition, so a
 * partner never reaches another's row by guessing its id.
 */

/** The tables whose rows are a partner's, each with an id of its own. */
export type OwnedTable = {
  [T in keyof Database]: Database[T] extends { id: string; partner_id: string } ? T : never;
}[keyof Database];

/** The owned tables whose rows are numbered in the order they were written (`seq`). */
export type SequencedTable = {
  [T in OwnedTable]: Database[T] extends { seq: unknown } ? T : never;
}[OwnedTable];

/** The partner's rows of `table`, oldest first. */
export async function ownedRows<T extends SequencedTable>(
  db: Kysely<Database>,
  table: T,
  partnerId: string,
): Promise<Array<Selectable<Database[T]>>> {
  const sequenced: SequencedTable = table;
  const rows: unknown[] = await db
    .selectFrom(sequenced)
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('seq')
    .execute();
  return rows as Array<Selectable<Database[T]>>;
}

/** The partner's row `id` of `table`, if it has one. */
export async function ownedRow<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  partnerId: string,
  id: string,
): Promise<Selectable<Database[T]> | undefined> {
  const owned: OwnedTable = table;
  const row: unknown = await db
    .selectFrom(owned)
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Sets `columns` on the partner's row `id` of `table`; no statement when there is nothing to set. */
export async function updateOwnedRow<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  partnerId: string,
  id: string,
  columns: Updateable<Database[T]>,
): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  const owned: OwnedTable = table;
  await db
    .updateTable(owned)
    .set(columns as never)
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the partner's row `id` of `table`. */
export async function deleteOwnedRow(db: Kysely<Database>, table: OwnedTable, partnerId: string, id: string) {
  await db.deleteFrom(table).where('partner_id', '=', partnerId).where('id', '=', id).execute();
}

/** How many rows of `table` are the partner's. */
export async function countOwned(db: Kysely<Database>, table: OwnedTable, partnerId: string): Promise<number> {
  return countOf(db.selectFrom(table).where('partner_id', '=', partnerId));
}
