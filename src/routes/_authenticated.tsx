import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { tokenStorage } from '@/api/token-storage';
import { PageSpinner } from '@/components/ui/spinner';
import { sessionQueries } from '@/queries/session';

/**
 * The guard of every protected page. `beforeLoad` sends a visitor with no session to
 * /signin at once (replacing the history entry, carrying the requested location) and
 * starts the session check without waiting for it, so the pages' loaders fetch their data
 * alongside it instead of after it. The loader awaits the check — the centred
 * "Loading..." shows meanwhile — and redirects if the session turned out invalid.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const signedOut = () => redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    if (!context.dataLayer.current && !tokenStorage.hasSession()) throw signedOut();
    const queryClient = await context.dataLayer.load();
    const known = queryClient.getQueryData(sessionQueries.me().queryKey);
    if (known === null || (known === undefined && !tokenStorage.hasSession())) throw signedOut();
    // A check cancelled on the way (the session was forgotten meanwhile: logout, a refused
    // refresh) is a signed-out answer, not an error.
    const session = queryClient.ensureQueryData(sessionQueries.me()).catch(() => null);
    return { queryClient, session };
  },
  loader: async ({ context, location }) => {
    const user = await context.session;
    if (!user) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    return { user };
  },
  pendingComponent: PageSpinner,
  pendingMs: 100,
  component: Outlet,
  // The guard is small and on every protected page's critical path: keep it in one chunk.
  codeSplitGroupings: [],
});
