import { type Kysely, sql } from 'kysely';
import type { EndpointPatch, WebhookRepos } from '../../../domain/webhooks/port';
import type { Database } from '../schema';
import { recordOf, setColumns, time } from './values';
import { claimDueDeliveries } from './webhook-queue';
import { insertAttempt, toEndpoint, toEvent, withAttempts } from './webhook-rows';
import { countOwned } from './owned-rows';
import { countOf, pageRows } from './paging';

/*
 * Webhooks on PostgreSQL (server/domain/webhooks/port.ts; migrations/0010-webhooks.ts). A
 * delivery's attempts are rows of `webhook_attempts`, numbered from 1, read with it.
 */

function endpointColumns(patch: EndpointPatch) {
  return {
    ...setColumns({
      url: patch.url,
      description: patch.description,
      events: patch.events && [...patch.events],
      status: patch.status,
      disabled_reason: patch.disabledReason,
      consecutive_failures: patch.consecutiveFailures,
      secret: patch.secret,
    }),
    ...(patch.previousSecret === undefined
      ? {}
      : {
          previous_secret: patch.previousSecret.secret,
          previous_secret_expires_at: time(patch.previousSecret.expiresAt),
        }),
  };
}

function endpointRepo(db: Kysely<Database>): WebhookRepos['webhookEndpoints'] {
  const endpoints = () => db.selectFrom('webhook_endpoints').selectAll();
  return {
    list: async (partnerId) =>
      (
        await endpoints()
          .where('partner_id', '=', partnerId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .execute()
      ).map(toEndpoint),
    byId: (partnerId, id) =>
      recordOf(endpoints().where('partner_id', '=', partnerId).where('id', '=', id).executeTakeFirst(), toEndpoint),
    count: (partnerId) => countOwned(db, 'webhook_endpoints', partnerId),
    subscribed: async (partnerId, type) =>
      (
        await endpoints()
          .where('partner_id', '=', partnerId)
          .where('status', '=', 'enabled')
          .where(sql<boolean>`${type} = any(events)`)
          .orderBy('seq')
          .execute()
      ).map(toEndpoint),
    insert: async (e) => {
      await db
        .insertInto('webhook_endpoints')
        .values({
          id: e.id,
          partner_id: e.partnerId,
          url: e.url,
          description: e.description,
          events: [...e.events],
          status: e.status,
          disabled_reason: e.disabledReason,
          consecutive_failures: e.consecutiveFailures,
          created_at: e.createdAt,
          secret: e.secret,
          previous_secret: e.previousSecret?.secret ?? null,
          previous_secret_expires_at: e.previousSecret ? time(e.previousSecret.expiresAt) : null,
        })
        .execute();
    },
    update: async (id, patch) => {
      const columns = endpointColumns(patch);
      if (Object.keys(columns).length === 0) return;
      await db.updateTable('webhook_endpoints').set(columns).where('id', '=', id).execute();
    },
    remove: async (id) => {
      await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    },
    addFailure: async (id) => {
      const row = await db
        .updateTable('webhook_endpoints')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', id)
        .returning('consecutive_failures')
        .executeTakeFirst();
      return row?.consecutive_failures ?? 0;
    },
  };
}

function eventRepo(db: Kysely<Database>): WebhookRepos['webhookEvents'] {
  return {
    insert: async (e) => {
      await db
        .insertInto('webhook_events')
        .values({
          id: e.id,
          partner_id: e.partnerId,
          type: e.type,
          created_at: e.createdAt,
          livemode: e.livemode,
          api_version: e.apiVersion,
          data: JSON.stringify(e.data),
        })
        .execute();
    },
    byId: (id) =>
      recordOf(db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirst(), toEvent),
    keepNewest: async (partnerId, keep) => {
      await db
        .deleteFrom('webhook_events')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_events')
            .select('id')
            .where('partner_id', '=', partnerId)
            .orderBy('seq', 'desc')
            .offset(keep),
        )
        .execute();
    },
  };
}

function deliveryRepo(db: Kysely<Database>): WebhookRepos['webhookDeliveries'] {
  const deliveryRow = (id: string) => db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id);
  return {
    insert: async (d) => {
      await db
        .insertInto('webhook_deliveries')
        .values({
          id: d.id,
          partner_id: d.partnerId,
          endpoint_id: d.endpointId,
          event_id: d.eventId,
          outcome: d.outcome,
          next_attempt_at: d.nextAttemptAt === null ? null : time(d.nextAttemptAt),
          created_at: d.createdAt,
          locked_until: d.lockedUntil ? time(d.lockedUntil) : null,
        })
        .execute();
      for (const [index, attempt] of d.attempts.entries()) await insertAttempt(db, d.id, index + 1, attempt);
    },
    byId: async (partnerId, id) => {
      const row = await deliveryRow(id).where('partner_id', '=', partnerId).executeTakeFirst();
      return row ? (await withAttempts(db, [row]))[0] : undefined;
    },
    page: async (endpointId, filter, { page, limit }) => {
      let matching = db.selectFrom('webhook_deliveries as d').where('d.endpoint_id', '=', endpointId);
      if (filter.outcome !== undefined) matching = matching.where('d.outcome', '=', filter.outcome);
      if (filter.type !== undefined) {
        const type = filter.type;
        matching = matching.where('d.event_id', 'in', (eb) =>
          eb.selectFrom('webhook_events').select('id').where('type', '=', type),
        );
      }
      const rows = await pageRows(matching.selectAll('d').orderBy('d.created_at', 'desc').orderBy('d.seq', 'desc'), {
        page,
        limit,
      });
      return { items: await withAttempts(db, rows), total: await countOf(matching) };
    },
    failPending: async (endpointId) => {
      await db
        .updateTable('webhook_deliveries')
        .set({ outcome: 'failed', next_attempt_at: null })
        .where('endpoint_id', '=', endpointId)
        .where('outcome', '=', 'pending')
        .execute();
    },
    claimDue: (now, leaseUntil, limit) => claimDueDeliveries(db, now, leaseUntil, limit),
    lease: async (id, now, leaseUntil) => {
      const row = await db
        .updateTable('webhook_deliveries')
        .set({ locked_until: time(leaseUntil) })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', time(now))]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    recordAttempt: async (id, attempt, outcome) => {
      const made = await countOf(db.selectFrom('webhook_attempts').where('delivery_id', '=', id));
      await insertAttempt(db, id, made + 1, attempt);
      await db
        .updateTable('webhook_deliveries')
        .set({
          locked_until: null,
          ...(outcome
            ? {
                outcome: outcome.outcome,
                next_attempt_at: outcome.nextAttemptAt === null ? null : time(outcome.nextAttemptAt),
              }
            : {}),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export function postgresWebhookRepos(db: Kysely<Database>): WebhookRepos {
  return {
    webhookEndpoints: endpointRepo(db),
    webhookEvents: eventRepo(db),
    webhookDeliveries: deliveryRepo(db),
  };
}
