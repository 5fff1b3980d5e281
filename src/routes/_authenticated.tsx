import { createFileRoute, redirect } from '@tanstack/react-router';
import { tokenStorage } from '@/api/token-storage';
import { AppFrame, FrameSkeleton } from '@/features/dashboard/app-frame';
import { sessionQueries } from '@/queries/session';

/**
 * The guard of every protected page. `beforeLoad` sends a visitor with no session to
 * /signin at once (replacing the history entry, carrying the requested location) and
 * starts the session check without waiting for it, so the pages' loaders fetch their data
 * alongside it instead of after it. The loader awaits the check — the app frame's skeleton
 * with a centred "Loading..." shows meanwhile — and redirects if the session turned out
 * invalid. Every protected page renders inside the app frame.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const signedOut = () => redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    if (!context.dataLayer.current && !tokenStorage.hasSession()) throw signedOut();
    const queryClient = await context.dataLayer.load();
    const known = queryClient.getQueryData(sessionQueries.me().queryKey);
    if (known === null || (known === undefined && !tokenStorage.hasSession())) throw signedOut();
    // DeliverOS operations have their own pages (/ops); a partner's would only answer 403.
    if (known?.role === 'operator') throw redirect({ to: '/ops', replace: true });
    // A check cancelled on the way (the session was forgotten meanwhile: logout, a refused
    // refresh) is a signed-out answer, not an error.
    const session = queryClient.ensureQueryData(sessionQueries.me()).catch(() => null);
    return { queryClient, session };
  },
  loader: async ({ context, location }) => {
    const user = await context.session;
    if (!user) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    if (user.role === 'operator') throw redirect({ to: '/ops', replace: true });
    return { user };
  },
  pendingComponent: FrameSkeleton,
  pendingMs: 100,
  component: AppFrame,
  // The guard itself stays in the route file (small, on every protected page's critical path);
  // the frame and its skeleton load together, with the dashboard's code (scripts/chunk-groups.ts),
  // never on a public page.
  codeSplitGroupings: [['component', 'pendingComponent']],
});
