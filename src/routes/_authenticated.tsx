import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { sessionQueries } from '@/queries/session';

/**
 * The guard of every protected page: the session is server state, checked through the
 * cache (no request when no token is stored). No user → /signin, replacing the history
 * entry and carrying the requested location.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(sessionQueries.me());
    if (!user) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
    return { user };
  },
  pendingComponent: PageSpinner,
  pendingMs: 100,
  component: Outlet,
});
