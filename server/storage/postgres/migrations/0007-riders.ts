import { type Kysely, sql } from 'kysely';

/*
 * The roster on the server (issue 39): riders written, not only read (migrations/0003-deliveries.ts
 * made the table).
 *
 * - `phone_key`: the phone's last ten digits (server/domain/riders/rider-view.ts `phoneKey`), and
 *   a unique index of it per partner among the riders not archived: two riders on a roster never
 *   share a phone, a constraint rather than a read before the write — two requests at once adding
 *   one phone, one is refused.
 * - `deliveries_rider_load`: the open deliveries (accepted, picked up, in transit) that have a
 *   rider, by partner and rider: a roster's loads are counted from it (and "delivered today" from
 *   `deliveries_delivered`), never from the partner's every delivery.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('riders')
    .addColumn('phone_key', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)`)
        .stored(),
    )
    .execute();
  await sql`create unique index riders_phone_on_roster on riders (partner_id, phone_key)
    where archived_at is null`.execute(db);
  await sql`create index deliveries_rider_load on deliveries (partner_id, rider_id, status)
    where rider_id is not null and status in ('accepted', 'picked-up', 'in-transit')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deliveries_rider_load`.execute(db);
  await sql`drop index if exists riders_phone_on_roster`.execute(db);
  await db.schema.alterTable('riders').dropColumn('phone_key').execute();
}
