import { getInvoice, listInvoices } from '../../domain/billing/invoices';
import { planUsage } from '../../domain/billing/plan';
import type { RouteTable } from './table';

/** What DeliverOS charges: the plan's usage this month, the invoices, a receipt (server/domain/billing). */
export const billingRoutes = {
  getBillingPlan: ({ ctx, caller, now }) => planUsage(ctx, caller.partnerId, now),
  listInvoices: ({ ctx, caller, query }) => listInvoices(ctx, caller.partnerId, query),
  getInvoice: ({ ctx, caller, params }) =>
    getInvoice(ctx, { user: caller.user, partnerId: caller.partnerId }, params.id),
} satisfies RouteTable;
