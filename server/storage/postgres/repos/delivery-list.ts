import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { deliveryStatuses, type DeliverySortKey, type DeliveryStatus } from '@/api/schemas';
import type { DeliveryListPage, DeliveryListQuery, SearchNeedle, TimeRange } from '../../../domain/deliveries/port';
import type { Database } from '../schema';
import { toDeliveryRecord } from './delivery-rows';
import { int, likeAnywhere, time } from './values';

/*
 * GET /api/deliveries on PostgreSQL: two statements — the counts per status (without a search,
 * range or rider, the partner's kept counts; else over the rows those let through), and one page
 * in the sort's order. Each finds its rows through an index of migrations/0003-deliveries.ts: a
 * sort key's (all statuses, or one status's), the rider's, the trigram index of the search text.
 */

/** The column each sort key orders by: an instant, an amount, or a rank in the contract's order. */
const sortColumn: Record<
  DeliverySortKey,
  'created_at' | 'estimated_delivery' | 'price' | 'priority_rank' | 'status_rank'
> = {
  createdAt: 'created_at',
  estimatedDelivery: 'estimated_delivery',
  price: 'price',
  priority: 'priority_rank',
  status: 'status_rank',
};

type Rows = SelectQueryBuilder<Database, 'deliveries', object>;

/** The partner's rows the query's search, range and rider let through (every status). */
function filtered(
  db: Kysely<Database>,
  query: Pick<DeliveryListQuery, 'partnerId' | 'from' | 'to' | 'rider' | 'search'>,
): Rows {
  let rows: Rows = db.selectFrom('deliveries').where('partner_id', '=', query.partnerId);
  if (query.from !== undefined) rows = rows.where('created_at', '>=', time(query.from));
  if (query.to !== undefined) rows = rows.where('created_at', '<', time(query.to));
  if (query.rider === null) rows = rows.where('rider_id', 'is', null);
  else if (query.rider !== undefined) rows = rows.where('rider_id', '=', query.rider);
  if (query.search) rows = rows.where(matching(query.search));
  return rows;
}

const matching = ({ text, digits }: SearchNeedle) =>
  digits === undefined
    ? sql<boolean>`search_text like ${likeAnywhere(text)}`
    : sql<boolean>`(search_text like ${likeAnywhere(text)} or search_text like ${likeAnywhere(digits)})`;

const noCounts = () =>
  Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<DeliveryStatus, number>;

async function countsOf(rows: Rows): Promise<Record<DeliveryStatus, number>> {
  const counted = await rows
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  const counts = noCounts();
  for (const { status, count } of counted) counts[status] = int(count);
  return counts;
}

export async function deliveryList(db: Kysely<Database>, query: DeliveryListQuery): Promise<DeliveryListPage> {
  const rows = filtered(db, query);
  const whole = !query.search && query.from === undefined && query.to === undefined && query.rider === undefined;
  const counts = whole ? await statusCounts(db, query.partnerId) : await countsOf(rows);
  const total =
    query.status === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[query.status];
  if (total === 0) return { items: [], total, counts };
  const inStatus = query.status === undefined ? rows : rows.where('status', '=', query.status);
  const items = await inStatus
    .selectAll()
    .orderBy(sortColumn[query.sort], query.order)
    .orderBy('id', query.order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: items.map(toDeliveryRecord), total, counts };
}

/**
 * How many of the partner's deliveries are in each status: kept per partner by a trigger
 * (delivery_status_counts); of those created in a range, counted over the range of
 * `deliveries_by_created_at` (partner_id, created_at, id).
 */
export async function statusCounts(
  db: Kysely<Database>,
  partnerId: string,
  created: TimeRange = {},
): Promise<Record<DeliveryStatus, number>> {
  if (created.from !== undefined || created.to !== undefined) {
    return countsOf(filtered(db, { partnerId, from: created.from, to: created.to }));
  }
  const rows = await db
    .selectFrom('delivery_status_counts')
    .select(['status', 'count'])
    .where('partner_id', '=', partnerId)
    .execute();
  const counts = noCounts();
  for (const { status, count } of rows) counts[status] = int(count);
  return counts;
}
