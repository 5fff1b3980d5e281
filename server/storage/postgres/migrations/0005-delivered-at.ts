import { type Kysely, sql } from 'kysely';

/*
 * When each delivery was delivered, on the delivery (issue 38 part 1: the performance figures).
 * The figures ask for a partner's deliveries delivered in a window of days: a range of
 * `deliveries_delivered`, whose included columns answer them without reading the rows
 * (server/domain/deliveries/performance.ts), never the partner's every delivery or its events.
 * A delivery delivered before the column existed gets the time of its last `delivered` event.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').addColumn('delivered_at', 'timestamptz').execute();
  await sql`update deliveries set delivered_at = delivered.at
    from (select delivery_id, max(at) as at from tracking_events where status = 'delivered' group by delivery_id) delivered
    where delivered.delivery_id = deliveries.id and deliveries.status = 'delivered'`.execute(db);
  await sql`create index deliveries_delivered on deliveries (partner_id, delivered_at)
    include (created_at, estimated_delivery, price) where status = 'delivered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deliveries_delivered`.execute(db);
  await db.schema.alterTable('deliveries').dropColumn('delivered_at').execute();
}
