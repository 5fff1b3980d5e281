import type { Kysely, Selectable } from 'kysely';
import type { DeliveryRouteRepos } from '../../../domain/delivery-routes/port';
import type { DeliveryRouteRecord } from '../../../domain/delivery-routes/records';
import type { Database, DeliveryRoutesTable } from '../schema';
import { int, setColumns } from './values';
import { deleteOwnedRow, ownedRows, updateOwnedRow } from './owned-rows';

/* The delivery routes' repository on PostgreSQL (server/domain/delivery-routes/port.ts). */

const toRoute = (row: Selectable<DeliveryRoutesTable>): DeliveryRouteRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  from: row.from_place,
  to: row.to_place,
  estimatedTime: row.estimated_time,
  basePrice: int(row.base_price),
  coverage: row.coverage,
  isActive: row.is_active,
});

function routeColumns(patch: Partial<DeliveryRouteRecord>) {
  return setColumns({
    from_place: patch.from,
    to_place: patch.to,
    estimated_time: patch.estimatedTime,
    base_price: patch.basePrice,
    coverage: patch.coverage,
    is_active: patch.isActive,
  });
}

export function postgresDeliveryRouteRepos(db: Kysely<Database>): DeliveryRouteRepos {
  return {
    deliveryRoutes: {
      list: async (partnerId) => (await ownedRows(db, 'delivery_routes', partnerId)).map(toRoute),
      insert: async (route) => {
        await db
          .insertInto('delivery_routes')
          .values({
            id: route.id,
            partner_id: route.partnerId,
            from_place: route.from,
            to_place: route.to,
            estimated_time: route.estimatedTime,
            base_price: route.basePrice,
            coverage: route.coverage,
            is_active: route.isActive,
          })
          .execute();
      },
      update: async (partnerId, id, patch) => {
        await updateOwnedRow(db, 'delivery_routes', partnerId, id, routeColumns(patch));
      },
      delete: async (partnerId, id) => {
        await deleteOwnedRow(db, 'delivery_routes', partnerId, id);
      },
    },
  };
}
