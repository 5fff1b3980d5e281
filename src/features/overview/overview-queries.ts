import type { QueryClient } from '@tanstack/react-query';
import { billingQueries } from '@/queries/billing';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { statisticsQueries } from '@/queries/statistics';
import { walletQueries } from '@/queries/wallet';
import { latestDeliveriesQuery } from './overview-activity';

/**
 * What the overview strip shows — what docs/product.md#the-core-calls reads on load (wallet, routes, billing) and
 * the pending count — in one list: the frame's loader settles it, the frame reads it.
 */
export const overviewQueries = () =>
  [
    walletQueries.summary(),
    deliveryRouteQueries.list(),
    billingQueries.info(),
    statisticsQueries.deliveries(),
  ] as const;

/**
 * The frame's loader starts the overview's requests without waiting for them: the frame (and
 * the open section's own loading state) shows as soon as the session is known, and the
 * tiles — which keep one height whether loading or not — fill in as the data lands, in the
 * same round of requests as the section's.
 */
export function loadOverview(queryClient: QueryClient): void {
  const [wallet, routes, billing, statistics] = overviewQueries();
  void queryClient.prefetchQuery(wallet);
  void queryClient.prefetchQuery(routes);
  void queryClient.prefetchQuery(billing);
  void queryClient.prefetchQuery(statistics);
  void queryClient.prefetchQuery(latestDeliveriesQuery());
}
