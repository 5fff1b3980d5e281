import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { onSessionExpired } from './api/session-events';
import { NotFound } from './components/feedback/not-found';
import { RouteError } from './components/feedback/route-error';
import { PageSpinner } from './components/ui/spinner';
import { forgetSession } from './queries/session';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The QueryClient caches; the router should always ask it (TanStack's recommended setting).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });

  // The server ended the session (refresh failed): forget everything, and let the guard
  // of the current page send the user to /signin with the location they were on.
  onSessionExpired(() => {
    forgetSession(queryClient);
    void router.invalidate();
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
