import type { QueryClient } from '@tanstack/react-query';
import { billingQueries } from '@/queries/billing';
import { invoiceQueries } from '@/queries/invoices';
import { settled } from '@/queries/ensure';

/** The billing section's loader: billing info, payment methods, the plan and the invoices. */
export function loadBilling(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(billingQueries.info()),
    queryClient.ensureQueryData(billingQueries.paymentMethods()),
    queryClient.ensureQueryData(invoiceQueries.plan()),
    queryClient.ensureQueryData(invoiceQueries.list()),
  ]);
}

/** A receipt's loader: the invoice (a failure shows on the page, with Retry). */
export function loadInvoice(queryClient: QueryClient, invoiceId: string): Promise<void> {
  return settled([queryClient.ensureQueryData(invoiceQueries.detail(invoiceId))]);
}
