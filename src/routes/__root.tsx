import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ConnectionBanner } from '@/components/feedback/connection-banner';
import { NotFound } from '@/components/feedback/not-found';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ToastRegion } from '@/components/ui/toast';
import { useConnectionStatus } from '@/queries/network';
import { sessionQueries, useSignOut } from '@/queries/session';
import type { RouterContext } from '@/router';
import { RequestAccessProvider, useRequestAccess } from './-request-access';

// The dev tools are tree-shaken out of a production build.
const DevTools = import.meta.env.DEV ? lazy(() => import('./-dev-tools')) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <RequestAccessProvider>
      <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader />
      <Connection />
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
      {DevTools ? (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      ) : null}
    </RequestAccessProvider>
  );
}

function Connection() {
  const { online, waitingChanges } = useConnectionStatus();
  return <ConnectionBanner online={online} waitingChanges={waitingChanges} />;
}

function SiteHeader() {
  const { data: user } = useQuery(sessionQueries.me());
  const signOut = useSignOut();
  const navigate = useNavigate();
  const locationKey = useRouterState({ select: (state) => state.location.href });
  const { open } = useRequestAccess();
  return (
    <Header
      user={user}
      locationKey={locationKey}
      onRequestAccess={open}
      logoutPending={signOut.isPending}
      onLogout={() => signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/signin', replace: true }) })}
    />
  );
}
