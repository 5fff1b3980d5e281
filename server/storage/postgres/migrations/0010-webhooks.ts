import { type Kysely, sql } from 'kysely';
import { webhookDeliveryOutcomes, webhookEndpointStatuses, webhookLimits } from '@/api/schemas/webhooks';
import { createdAt, id, oneOf, partnerId, seq } from './columns';
import { createPartnerOrderIndex, dropTables } from './tables';

/*
 * Webhooks (issue 39; docs/webhooks.md): a partner's endpoints, the events written in the
 * transaction that caused them, one delivery per event and endpoint, and each attempt's log.
 *
 * - An endpoint's signing secret is kept as it is (an HMAC is computed with the key itself), the
 *   one before the last rotation beside it until it stops signing.
 * - A delivery is the queue's row: `next_attempt_at` when it is due, `locked_until` the lease a
 *   worker holds while its POST is on its way (server/domain/webhooks/attempts.ts). One delivery
 *   per event and endpoint (a unique constraint).
 * - `seq` orders what was written in one instant: an endpoint's deliveries go out oldest first.
 * - Deleting an endpoint or an event takes its deliveries and their attempts with it.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .$call(id)
    .$call(partnerId)
    .addColumn('url', 'text', (c) => c.notNull().check(sql`length(url) <= ${sql.lit(webhookLimits.url.max)}`))
    .addColumn('description', 'text', (c) =>
      c.notNull().check(sql`length(description) <= ${sql.lit(webhookLimits.description.max)}`),
    )
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', webhookEndpointStatuses)))
    .addColumn('disabled_reason', 'text')
    .addColumn('consecutive_failures', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`consecutive_failures >= 0`),
    )
    .$call(createdAt)
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .$call(seq)
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_partner')
    .on('webhook_endpoints')
    .columns(['partner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .$call(id)
    .$call(partnerId)
    .addColumn('type', 'text', (c) => c.notNull())
    .$call(createdAt)
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('api_version', 'text', (c) => c.notNull())
    // The object as the API answered it, kept as written (json, not jsonb: its keys' order too).
    .addColumn('data', 'json', (c) => c.notNull())
    .$call(seq)
    .execute();
  await createPartnerOrderIndex(db, 'webhook_events');

  await db.schema
    .createTable('webhook_deliveries')
    .$call(id)
    .$call(partnerId)
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull().check(oneOf('outcome', webhookDeliveryOutcomes)))
    .addColumn('next_attempt_at', 'timestamptz')
    .$call(createdAt)
    .addColumn('locked_until', 'timestamptz')
    .$call(seq)
    .addUniqueConstraint('webhook_deliveries_once', ['endpoint_id', 'event_id'])
    .execute();
  // An endpoint's deliveries in order (its page, its oldest due one); what is due, for the worker.
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'seq'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_event').on('webhook_deliveries').column('event_id').execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['next_attempt_at'])
    .where(sql.ref('outcome'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull().check(sql`n >= 1`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('http_status', 'integer', (c) => c.check(sql`http_status between 100 and 599`))
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull().check(sql`duration_ms >= 0`))
    .addColumn('response_excerpt', 'text')
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('scheduled', 'resend')`))
    .addPrimaryKeyConstraint('webhook_attempts_pkey', ['delivery_id', 'n'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']);
}
