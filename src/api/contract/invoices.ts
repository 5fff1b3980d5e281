import { billingPlanUsage, invoice, invoiceListQuery, invoicePage } from '../schemas/invoices';
import { endpoint } from './endpoint';

/**
 * What DeliverOS charges the partner (issue 24): the plan and its usage, the invoices. Apart
 * from billing.ts, which the signed-in first visit loads (the billing info): only the billing
 * screens load these and their schemas.
 */
export const invoiceEndpoints = {
  getBillingPlan: endpoint({
    method: 'GET',
    path: '/api/billing/plan',
    auth: 'user',
    reply: billingPlanUsage,
  }),
  listInvoices: endpoint({
    method: 'GET',
    path: '/api/billing/invoices',
    auth: 'user',
    query: invoiceListQuery,
    reply: invoicePage,
  }),
  getInvoice: endpoint({
    method: 'GET',
    path: '/api/billing/invoices/:id',
    auth: 'user',
    reply: invoice,
  }),
} as const;
