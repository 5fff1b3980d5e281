import { type Kysely, sql } from 'kysely';
import { invoiceStatuses } from '@/api/schemas/invoices';
import { id, kobo, oneOf, partnerId } from './columns';

/*
 * Billing (issue 38 part 1): DeliverOS's monthly invoices to its partners. An invoice keeps what
 * it billed — the plan as it was (kobo in bigint, bounded like every amount), the deliveries
 * counted, the attempts to collect it, the partner's billing details of its day — and its lines,
 * VAT and total follow from those (server/domain/billing/plan.ts). One invoice per partner and
 * period: the monthly issuing job (issue 40) can run again without billing a month twice.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .$call(id)
    .$call(partnerId)
    .addColumn('number', 'text', (c) => c.notNull().check(sql`number ~ '^INV-[0-9]{4}-[0-9]{4,}$'`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', invoiceStatuses)))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .$call(kobo('monthly_fee'))
    .addColumn('included_deliveries', 'integer', (c) => c.notNull().check(sql`included_deliveries >= 0`))
    .$call(kobo('overage_price'))
    .addColumn('deliveries', 'integer', (c) => c.notNull().check(sql`deliveries >= 0`))
    // The attempts to collect it, oldest first: each its time, outcome and the method charged as it was then.
    .addColumn('payments', 'jsonb', (c) => c.notNull())
    // The partner's billing details when it was issued (null: issued before snapshots, the current ones shown).
    .addColumn('billed_to', 'jsonb')
    .addCheckConstraint('invoices_period', sql`period_end > period_start`)
    .addUniqueConstraint('invoices_partner_number', ['partner_id', 'number'])
    .execute();
  // The list, the newest period first (read backwards), and one invoice per partner and period.
  await db.schema
    .createIndex('invoices_partner_period')
    .on('invoices')
    .columns(['partner_id', 'period_start'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').ifExists().execute();
}
