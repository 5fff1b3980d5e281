import type { QueryClient } from '@tanstack/react-query';
import { billingQueries } from '@/queries/billing';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { settled } from '@/queries/ensure';
import { statisticsQueries } from '@/queries/statistics';
import { walletQueries } from '@/queries/wallet';

/**
 * What the overview strip shows — what SPEC.md §7 reads on load (wallet, routes, billing) and
 * the pending count — in one list: the frame's loader settles it, the frame reads it.
 */
export const overviewQueries = () =>
  [
    walletQueries.summary(),
    deliveryRouteQueries.list(),
    billingQueries.info(),
    statisticsQueries.deliveries(),
  ] as const;

export function loadOverview(queryClient: QueryClient): Promise<void> {
  const [wallet, routes, billing, statistics] = overviewQueries();
  return settled([
    queryClient.ensureQueryData(wallet),
    queryClient.ensureQueryData(routes),
    queryClient.ensureQueryData(billing),
    queryClient.ensureQueryData(statistics),
  ]);
}
