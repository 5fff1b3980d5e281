import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryListQuery } from '@/api/schemas';
import { limits } from '@/config';
import { billingQueries } from '@/queries/billing';
import { deliveryQueries } from '@/queries/deliveries';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { partnerQueries } from '@/queries/partner';
import { statisticsQueries } from '@/queries/statistics';
import { walletQueries } from '@/queries/wallet';
import type { DashboardSearch } from '../../-search';

/** The deliveries list request the dashboard's search params stand for. */
export function deliveryListQuery({
  status,
  q,
  page,
}: Pick<DashboardSearch, 'status' | 'q' | 'page'>): DeliveryListQuery {
  return {
    page,
    limit: limits.deliveriesPageSize,
    ...(status === 'all' ? {} : { status }),
    ...(q.trim() ? { search: q.trim() } : {}),
  };
}

export const recentTransactionsQuery = { page: 1, limit: limits.recentTransactions };
export const billingHistoryQuery = { page: 1, limit: 20 };

/**
 * Every request of the dashboard's first screen, started together: what SPEC.md §7 reads
 * on load (wallet, routes, billing), the deliveries of the current filters, and what the
 * open tab shows. prefetchQuery never throws; each tab shows its own error state.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  search: Pick<DashboardSearch, 'tab' | 'status' | 'q' | 'page' | 'delivery'>,
): void {
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  void prefetch(walletQueries.summary());
  void prefetch(deliveryRouteQueries.list());
  void prefetch(billingQueries.info());
  void prefetch(deliveryQueries.list(deliveryListQuery(search)));
  void prefetch(statisticsQueries.deliveries()); // the overview's pending count
  if (search.delivery) {
    // A shared link to a delivery's detail view: its data and history load with the page.
    void prefetch(deliveryQueries.detail(search.delivery));
    void prefetch(deliveryQueries.tracking(search.delivery));
  }
  switch (search.tab) {
    case 'wallet':
      void prefetch(walletQueries.transactions(recentTransactionsQuery));
      void prefetch(walletQueries.statistics());
      break;
    case 'profile':
      void prefetch(partnerQueries.profile());
      void prefetch(partnerQueries.settings());
      break;
    case 'billing':
      void prefetch(billingQueries.paymentMethods());
      void prefetch(walletQueries.transactions(billingHistoryQuery));
      break;
    case 'deliveries':
      break;
  }
}
