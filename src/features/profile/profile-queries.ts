import type { QueryClient } from '@tanstack/react-query';
import { settled } from '@/queries/ensure';
import { partnerQueries } from '@/queries/partner';
import { statisticsQueries } from '@/queries/statistics';

/** The profile section's loader: profile, statistics, settings. */
export function loadProfile(queryClient: QueryClient): Promise<void> {
  return settled([
    queryClient.ensureQueryData(partnerQueries.profile()),
    queryClient.ensureQueryData(statisticsQueries.deliveries()),
    queryClient.ensureQueryData(partnerQueries.settings()),
  ]);
}
