import { inOrder } from '../../domain/deliveries/events';
import type { DeliveryRecord, RiderRecord } from '../../domain/deliveries/records';
import type { FleetRepo, RiderLoad, RiderRepo, RiderWrite } from '../../domain/riders/port';
import { movingStatuses, onFleetMap, openStatuses, phoneKey } from '../../domain/riders/rider-view';
import { copy, type Collections } from './journal';
import type { MemoryCollections } from './state';

/*
 * The roster and the fleet map over the in-memory collections (server/domain/riders/port.ts): a
 * phone shared with another rider on the roster is refused before anything is written (the
 * store runs one transaction at a time), as PostgreSQL's unique index refuses it.
 */

const newestFirst = (a: DeliveryRecord, b: DeliveryRecord) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1);

const isOpen = (d: DeliveryRecord) => openStatuses.includes(d.status);
const deliveredSince = (d: DeliveryRecord, since: number) =>
  d.status === 'delivered' && d.deliveredAt !== undefined && Date.parse(d.deliveredAt) >= since;

function loadsOf(deliveries: readonly DeliveryRecord[], partnerId: string, since: number, only?: readonly string[]) {
  const loads = new Map<string, RiderLoad>();
  for (const d of deliveries) {
    if (d.partnerId !== partnerId || d.riderId === undefined || (only && !only.includes(d.riderId))) continue;
    const open = isOpen(d);
    const today = deliveredSince(d, since);
    if (!open && !today) continue;
    const load = loads.get(d.riderId) ?? { open: 0, moving: 0, completedToday: 0 };
    if (open) load.open += 1;
    if (movingStatuses.includes(d.status)) load.moving += 1;
    if (today) load.completedToday += 1;
    loads.set(d.riderId, load);
  }
  return loads;
}

export function memoryRiderRepos(c: Collections<MemoryCollections>): { riders: RiderRepo; fleet: FleetRepo } {
  const own = (partnerId: string, id: string) => (r: RiderRecord) => r.partnerId === partnerId && r.id === id;
  /** Whether another of the partner's riders on the roster has this phone. */
  const phoneTaken = (rider: RiderRecord) =>
    rider.archivedAt === null &&
    c
      .all('riders')
      .some(
        (r) =>
          r.partnerId === rider.partnerId &&
          r.id !== rider.id &&
          r.archivedAt === null &&
          phoneKey(r.phone) === phoneKey(rider.phone),
      );
  const riders: RiderRepo = {
    byId: async (partnerId, id) => c.find('riders', own(partnerId, id)),
    byIds: async (partnerId, ids) => c.filter('riders', (r) => r.partnerId === partnerId && ids.includes(r.id)),
    list: async (partnerId, archived) =>
      c.filter('riders', (r) => r.partnerId === partnerId && (r.archivedAt !== null) === archived),
    count: async (partnerId) => c.all('riders').filter((r) => r.partnerId === partnerId).length,
    insert: async (rider): Promise<RiderWrite> => {
      if (phoneTaken(rider)) return 'phone-taken';
      c.insert('riders', rider);
      return 'written';
    },
    update: async (partnerId, id, change): Promise<RiderWrite> => {
      const stored = c.find('riders', own(partnerId, id));
      if (!stored) return 'written';
      if (phoneTaken({ ...stored, ...change })) return 'phone-taken';
      c.update('riders', own(partnerId, id), change);
      return 'written';
    },
    loads: async (partnerId, todayStart, riderIds) => loadsOf(c.all('deliveries'), partnerId, todayStart, riderIds),
    carried: async (partnerId, riderId, todayStart) => {
      const carried = c.all('deliveries').filter((d) => d.partnerId === partnerId && d.riderId === riderId);
      return {
        open: carried.filter(isOpen).sort(newestFirst).map(copy),
        completedToday: carried
          .filter((d) => deliveredSince(d, todayStart))
          .sort(newestFirst)
          .map(copy),
      };
    },
  };
  const fleet: FleetRepo = {
    open: async (partnerId, limit) => {
      const open = c
        .all('deliveries')
        .filter((d) => d.partnerId === partnerId && isOpen(d))
        .sort(newestFirst);
      const shown = open.slice(0, limit);
      const ids = new Set(shown.map((d) => d.id));
      const located = inOrder(c.all('trackingEvents').filter((e) => ids.has(e.deliveryId) && e.location?.coordinates));
      const last = new Map(located.map((event) => [event.deliveryId, event]));
      const items = shown.map((delivery) => {
        const event = last.get(delivery.id);
        return onFleetMap(copy(delivery), event && { location: copy(event.location), at: event.timestamp });
      });
      return { items, total: open.length };
    },
  };
  return { riders, fleet };
}
