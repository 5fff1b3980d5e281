import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  movingStatuses,
  noReasons,
  openStatuses,
  PENDING_TOO_LONG_MS,
  SILENT_TOO_LONG_MS,
} from '../../../domain/deliveries/attention';
import type { AttentionPage, AttentionQuery } from '../../../domain/deliveries/port';
import type { Database } from '../schema';
import { toDeliveryRecord } from './delivery-rows';
import { int, time } from './values';

/*
 * Needs attention on PostgreSQL: the rule of server/domain/deliveries/attention.ts in SQL, over
 * the only rows that can need it — the partner's open deliveries and short collections, each
 * behind a partial index (deliveries_open, deliveries_short_collections) — never its events: a
 * delivery's last report is a column of its own. The domain then reads each reason of the page's
 * deliveries from the records themselves.
 */

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const ms = (value: number) => sql`(${sql.lit(value)} * interval '1 millisecond')`;

/** Delivered, collected short, not handed in: exactly the predicate of the partial index. */
const shortCollection = sql`status = 'delivered' and cod_collected_amount < cod_amount and cod_remitted_at is null`;

/** Each reason's `since`, or null when it does not apply (yet) at `now`. */
function reasons(now: Date): Record<string, RawBuilder<unknown>> {
  const open = sql`status in (${list(openStatuses)})`;
  const lastReport = sql`coalesce(last_reported_at, created_at)`;
  return {
    pending_too_long: sql`case when status = 'pending' and created_at + ${ms(PENDING_TOO_LONG_MS)} <= ${now}
      then created_at + ${ms(PENDING_TOO_LONG_MS)} end`,
    eta_passed: sql`case when ${open} and estimated_delivery <= ${now} then estimated_delivery end`,
    no_location: sql`case when status in (${list(movingStatuses)}) and ${lastReport} + ${ms(SILENT_TOO_LONG_MS)} <= ${now}
      then ${lastReport} + ${ms(SILENT_TOO_LONG_MS)} end`,
    failed_attempt: sql`case when ${open} and last_attempt_at <= ${now} then last_attempt_at end`,
    short_collection: sql`case when ${shortCollection} then cod_collected_at end`,
  };
}

/** The partner's deliveries that need attention, with each reason's since and the earliest (`since`). */
function flagged(db: Kysely<Database>, { partnerId, now }: Pick<AttentionQuery, 'partnerId' | 'now'>) {
  const columns = reasons(time(now));
  const earliest = sql`least(${sql.join(Object.values(columns))})`;
  return db
    .selectFrom('deliveries')
    .selectAll()
    .select([...Object.entries(columns).map(([name, expression]) => expression.as(name)), earliest.as('since')])
    .where('partner_id', '=', partnerId)
    .where(sql<boolean>`(status in (${list(openStatuses)}) or (${shortCollection}))`);
}

export async function deliveryAttention(db: Kysely<Database>, query: AttentionQuery): Promise<AttentionPage> {
  const due = db.selectFrom(flagged(db, query).as('f')).where(sql.ref('f.since'), 'is not', null);
  const count = (column: string) => sql<string>`count(${sql.ref(`f.${column}`)})`;
  const totals = await due
    .select([
      sql<string>`count(*)`.as('total'),
      count('pending_too_long').as('pending_too_long'),
      count('eta_passed').as('eta_passed'),
      count('no_location').as('no_location'),
      count('failed_attempt').as('failed_attempt'),
      count('short_collection').as('short_collection'),
    ])
    .executeTakeFirstOrThrow();
  const counts = noReasons();
  counts['pending-too-long'] = int(totals.pending_too_long);
  counts['eta-passed'] = int(totals.eta_passed);
  counts['no-location'] = int(totals.no_location);
  counts['failed-attempt'] = int(totals.failed_attempt);
  counts['short-collection'] = int(totals.short_collection);
  const total = int(totals.total);
  if (total === 0 || query.limit === 0) return { items: [], total, counts };
  const rows = await due
    .selectAll('f')
    .orderBy(sql.ref('f.since'))
    .orderBy(sql.ref('f.id'))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: rows.map((row) => toDeliveryRecord(row as Parameters<typeof toDeliveryRecord>[0])), total, counts };
}
