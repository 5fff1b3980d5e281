import type { Kysely, Selectable } from 'kysely';
import type { WebhookAttempt, WebhookEventType } from '@/api/schemas/webhooks';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEventRecord,
} from '../../../domain/webhooks/records';
import type { Database } from '../schema';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from '../schema-developers';
import { ms } from './values';

/* The webhooks' rows as the domain's records (migrations/0010-webhooks.ts), and an attempt's row. */

export const toEndpoint = (row: Selectable<WebhookEndpointsTable>): WebhookEndpointRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  status: row.status,
  disabledReason: row.disabled_reason,
  consecutiveFailures: row.consecutive_failures,
  createdAt: row.created_at.toISOString(),
  secret: row.secret,
  ...(row.previous_secret !== null && row.previous_secret_expires_at !== null
    ? { previousSecret: { secret: row.previous_secret, expiresAt: ms(row.previous_secret_expires_at) } }
    : {}),
});

export const toEvent = (row: Selectable<WebhookEventsTable>): WebhookEventRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  type: row.type as WebhookEventType,
  createdAt: row.created_at.toISOString(),
  livemode: row.livemode,
  apiVersion: row.api_version as WebhookEventRecord['apiVersion'],
  data: row.data as WebhookEventRecord['data'],
});

export const toAttempt = (row: Selectable<WebhookAttemptsTable>): WebhookAttempt => ({
  at: row.at.toISOString(),
  httpStatus: row.http_status,
  error: row.error,
  durationMs: row.duration_ms,
  responseExcerpt: row.response_excerpt,
  trigger: row.trigger,
});

export const toDelivery = (
  row: Selectable<WebhookDeliveriesTable>,
  attempts: readonly Selectable<WebhookAttemptsTable>[],
): WebhookDeliveryRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  outcome: row.outcome,
  attempts: attempts.filter((a) => a.delivery_id === row.id).map(toAttempt),
  nextAttemptAt: row.next_attempt_at === null ? null : ms(row.next_attempt_at),
  createdAt: row.created_at.toISOString(),
  lockedUntil: row.locked_until === null ? null : ms(row.locked_until),
});

/** The deliveries of these rows, each with its attempts in order. */
export async function withAttempts(
  db: Kysely<Database>,
  rows: readonly Selectable<WebhookDeliveriesTable>[],
): Promise<WebhookDeliveryRecord[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('delivery_id')
    .orderBy('n')
    .execute();
  return rows.map((row) => toDelivery(row, attempts));
}

export async function insertAttempt(db: Kysely<Database>, deliveryId: string, n: number, attempt: WebhookAttempt) {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: deliveryId,
      n,
      at: attempt.at,
      http_status: attempt.httpStatus,
      error: attempt.error,
      duration_ms: attempt.durationMs,
      response_excerpt: attempt.responseExcerpt,
      trigger: attempt.trigger,
    })
    .execute();
}
