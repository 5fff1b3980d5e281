import { type Kysely, sql } from 'kysely';
import { PROOF_PHOTO_MAX_BYTES, recipientNameMax, SIGNATURE_MAX_BYTES } from '@/api/schemas/delivery-proof';
import { id, kobo, partnerId, seq } from './columns';
import { createPartnerOrderIndex } from './tables';

/*
 * Proof of delivery and cash on delivery (issue 39): the proofs' images in the database, bounded
 * by the contract's sizes (a photo's format beside its bytes: the data URL it is served back as);
 * the remittances, one row per rider, Lagos day and round — unique, so a rider's cash of a day is
 * never handed in twice —; and the indexes the cash-on-delivery report reads (a day's collections,
 * what riders still hold). The recipient's code and its tries stay on the delivery (`code`,
 * migration 0003), tried by conditional updates.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('proof_images')
    .addColumn('delivery_id', sql`text collate "C"`, (c) =>
      c.primaryKey().references('deliveries.id').onDelete('cascade'),
    )
    .$call(partnerId)
    .addColumn('photo', 'bytea', (c) => c.check(sql`octet_length(photo) <= ${sql.lit(PROOF_PHOTO_MAX_BYTES)}`))
    .addColumn('photo_format', 'text', (c) => c.check(sql`photo_format in ('jpeg', 'png', 'webp')`))
    .addColumn('signature_image', 'bytea', (c) =>
      c.check(sql`octet_length(signature_image) <= ${sql.lit(SIGNATURE_MAX_BYTES)}`),
    )
    .addColumn('signature_text', 'text', (c) =>
      c.check(sql`char_length(signature_text) <= ${sql.lit(recipientNameMax)}`),
    )
    .addCheckConstraint('proof_images_photo_format', sql`(photo is null) = (photo_format is null)`)
    .execute();

  await db.schema
    .createTable('cod_remittances')
    .$call(id)
    .$call(partnerId)
    .addColumn('rider_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull().check(sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round > 0`))
    .addColumn('delivery_count', 'integer', (c) => c.notNull().check(sql`delivery_count > 0`))
    .$call(kobo('amount'))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee between 0 and amount`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('remitted_at', 'timestamptz', (c) => c.notNull())
    .$call(seq)
    .addUniqueConstraint('cod_remittances_once', ['partner_id', 'rider_id', 'day', 'round'])
    .execute();
  // The partner's last remittance (a test `cod.remitted` event carries it).
  await createPartnerOrderIndex(db, 'cod_remittances');

  // A day's collections (the report); what riders still hold (held before a day, a remittance's claim).
  await sql`create index deliveries_cod_collected on deliveries (partner_id, cod_collected_at)
    where cod_collected_at is not null and rider_id is not null`.execute(db);
  await sql`create index deliveries_cod_held on deliveries (partner_id, rider_id, cod_collected_at)
    where cod_collected_at is not null and cod_remitted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deliveries_cod_held`.execute(db);
  await sql`drop index if exists deliveries_cod_collected`.execute(db);
  await db.schema.dropTable('cod_remittances').ifExists().execute();
  await db.schema.dropTable('proof_images').ifExists().execute();
}
