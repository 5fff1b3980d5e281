import { queryOptions } from '@tanstack/react-query';
import { getBillingInfo, listPaymentMethods } from '@/api/billing';

export const billingKeys = {
  all: ['billing'] as const,
  info: () => [...billingKeys.all, 'info'] as const,
  paymentMethods: () => [...billingKeys.all, 'payment-methods'] as const,
};

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
};

// The mutations are in billing-mutations.ts, the plan and invoices in invoices.ts: only the billing
// section loads them; the overview and the first visit read the info.
