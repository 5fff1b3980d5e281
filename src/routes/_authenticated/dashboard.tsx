import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { loadOverview } from '@/features/dashboard/overview-queries';

/**
 * The dashboard's frame: title, overview strip and the section navigation, around the open
 * section (a child route). Its loader and the section's run at once, beside the guard's
 * session check: every request of a cold load leaves together.
 */
export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context }) => loadOverview(context.queryClient),
  component: DashboardLayout,
});
