import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { dashboardSearchDefaults, validateDashboardSearch } from '../-search';
import { DashboardPage } from '../-pages/dashboard-page';

export const Route = createFileRoute('/_authenticated/dashboard')({
  validateSearch: validateDashboardSearch,
  search: { middlewares: [stripSearchParams(dashboardSearchDefaults)] },
  component: DashboardPage,
});
