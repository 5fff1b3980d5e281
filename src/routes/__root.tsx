import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Footer } from '@/components/layout/lazy-footer';
import { Header } from '@/components/layout/header';
import { ToastRegion } from '@/components/ui/toast';
import { noSubscription, useLoadedQueryClient } from '@/queries/data-layer';
import { useSessionUser } from '@/queries/session';
import { NotFound } from '@/components/feedback/lazy';
import type { RouterContext } from '@/router';
import { firstPageSettled } from '@/first-page-settled';
import { RequestAccessProvider, useRequestAccess } from '@/features/api-access/request-access';

// With the data layer (the banner counts the changes waiting to be sent), once the first page
// has settled: it shows nothing until the browser goes offline.
const Connection = lazy(() => firstPageSettled.then(() => import('@/features/connection/connection-status')));
// The mock API panel's launcher: on the dev server and in the end-to-end build only (MODE is a
// constant in a production build, so this and its chunks are left out).
const DevTools =
  import.meta.env.DEV || import.meta.env.MODE === 'e2e' ? lazy(() => import('@/features/mock-panel/dev-tools')) : null;

/**
 * Bookmarkable shortcuts to their dashboard sections (docs/product.md#screens-and-routes): here rather than a route
 * file each, whose stubs every first visit would download. The section's guard runs after.
 */
const shortcuts = ['/deliveries', '/wallet', '/routes'];

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (shortcuts.includes(location.pathname)) {
      throw redirect({ to: `/dashboard${location.pathname as '/deliveries' | '/wallet' | '/routes'}`, replace: true });
    }
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  // A signed-in page (or one being checked): the app frame (or the operations frame) replaces
  // the site's header and footer.
  const inApp = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === '/_authenticated' || match.routeId === '/ops'),
  });
  // Set once the data layer has loaded (never on a first visit to the landing page).
  const dataLayerLoaded = Boolean(useLoadedQueryClient());
  // Lazy parts that show nothing at first stay out of a prerendered page (and of its hydration).
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <RequestAccessProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {inApp ? null : <SiteHeader />}
      {dataLayerLoaded && inBrowser ? (
        <Suspense fallback={null}>
          <Connection />
        </Suspense>
      ) : null}
      {inApp ? (
        // The signed-in pages bring their own frame, main included (features/dashboard/app-frame.tsx).
        <Outlet />
      ) : (
        <>
          {/* A screen tall at least (padding included): the footer starts below the first screen,
              so nothing on it moves as the page's content arrives. */}
          <main id="main" tabIndex={-1} className="min-h-dvh pt-16 focus:outline-none">
            <Outlet />
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </>
      )}
      <ToastRegion />
      {DevTools && inBrowser ? (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      ) : null}
    </RequestAccessProvider>
  );
}

function SiteHeader() {
  const user = useSessionUser();
  const locationKey = useRouterState({ select: (state) => state.location.href });
  const { open } = useRequestAccess();
  return <Header user={user} locationKey={locationKey} onRequestAccess={open} />;
}
