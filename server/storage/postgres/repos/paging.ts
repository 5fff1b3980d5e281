import type { SelectQueryBuilder } from 'kysely';
import { int } from './values';

/* The two reads of every paged list: one page of its ordered rows, and how many rows it has in all. */

/** Page `page` (from 1) of `limit` rows of an ordered query. */
export function pageRows<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: { page: number; limit: number },
) {
  return ordered
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/** How many rows `query` (with no columns selected yet) finds. */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .$castTo<{ count: string }>()
    .executeTakeFirstOrThrow();
  return int(count);
}
