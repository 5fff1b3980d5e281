/*
 * How the product orders its lists (a partner's movements, payout accounts, invoices…): newest
 * first by an ISO timestamp; records of the same instant keep their reverse insertion order, so
 * the one stored last comes first.
 */
export function newestFirst<T>(records: readonly T[], timestamp: (record: T) => string): T[] {
  return [...records].reverse().sort((a, b) => timestamp(b).localeCompare(timestamp(a)));
}

/** Page `page` (from 1) of `limit` records, and how many records there are in all. */
export function pageOf<T>(records: readonly T[], { page, limit }: { page: number; limit: number }) {
  const start = (page - 1) * limit;
  return { items: records.slice(start, start + limit), total: records.length };
}
