import { endpoints } from '@/api/endpoints';
import { db, type DbState } from '../db';
import { findOwned, handle, newestFirst, paginate, type UserRecord } from '../http';
import { newBilling } from '@server/domain/partners/defaults';
import { invoiceDetail, invoiceSummary, planUsage } from '../billing-invoices';

type BillingRecord = DbState['billing'][number];

/** The partner's billing details as an invoice's receipt shows them (made by the server's rules: server/domain/partners/billing.ts). */
const billingOf = (user: UserRecord): BillingRecord =>
  db.state.billing.find((b) => b.partnerId === user.id) ??
  newBilling(user, db.state.profiles.find((p) => p.partnerId === user.id)?.companyName ?? '');

export const billingHandlers = [
  // What DeliverOS charges: the plan's usage this month, the invoices (newest first), a receipt.
  handle(endpoints.getBillingPlan, ({ user }) => planUsage(db.state, user.id, Date.now())),

  handle(endpoints.listInvoices, ({ user, query }) => {
    const own = db.state.invoices.filter((i) => i.partnerId === user.id);
    return paginate(newestFirst(own, (i) => i.periodStart).map(invoiceSummary), query);
  }),

  // Another partner's invoice is as absent as a missing one: 404, 'Invoice not found'.
  handle(endpoints.getInvoice, ({ user, params }) =>
    invoiceDetail(findOwned(db.state.invoices, params.id, user.id, 'Invoice'), billingOf(user)),
  ),
];
