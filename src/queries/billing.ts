import { queryOptions } from '@tanstack/react-query';
import { getBillingInfo, getBillingPlan, getInvoice, listInvoices, listPaymentMethods } from '@/api/billing';

export const billingKeys = {
  all: ['billing'] as const,
  info: () => [...billingKeys.all, 'info'] as const,
  paymentMethods: () => [...billingKeys.all, 'payment-methods'] as const,
  plan: () => [...billingKeys.all, 'plan'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (limit: number) => [...billingKeys.invoices(), 'list', { limit }] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
};

/** The billing section lists this many invoices, newest first: two years of months. */
export const INVOICES_SHOWN = 24;

export const billingQueries = {
  info: () =>
    queryOptions({
      queryKey: billingKeys.info(),
      queryFn: ({ signal }) => getBillingInfo(signal),
    }),
  paymentMethods: () =>
    queryOptions({
      queryKey: billingKeys.paymentMethods(),
      queryFn: ({ signal }) => listPaymentMethods(signal),
    }),
  /** The plan, the current period and its usage: deliveries are counted as they are created. */
  plan: () =>
    queryOptions({
      queryKey: billingKeys.plan(),
      queryFn: ({ signal }) => getBillingPlan(signal),
    }),
  invoices: (limit = INVOICES_SHOWN) =>
    queryOptions({
      queryKey: billingKeys.invoiceList(limit),
      queryFn: ({ signal }) => listInvoices({ limit }, signal),
    }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: billingKeys.invoice(id),
      queryFn: ({ signal }) => getInvoice(id, signal),
    }),
};

// The mutations are in billing-mutations.ts: only the billing section loads them, the overview reads the info.
