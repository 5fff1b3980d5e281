import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/overview/overview-page';
import { loadOverview } from '@/features/overview/overview-queries';

/** The dashboard at a glance (the navigation's "Dashboard"). */
export const Route = createFileRoute('/_authenticated/dashboard/overview')({
  loader: ({ context }) => loadOverview(context.queryClient),
  component: OverviewPage,
});
