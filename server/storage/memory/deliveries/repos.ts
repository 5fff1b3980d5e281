import { attentionOf, noReasons } from '../../../domain/deliveries/attention';
import { inOrder } from '../../../domain/deliveries/events';
import type { AttentionPage, AttentionQuery, DeliveryRepos } from '../../../domain/deliveries/port';
import type { DeliveryRecord } from '../../../domain/deliveries/records';
import { TRACKING_NUMBER_COUNTER } from '../../../domain/deliveries/tracking-codes';
import type { DeliveryRouteRepos } from '../../../domain/delivery-routes/port';
import { pageOf } from '../../../domain/lists';
import { copy, type Collections } from '../journal';
import type { MemoryCollections } from '../state';
import { markDeliveriesChanged, noteDeliveryCreated, noteDeliveryStatusChanged, partnerIndex } from './delivery-index';
import { countsRecord, listDeliveryPage } from './list-page';

/*
 * The deliveries' repositories over the in-memory collections (server/domain/deliveries/port.ts):
 * the list from the per-partner index (./delivery-index.ts), kept in step with every write; needs
 * attention from the deliveries alone, by the domain's own rule.
 */

/** The highest tracking number's sequence in use: where a state without a counter starts. */
const highestSequence = (deliveries: readonly DeliveryRecord[]) =>
  deliveries.reduce((highest, d) => Math.max(highest, Number(/-(\d+)$/.exec(d.trackingNumber)?.[1] ?? 0)), 0);

function attentionPage(deliveries: readonly DeliveryRecord[], { partnerId, now, page, limit }: AttentionQuery) {
  const flagged = deliveries.flatMap((delivery) => {
    if (delivery.partnerId !== partnerId) return [];
    const attention = attentionOf(delivery, now);
    return attention ? [{ delivery, ...attention }] : [];
  });
  flagged.sort((a, b) => a.since - b.since || (a.delivery.id < b.delivery.id ? -1 : 1));
  const counts = noReasons();
  for (const { reasons } of flagged) for (const { reason } of reasons) counts[reason] += 1;
  const { items, total } = pageOf(flagged, { page, limit });
  return { items: items.map(({ delivery }) => copy(delivery)), total, counts } satisfies AttentionPage;
}

export function memoryDeliveryRepos(c: Collections<MemoryCollections>): DeliveryRepos & DeliveryRouteRepos {
  const own = (partnerId: string, id: string) => (row: { partnerId: string; id: string }) =>
    row.partnerId === partnerId && row.id === id;
  return {
    deliveries: {
      byId: async (partnerId, id) => c.find('deliveries', own(partnerId, id)),
      byTrackingCode: async (code) => c.find('deliveries', (d) => d.trackingCode === code),
      insert: async (delivery) => {
        c.insert('deliveries', delivery);
        const source = c.all('deliveries');
        noteDeliveryCreated(source, source[source.length - 1]!);
        c.onUndo(markDeliveriesChanged);
      },
      update: async (partnerId, id, change) => {
        c.update('deliveries', own(partnerId, id), change);
        if (change.status === undefined) return;
        const source = c.all('deliveries');
        const stored = source.find(own(partnerId, id));
        if (stored) noteDeliveryStatusChanged(source, stored);
        c.onUndo(markDeliveriesChanged);
      },
      list: async (query, signal) => {
        const page = await listDeliveryPage(c.all('deliveries'), query, signal);
        return { ...page, items: page.items.map((item) => copy(item)) };
      },
      attention: async (query) => attentionPage(c.all('deliveries'), query),
      completed: async (partnerId, { from, to }) =>
        partnerIndex(c.all('deliveries'), partnerId)
          .records.flatMap(({ status, deliveredAt, createdAt, estimatedDelivery, price }) => {
            const at = deliveredAt === undefined ? Number.NaN : Date.parse(deliveredAt);
            if (status !== 'delivered' || !(at >= from && at < to)) return [];
            const times = { createdAt: Date.parse(createdAt), estimatedDelivery: Date.parse(estimatedDelivery) };
            return [{ ...times, deliveredAt: at, price }];
          })
          .sort((a, b) => a.deliveredAt - b.deliveredAt),
      statusCounts: async (partnerId, created) => {
        if (created?.from === undefined && created?.to === undefined) {
          return countsRecord(partnerIndex(c.all('deliveries'), partnerId).counts);
        }
        // The list's counts over a creation range: binary searches of the partner's createdAt lists.
        const range = { partnerId, ...created, sort: 'createdAt', order: 'asc', page: 1, limit: 0 } as const;
        return (await listDeliveryPage(c.all('deliveries'), range)).counts;
      },
    },
    trackingEvents: {
      add: async (event) => c.insert('trackingEvents', event),
      of: async (deliveryId) => inOrder(c.filter('trackingEvents', (e) => e.deliveryId === deliveryId)),
    },
    trackingNumbers: {
      take: async (count) => {
        const named = (row: { name: string }) => row.name === TRACKING_NUMBER_COUNTER;
        let last = c.find('counters', named)?.value;
        if (last === undefined) {
          last = highestSequence(c.all('deliveries'));
          c.insert('counters', { name: TRACKING_NUMBER_COUNTER, value: last });
        }
        c.update('counters', named, { value: last + count });
        return last + 1;
      },
    },
    deliveryRoutes: {
      list: async (partnerId) => c.filter('deliveryRoutes', (r) => r.partnerId === partnerId),
      insert: async (route) => c.insert('deliveryRoutes', route),
      update: async (partnerId, id, patch) => {
        c.update('deliveryRoutes', own(partnerId, id), patch);
      },
      delete: async (partnerId, id) => {
        c.remove('deliveryRoutes', own(partnerId, id));
      },
    },
  };
}
