import type { QueryClient } from '@tanstack/react-query';
import { settled } from '@/queries/ensure';
import { partnerQueries } from '@/queries/partner';
import { statisticsQueries } from '@/queries/statistics';

/**
 * The customer messages card's data, asked for with the rest but not waited for: the card
 * (whose code loads after the section's first screen) shows its own skeleton meanwhile.
 */
function prefetchCustomerMessages(queryClient: QueryClient): void {
  import('@/queries/customer-messages')
    .then(({ customerMessageQueries }) => queryClient.prefetchQuery(customerMessageQueries.settings()))
    // The card asks again when it mounts.
    .catch(() => undefined);
}

/** The profile section's loader: profile, statistics, settings (and, not awaited, the customer messages). */
export function loadProfile(queryClient: QueryClient): Promise<void> {
  prefetchCustomerMessages(queryClient);
  return settled([
    queryClient.ensureQueryData(partnerQueries.profile()),
    queryClient.ensureQueryData(statisticsQueries.deliveries()),
    queryClient.ensureQueryData(partnerQueries.settings()),
  ]);
}
