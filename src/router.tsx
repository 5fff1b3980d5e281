import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { markFirstPageSettled } from './first-page-settled';
import { onSessionExpired } from './api/session-events';
import { NotFound, RouteError } from './components/feedback/lazy';
import { tokenStorage } from './api/token-storage';
import { PageSpinner } from './components/ui/spinner';
import type { DataLayer } from './queries/data-layer';
import { forgetSession } from './queries/session';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** Routes that read or write server state await `dataLayer.load()` (see data-layer.tsx). */
  dataLayer: DataLayer;
}

/**
 * `signal`: when it aborts, the router stops listening to the session's end (a test's app is
 * thrown away after each test; the browser's one router lives as long as the page).
 */
export function createAppRouter(dataLayer: DataLayer, options: { history?: RouterHistory; signal?: AbortSignal } = {}) {
  const router = createRouter({
    routeTree,
    context: { dataLayer },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The QueryClient caches; the router should always ask it (TanStack's recommended setting).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    // A page whose loader is still waiting shows its pending component after 200 ms (the
    // router's default, 1 s, leaves a click looking ignored).
    defaultPendingMs: 200,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });

  // The first page rendered with its data: the parts below the fold may load (src/first-page-settled.ts).
  router.subscribe('onRendered', markFirstPageSettled);

  // The server ended the session (refresh failed): forget everything, and let the guard
  // of the current page send the user to /signin with the location they were on.
  const stopListening = onSessionExpired(() => {
    if (dataLayer.current) forgetSession(dataLayer.current);
    else tokenStorage.clear();
    void router.invalidate();
  });
  options.signal?.addEventListener('abort', stopListening, { once: true });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
