import { getBillingPlan, getInvoice, listInvoices } from '@/api/invoices';
import { apiQuery } from './api-query';
import { billingKeys } from './billing';

/*
 * What DeliverOS charges (issue 24): the plan and its usage, the invoices. Apart from
 * billing.ts, which the signed-in first visit loads: only the billing screens load these.
 * Under the billing keys, so invalidating `billingKeys.all` reaches them too.
 */

export const invoiceKeys = {
  plan: () => [...billingKeys.all, 'plan'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  list: (limit: number) => [...invoiceKeys.invoices(), 'list', { limit }] as const,
  detail: (id: string) => [...invoiceKeys.invoices(), 'detail', id] as const,
};

/** The billing section lists this many invoices, newest first: two years of months. */
export const INVOICES_SHOWN = 24;

export const invoiceQueries = {
  /** The plan, the current period and its usage: deliveries are counted as they are created. */
  plan: () => apiQuery(invoiceKeys.plan(), getBillingPlan),
  list: (limit = INVOICES_SHOWN) => apiQuery(invoiceKeys.list(limit), (signal) => listInvoices({ limit }, signal)),
  detail: (id: string) => apiQuery(invoiceKeys.detail(id), (signal) => getInvoice(id, signal)),
};
