import { type Kysely, type Selectable, sql } from 'kysely';
import type { CodRepos } from '../../../domain/cash-on-delivery/port';
import { remittedMeanwhile } from '../../../domain/cash-on-delivery/records';
import type { DeliveryCode, ProofRepos } from '../../../domain/deliveries/proof-port';
import type { ProofImagesRecord } from '../../../domain/deliveries/proof-records';
import type { Database, ProofImagesTable } from '../schema';
import { toDeliveryRecord } from './delivery-rows';
import { countOf } from './paging';
import { int, isUniqueViolation, recordOf, time } from './values';

/*
 * Proof of delivery and cash on delivery on PostgreSQL (server/domain/deliveries/proof-port.ts,
 * server/domain/cash-on-delivery/port.ts). A code's try and a remittance's claim are conditional
 * updates: under READ COMMITTED a concurrent one waits for the row, then finds its condition false.
 * The images are bytes (`bytea`), served back as the data URLs they came as.
 */

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A data URL's format and bytes (the domain checked it: ../../../domain/image-content.ts). */
function bytesOf(url: string) {
  const match = /^data:image\/(jpeg|png|webp);base64,(.*)$/.exec(url);
  if (!match) throw new Error('A proof image must reach the store as a checked data URL');
  return { format: match[1] as 'jpeg' | 'png' | 'webp', bytes: Buffer.from(match[2]!, 'base64') };
}

const toProofImages = (row: Selectable<ProofImagesTable>): ProofImagesRecord => ({
  partnerId: row.partner_id,
  deliveryId: row.delivery_id,
  ...(row.signature_image === null ? {} : { signatureImage: `data:image/png;base64,${base64Of(row.signature_image)}` }),
  ...(row.signature_text === null ? {} : { signatureText: row.signature_text }),
  ...(row.photo === null || row.photo_format === null
    ? {}
    : { photoImage: `data:image/${row.photo_format};base64,${base64Of(row.photo)}` }),
});

export function postgresProofRepos(db: Kysely<Database>): ProofRepos {
  const triesLeft = sql`(code->>'triesLeft')::int`;
  const first = ({ rows }: { rows: Array<{ code: DeliveryCode }> }) => rows[0]?.code;
  return {
    deliveryCodes: {
      spendTry: async (partnerId, id) =>
        first(
          await sql<{ code: DeliveryCode }>`
            update deliveries set code = jsonb_set(code, '{triesLeft}', to_jsonb(${triesLeft} - 1))
            where partner_id = ${partnerId} and id = ${id} and code is not null
              and not (code->>'verified')::boolean and ${triesLeft} > 0
            returning code`.execute(db),
        ),
      verify: async (partnerId, id) =>
        first(
          await sql<{ code: DeliveryCode }>`
            update deliveries set code = jsonb_set(code, '{verified}', 'true'::jsonb)
            where partner_id = ${partnerId} and id = ${id} and code is not null and ${triesLeft} > 0
            returning code`.execute(db),
        ),
    },
    proofs: {
      record: async (partnerId, id, proof, collected) => {
        await db
          .updateTable('deliveries')
          .set({
            proof: JSON.stringify(proof),
            ...(collected
              ? {
                  cod_collected_method: collected.method,
                  cod_collected_amount: collected.amount,
                  cod_collected_at: collected.at,
                }
              : {}),
          })
          .where('partner_id', '=', partnerId)
          .where('id', '=', id)
          .execute();
      },
      addAttempt: async (partnerId, id, attempt) => {
        await db
          .updateTable('deliveries')
          .set({
            attempts: sql`coalesce(attempts, '[]'::jsonb) || jsonb_build_array(${JSON.stringify(attempt)}::jsonb)`,
            last_attempt_at: attempt.at,
          })
          .where('partner_id', '=', partnerId)
          .where('id', '=', id)
          .execute();
      },
    },
    proofImages: {
      insert: async (images) => {
        const photo = images.photoImage === undefined ? undefined : bytesOf(images.photoImage);
        await db
          .insertInto('proof_images')
          .values({
            delivery_id: images.deliveryId,
            partner_id: images.partnerId,
            photo: photo?.bytes ?? null,
            photo_format: photo?.format ?? null,
            signature_image: images.signatureImage === undefined ? null : bytesOf(images.signatureImage).bytes,
            signature_text: images.signatureText ?? null,
          })
          .execute();
      },
      of: (partnerId, deliveryId) =>
        recordOf(
          db
            .selectFrom('proof_images')
            .selectAll()
            .where('partner_id', '=', partnerId)
            .where('delivery_id', '=', deliveryId)
            .executeTakeFirst(),
          toProofImages,
        ),
    },
  };
}

export function postgresCodRepos(db: Kysely<Database>): CodRepos {
  const collections = (partnerId: string) =>
    db
      .selectFrom('deliveries')
      .where('partner_id', '=', partnerId)
      .where('rider_id', 'is not', null)
      .where('cod_collected_at', 'is not', null);
  return {
    codCollections: {
      collected: async (partnerId, { from, to }) =>
        (
          await collections(partnerId)
            .selectAll()
            .where('cod_collected_at', '>=', time(from))
            .where('cod_collected_at', '<', time(to))
            .orderBy('cod_collected_at')
            .orderBy('id')
            .execute()
        ).map(toDeliveryRecord),
      heldBefore: async (partnerId, before) => {
        const row = await collections(partnerId)
          .select(sql<string>`coalesce(sum(cod_collected_amount), 0)`.as('held'))
          .where('cod_remitted_at', 'is', null)
          .where('cod_collected_at', '<', time(before))
          .executeTakeFirstOrThrow();
        return int(row.held);
      },
      claim: async (partnerId, riderId, { from, to }, remittedAt) =>
        (
          await db
            .updateTable('deliveries')
            .set({ cod_remitted_at: remittedAt })
            .where('partner_id', '=', partnerId)
            .where('rider_id', '=', riderId)
            .where('cod_remitted_at', 'is', null)
            .where('cod_collected_at', '>=', time(from))
            .where('cod_collected_at', '<', time(to))
            .returningAll()
            .execute()
        ).map(toDeliveryRecord),
    },
    codRemittances: {
      insert: async (record) => {
        try {
          await db
            .insertInto('cod_remittances')
            .values({
              id: record.id,
              partner_id: record.partnerId,
              rider_id: record.riderId,
              day: record.day,
              round: record.round,
              delivery_count: record.deliveryCount,
              amount: record.amount,
              fee: record.fee,
              transaction_id: record.transactionId,
              remitted_at: record.remittedAt,
            })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw remittedMeanwhile();
          throw error;
        }
      },
      count: async (partnerId, riderId, day) => {
        return countOf(
          db
            .selectFrom('cod_remittances')
            .where('partner_id', '=', partnerId)
            .where('rider_id', '=', riderId)
            .where('day', '=', day),
        );
      },
      last: async (partnerId) => {
        const row = await db
          .selectFrom('cod_remittances')
          .selectAll()
          .where('partner_id', '=', partnerId)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst();
        return (
          row && {
            partnerId: row.partner_id,
            id: row.id,
            riderId: row.rider_id,
            day: row.day,
            round: row.round,
            deliveryCount: row.delivery_count,
            amount: int(row.amount),
            fee: int(row.fee),
            transactionId: row.transaction_id,
            remittedAt: row.remitted_at.toISOString(),
          }
        );
      },
    },
  };
}
