import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loadRoutes } from '@/features/routes/routes-queries';
import { RoutesSection } from '@/features/routes/routes-section';

export const Route = createFileRoute('/_authenticated/dashboard/routes')({
  loader: ({ context }) => loadRoutes(context.queryClient),
  pendingComponent: PageSpinner,
  component: RoutesSection,
});
