import { type Kysely, sql } from 'kysely';
import type { FleetRepo, RiderChange, RiderLoad, RiderRepo, RiderWrite } from '../../../domain/riders/port';
import { movingStatuses, onFleetMap, openStatuses } from '../../../domain/riders/rider-view';
import type { Database } from '../schema';
import { riderRow, toDeliveryRecord, toRider } from './delivery-rows';
import { int, isUniqueViolation, recordOf, setColumns, time } from './values';
import { countOwned } from './owned-rows';

/*
 * The roster and the fleet map on PostgreSQL (server/domain/riders/port.ts). A phone another rider
 * on the roster has is refused by the unique index `riders_phone_on_roster`
 * (migrations/0007-riders.ts): the write runs in a savepoint, so the refusal leaves the
 * transaction usable. Loads are counted from `deliveries_rider_load` (open) and
 * `deliveries_delivered` (delivered today).
 */

function riderColumns(change: RiderChange) {
  return {
    ...setColumns({ name: change.name, phone: change.phone, vehicle: change.vehicle, on_duty: change.onDuty }),
    ...(Object.hasOwn(change, 'plate') ? { plate: change.plate ?? null } : {}),
    ...(Object.hasOwn(change, 'archivedAt') ? { archived_at: change.archivedAt ?? null } : {}),
  };
}

/** Runs a write of a rider in a savepoint: `phone-taken` (and nothing written) when the roster's phone index refuses it. */
async function riderWrite(db: Kysely<Database>, write: () => Promise<unknown>): Promise<RiderWrite> {
  await sql`savepoint rider_write`.execute(db);
  try {
    await write();
  } catch (error) {
    await sql`rollback to savepoint rider_write`.execute(db);
    if (isUniqueViolation(error)) return 'phone-taken';
    throw error;
  }
  await sql`release savepoint rider_write`.execute(db);
  return 'written';
}

/** Statuses as literals: the planner matches them to a partial index's predicate (`deliveries_rider_load`). */
const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

const emptyLoad = (): RiderLoad => ({ open: 0, moving: 0, completedToday: 0 });

function postgresRiderRepo(db: Kysely<Database>): RiderRepo {
  const riders = db.selectFrom('riders').selectAll();
  return {
    byId: async (partnerId, id, { lock } = {}) => {
      const query = riders.where('partner_id', '=', partnerId).where('id', '=', id);
      const locked = lock === 'update' ? query.forUpdate() : lock === 'share' ? query.forShare() : query;
      return recordOf(locked.executeTakeFirst(), toRider);
    },
    byIds: async (partnerId, ids) =>
      ids.length === 0
        ? []
        : (
            await riders
              .where('partner_id', '=', partnerId)
              .where('id', 'in', [...ids])
              .execute()
          ).map(toRider),
    list: async (partnerId, archived) =>
      (
        await riders
          .where('partner_id', '=', partnerId)
          .where('archived_at', archived ? 'is not' : 'is', null)
          .execute()
      ).map(toRider),
    count: (partnerId) => countOwned(db, 'riders', partnerId),
    insert: (rider) => riderWrite(db, () => db.insertInto('riders').values(riderRow(rider)).execute()),
    update: (partnerId, id, change) => {
      const columns = riderColumns(change);
      if (Object.keys(columns).length === 0) return Promise.resolve('written');
      return riderWrite(db, () =>
        db.updateTable('riders').set(columns).where('partner_id', '=', partnerId).where('id', '=', id).execute(),
      );
    },
    loads: async (partnerId, todayStart, riderIds) => {
      if (riderIds?.length === 0) return new Map();
      const only = riderIds ? sql`and rider_id in (${sql.join([...riderIds])})` : sql``;
      const open = await sql<{ rider_id: string; open: string; moving: string }>`
        select rider_id, count(*) as open, count(*) filter (where status in (${literals(movingStatuses)})) as moving
        from deliveries
        where partner_id = ${partnerId} and rider_id is not null and status in (${literals(openStatuses)}) ${only}
        group by rider_id`.execute(db);
      const delivered = await sql<{ rider_id: string; count: string }>`
        select rider_id, count(*) as count from deliveries
        where partner_id = ${partnerId} and status = 'delivered' and delivered_at >= ${time(todayStart)}
          and rider_id is not null ${only}
        group by rider_id`.execute(db);
      const loads = new Map<string, RiderLoad>();
      for (const row of open.rows)
        loads.set(row.rider_id, { ...emptyLoad(), open: int(row.open), moving: int(row.moving) });
      for (const row of delivered.rows) {
        loads.set(row.rider_id, { ...(loads.get(row.rider_id) ?? emptyLoad()), completedToday: int(row.count) });
      }
      return loads;
    },
    carried: async (partnerId, riderId, todayStart) => {
      const carried = db
        .selectFrom('deliveries')
        .selectAll()
        .where('partner_id', '=', partnerId)
        .where('rider_id', '=', riderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      const open = await carried.where('status', 'in', [...openStatuses]).execute();
      const completedToday = await carried
        .where('status', '=', 'delivered')
        .where('delivered_at', '>=', time(todayStart))
        .execute();
      return { open: open.map(toDeliveryRecord), completedToday: completedToday.map(toDeliveryRecord) };
    },
  };
}

function postgresFleetRepo(db: Kysely<Database>): FleetRepo {
  return {
    open: async (partnerId, limit) => {
      const rows = await db
        .selectFrom('deliveries')
        .selectAll()
        .where('partner_id', '=', partnerId)
        .where('status', 'in', [...openStatuses])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      // The total from the counts a trigger keeps per status (migrations/0003-deliveries.ts).
      const counted = await db
        .selectFrom('delivery_status_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('count'), sql<string>`0`).as('total'))
        .where('partner_id', '=', partnerId)
        .where('status', 'in', [...openStatuses])
        .executeTakeFirstOrThrow();
      const ids = rows.map((row) => row.id);
      // Each delivery's last event with coordinates: a backward read of `tracking_events_delivery`.
      const located =
        ids.length === 0
          ? []
          : await db
              .selectFrom('tracking_events')
              .distinctOn('delivery_id')
              .select(['delivery_id', 'at', 'location'])
              .where('delivery_id', 'in', ids)
              .where(sql<boolean>`location -> 'coordinates' is not null`)
              .orderBy('delivery_id')
              .orderBy('at', 'desc')
              .orderBy('seq', 'desc')
              .execute();
      const last = new Map(located.map((event) => [event.delivery_id, event]));
      const items = rows.map((row) => {
        const event = last.get(row.id);
        return onFleetMap(toDeliveryRecord(row), event && { location: event.location, at: event.at.toISOString() });
      });
      return { items, total: int(counted.total) };
    },
  };
}

export const postgresRiderRepos = (db: Kysely<Database>) => ({
  riders: postgresRiderRepo(db),
  fleet: postgresFleetRepo(db),
});
