import type { Kysely, Selectable } from 'kysely';
import type { InvoiceRepos } from '../../../domain/billing/port';
import type { InvoiceRecord } from '../../../domain/billing/records';
import type { Database, InvoicesTable } from '../schema';
import { countOf, pageRows } from './paging';
import { int, recordOf } from './values';

/*
 * DeliverOS's invoices on PostgreSQL (server/domain/billing/port.ts). A partner's list is a range
 * of `invoices_partner_period` (partner_id, period_start), read backwards: the newest period first.
 */

const toInvoice = (row: Selectable<InvoicesTable>): InvoiceRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  number: row.number,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  issuedAt: row.issued_at.toISOString(),
  status: row.status,
  plan: {
    name: row.plan_name,
    monthlyFee: int(row.monthly_fee),
    includedDeliveries: row.included_deliveries,
    overagePrice: int(row.overage_price),
  },
  deliveries: row.deliveries,
  payments: row.payments,
  ...(row.billed_to === null ? {} : { billedTo: row.billed_to }),
});

export function postgresInvoiceRepos(db: Kysely<Database>): InvoiceRepos {
  const own = (partnerId: string) => db.selectFrom('invoices').where('partner_id', '=', partnerId);
  return {
    invoices: {
      page: async (partnerId, paging) => {
        const rows = await pageRows(own(partnerId).selectAll().orderBy('period_start', 'desc'), paging);
        return { items: rows.map(toInvoice), total: await countOf(own(partnerId)) };
      },
      byId: (partnerId, id) => recordOf(own(partnerId).selectAll().where('id', '=', id).executeTakeFirst(), toInvoice),
      insert: async (invoice) => {
        await db
          .insertInto('invoices')
          .values({
            id: invoice.id,
            partner_id: invoice.partnerId,
            number: invoice.number,
            period_start: invoice.periodStart,
            period_end: invoice.periodEnd,
            issued_at: invoice.issuedAt,
            status: invoice.status,
            plan_name: invoice.plan.name,
            monthly_fee: invoice.plan.monthlyFee,
            included_deliveries: invoice.plan.includedDeliveries,
            overage_price: invoice.plan.overagePrice,
            deliveries: invoice.deliveries,
            payments: JSON.stringify(invoice.payments),
            billed_to: invoice.billedTo ? JSON.stringify(invoice.billedTo) : null,
          })
          .execute();
      },
    },
  };
}
