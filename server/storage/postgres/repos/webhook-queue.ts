import { type Kysely, sql } from 'kysely';
import type { WebhookDeliveryRecord } from '../../../domain/webhooks/records';
import type { Database } from '../schema';
import type { WebhookDeliveriesTable } from '../schema-developers';
import { time } from './values';
import { withAttempts } from './webhook-rows';
import type { Selectable } from 'kysely';

/*
 * The webhooks' queue on PostgreSQL (server/domain/webhooks/port.ts, claimDue): a worker takes
 * the due deliveries, at most one per endpoint — its oldest due one, none while another of that
 * endpoint is leased (so a receiver gets an endpoint's events in order).
 *
 * 1. The endpoints with something due and nothing leased are locked FOR UPDATE SKIP LOCKED: an
 *    endpoint another worker is taking from right now is skipped, not waited for.
 * 2. For each, one statement (a fresh snapshot: it sees a lease another worker committed since
 *    step 1) leases the oldest due delivery — if the endpoint still has none leased, and if the
 *    row is still unleased when it is updated (re-checked on the row's newest version).
 *
 * So two workers never lease the same delivery, and never two of one endpoint at once.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<WebhookDeliveryRecord[]> {
  const at = time(now);
  const { rows: endpoints } = await sql<{ id: string }>`
    select e.id from webhook_endpoints e
    where e.status = 'enabled'
      and exists (select 1 from webhook_deliveries d
                  where d.endpoint_id = e.id and d.outcome = 'pending' and d.next_attempt_at <= ${at})
      and not exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.locked_until > ${at})
    order by e.seq
    limit ${limit}
    for update of e skip locked
  `.execute(db);
  const leased: Selectable<WebhookDeliveriesTable>[] = [];
  for (const { id } of endpoints) {
    const { rows } = await sql<Selectable<WebhookDeliveriesTable>>`
      update webhook_deliveries set locked_until = ${time(leaseUntil)}
      where id = (select d.id from webhook_deliveries d
                  where d.endpoint_id = ${id} and d.outcome = 'pending' and d.next_attempt_at <= ${at}
                  order by d.seq limit 1)
        and (locked_until is null or locked_until <= ${at})
        and not exists (select 1 from webhook_deliveries x where x.endpoint_id = ${id} and x.locked_until > ${at})
      returning *
    `.execute(db);
    leased.push(...rows);
  }
  return withAttempts(db, leased);
}
