import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DashboardPage } from '../-pages/dashboard/dashboard-page';
import { prefetchDashboard } from '../-pages/dashboard/prefetch';
import { dashboardSearchDefaults, validateDashboardSearch } from '../-search';

export const Route = createFileRoute('/_authenticated/dashboard')({
  validateSearch: validateDashboardSearch,
  search: { middlewares: [stripSearchParams(dashboardSearchDefaults)] },
  loaderDeps: ({ search: { tab, status, q, page, delivery } }) => ({ tab, status, q, page, delivery }),
  // Starts every request the open tab needs at once, without waiting: the tabs show
  // skeletons and fill in as the data lands (no waterfall, no blank page).
  loader: ({ context, deps }) => prefetchDashboard(context.queryClient, deps),
  component: DashboardPage,
});
