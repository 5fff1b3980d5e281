import { type Kysely, sql } from 'kysely';
import type { DeliveryRepos } from '../../../domain/deliveries/port';
import { TRACKING_NUMBER_COUNTER } from '../../../domain/deliveries/tracking-codes';
import type { Database } from '../schema';
import { deliveryAttention } from './delivery-attention';
import { deliveryList, statusCounts } from './delivery-list';
import { changeColumns, deliveryRow, eventRow, toDeliveryRecord, toEventRecord } from './delivery-rows';
import { int, ms, recordOf, time } from './values';
import { updateOwnedRow } from './owned-rows';

/*
 * The deliveries' repositories on PostgreSQL (server/domain/deliveries/port.ts); the rows:
 * ./delivery-rows.ts, the list: ./delivery-list.ts, needs attention: ./delivery-attention.ts.
 */

export function postgresDeliveryRepos(db: Kysely<Database>): DeliveryRepos {
  const deliveries = db.selectFrom('deliveries').selectAll();
  return {
    deliveries: {
      byId: async (partnerId, id, { lock = false } = {}) => {
        const query = deliveries.where('partner_id', '=', partnerId).where('id', '=', id);
        return recordOf((lock ? query.forUpdate() : query).executeTakeFirst(), toDeliveryRecord);
      },
      byTrackingCode: (code) =>
        recordOf(deliveries.where('tracking_code', '=', code).executeTakeFirst(), toDeliveryRecord),
      insert: async (delivery) => {
        await db.insertInto('deliveries').values(deliveryRow(delivery)).execute();
      },
      update: async (partnerId, id, change) => {
        await updateOwnedRow(db, 'deliveries', partnerId, id, changeColumns(change));
      },
      list: async (query) => deliveryList(db, query),
      attention: async (query) => deliveryAttention(db, query),
      statusCounts: async (partnerId, created) => statusCounts(db, partnerId, created),
      // A range of `deliveries_delivered` (partner_id, delivered_at) where delivered: its included columns answer.
      completed: async (partnerId, { from, to }) =>
        (
          await db
            .selectFrom('deliveries')
            .select(['created_at', 'estimated_delivery', 'delivered_at', 'price'])
            .where('partner_id', '=', partnerId)
            .where('status', '=', 'delivered')
            .where('delivered_at', '>=', time(from))
            .where('delivered_at', '<', time(to))
            .orderBy('delivered_at')
            .$narrowType<{ delivered_at: Date }>()
            .execute()
        ).map((row) => ({
          createdAt: ms(row.created_at),
          estimatedDelivery: ms(row.estimated_delivery),
          deliveredAt: ms(row.delivered_at),
          price: int(row.price),
        })),
    },
    trackingEvents: {
      add: async (event) => {
        await db.insertInto('tracking_events').values(eventRow(event)).execute();
      },
      of: async (deliveryId) =>
        (
          await db
            .selectFrom('tracking_events')
            .selectAll()
            .where('delivery_id', '=', deliveryId)
            .orderBy('at')
            .orderBy('seq')
            .execute()
        ).map(toEventRecord),
    },
    trackingNumbers: {
      // One row, updated in place: it stays locked until the transaction ends, so two creates take
      // consecutive numbers one after the other, and a create undone gives its numbers back.
      take: async (count) => {
        const row = await db
          .insertInto('counters')
          .values({ name: TRACKING_NUMBER_COUNTER, value: count })
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: sql`counters.value + ${count}` }))
          .returning('value')
          .executeTakeFirstOrThrow();
        return int(row.value) - count + 1;
      },
    },
  };
}
