import type { QueryClient } from '@tanstack/react-query';
import { billingQueries } from '@/queries/billing';
import { settled } from '@/queries/ensure';

/** The billing section's loader: billing info and payment methods (its history is the wallet's). */
export function loadBilling(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(billingQueries.info()),
    queryClient.ensureQueryData(billingQueries.paymentMethods()),
  ]);
}
