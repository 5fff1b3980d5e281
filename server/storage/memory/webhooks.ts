import type { WebhookRepos } from '../../domain/webhooks/port';
import type { WebhookDeliveryRecord } from '../../domain/webhooks/records';
import { newestFirst, pageOf } from '../../domain/lists';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/*
 * Webhook endpoints, events and deliveries over the in-memory collections
 * (server/domain/webhooks/port.ts). Transactions run one at a time here, so a lease is only a
 * field; the deliveries keep their attempts inline, in the order made.
 */

const leased = (delivery: WebhookDeliveryRecord, now: number) =>
  delivery.lockedUntil !== undefined && delivery.lockedUntil !== null && delivery.lockedUntil > now;

export function memoryWebhookRepos(c: Collections<MemoryCollections>): WebhookRepos {
  const deliveryOf = (id: string) => c.find('webhookDeliveries', (d) => d.id === id);
  return {
    webhookEndpoints: {
      list: async (partnerId) =>
        newestFirst(
          c.filter('webhookEndpoints', (e) => e.partnerId === partnerId),
          (e) => e.createdAt,
        ),
      byId: async (partnerId, id) => c.find('webhookEndpoints', (e) => e.partnerId === partnerId && e.id === id),
      count: async (partnerId) => c.all('webhookEndpoints').filter((e) => e.partnerId === partnerId).length,
      subscribed: async (partnerId, type) =>
        c.filter(
          'webhookEndpoints',
          (e) => e.partnerId === partnerId && e.status === 'enabled' && e.events.includes(type),
        ),
      insert: async (endpoint) => c.insert('webhookEndpoints', endpoint),
      update: async (id, patch) => {
        c.update('webhookEndpoints', (e) => e.id === id, patch);
      },
      remove: async (id) => {
        c.remove('webhookEndpoints', (e) => e.id === id);
        c.remove('webhookDeliveries', (d) => d.endpointId === id);
      },
      addFailure: async (id) => {
        const endpoint = c.find('webhookEndpoints', (e) => e.id === id);
        const failures = (endpoint?.consecutiveFailures ?? 0) + 1;
        c.update('webhookEndpoints', (e) => e.id === id, { consecutiveFailures: failures });
        return failures;
      },
    },
    webhookEvents: {
      insert: async (event) => c.insert('webhookEvents', event),
      byId: async (id) => c.find('webhookEvents', (e) => e.id === id),
      keepNewest: async (partnerId, keep) => {
        const own = c.all('webhookEvents').filter((e) => e.partnerId === partnerId);
        if (own.length <= keep) return;
        const dropped = new Set(own.slice(0, own.length - keep).map((e) => e.id));
        c.remove('webhookEvents', (e) => dropped.has(e.id));
        c.remove('webhookDeliveries', (d) => dropped.has(d.eventId));
      },
    },
    webhookDeliveries: {
      insert: async (delivery) => c.insert('webhookDeliveries', delivery),
      byId: async (partnerId, id) => c.find('webhookDeliveries', (d) => d.partnerId === partnerId && d.id === id),
      page: async (endpointId, filter, { page, limit }) => {
        const types = new Map(c.all('webhookEvents').map((e) => [e.id, e.type]));
        const matching = newestFirst(
          c.filter(
            'webhookDeliveries',
            (d) =>
              d.endpointId === endpointId &&
              (filter.outcome === undefined || d.outcome === filter.outcome) &&
              (filter.type === undefined || types.get(d.eventId) === filter.type),
          ),
          (d) => d.createdAt,
        );
        return pageOf(matching, { page, limit });
      },
      failPending: async (endpointId) => {
        c.update('webhookDeliveries', (d) => d.endpointId === endpointId && d.outcome === 'pending', {
          outcome: 'failed',
          nextAttemptAt: null,
        });
      },
      claimDue: async (now, leaseUntil, limit) => {
        const enabled = new Set(
          c
            .all('webhookEndpoints')
            .filter((e) => e.status === 'enabled')
            .map((e) => e.id),
        );
        const busy = new Set(
          c
            .all('webhookDeliveries')
            .filter((d) => leased(d, now))
            .map((d) => d.endpointId),
        );
        const taken: string[] = [];
        for (const d of c.all('webhookDeliveries')) {
          if (taken.length >= limit) break;
          const due = d.outcome === 'pending' && d.nextAttemptAt !== null && d.nextAttemptAt <= now;
          if (!due || !enabled.has(d.endpointId) || busy.has(d.endpointId)) continue;
          busy.add(d.endpointId);
          taken.push(d.id);
        }
        for (const id of taken) c.update('webhookDeliveries', (d) => d.id === id, { lockedUntil: leaseUntil });
        return taken.flatMap((id) => deliveryOf(id) ?? []);
      },
      lease: async (id, now, leaseUntil) => {
        const delivery = deliveryOf(id);
        if (!delivery || leased(delivery, now)) return false;
        c.update('webhookDeliveries', (d) => d.id === id, { lockedUntil: leaseUntil });
        return true;
      },
      recordAttempt: async (id, attempt, outcome) => {
        const delivery = deliveryOf(id);
        if (!delivery) return;
        c.update('webhookDeliveries', (d) => d.id === id, {
          attempts: [...delivery.attempts, attempt],
          lockedUntil: null,
          ...(outcome ?? {}),
        });
      },
    },
  };
}
