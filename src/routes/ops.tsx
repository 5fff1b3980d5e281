import { createFileRoute, redirect } from '@tanstack/react-router';
import { tokenStorage } from '@/api/token-storage';
import { OpsFrame } from '@/features/ops/ops-frame';
import { sessionQueries } from '@/queries/session';

/**
 * The guard of DeliverOS operations' pages (/ops/…), like /_authenticated's for partners: a
 * visitor with no session goes to /signin (the page kept), a partner to their dashboard. As
 * there, `beforeLoad` starts the session check without waiting for it, so the screen's data
 * loads alongside it, and the loader awaits it. The frame and the screens load only when /ops
 * opens (src/features/ops, a chunk of its own).
 */
export const Route = createFileRoute('/ops')({
  beforeLoad: async ({ context, location }) => {
    const signedOut = () => redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    if (!context.dataLayer.current && !tokenStorage.hasSession()) throw signedOut();
    const queryClient = await context.dataLayer.load();
    const known = queryClient.getQueryData(sessionQueries.me().queryKey);
    if (known === null || (known === undefined && !tokenStorage.hasSession())) throw signedOut();
    if (known && known.role !== 'operator') throw redirect({ to: '/dashboard', replace: true });
    const session = queryClient.ensureQueryData(sessionQueries.me()).catch(() => null);
    return { queryClient, session };
  },
  loader: async ({ context, location }) => {
    const user = await context.session;
    if (!user) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    if (user.role !== 'operator') throw redirect({ to: '/dashboard', replace: true });
    return { user };
  },
  component: OpsFrame,
});
