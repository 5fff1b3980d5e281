import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { User } from '@/api/schemas/session';
import { tokenStorage } from '@/api/token-storage';
import { noSubscription, useLoadedQueryClient } from './data-layer';

/*
 * The header (on every page, the landing page too) reads the session. This module is in
 * the entry chunk, so it holds only the session query and plain functions: the auth API
 * (HTTP client, schemas, zod) is imported on first use, and the sign-in/up/out mutations
 * live in ./auth. A visitor with no token loads none of it.
 */
/** The session's calls (me, logout): with the data layer. Sign-in and the public side: `publicAuthApi` in ./auth. */
export const authApi = () => import('@/api/session');

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * The session is server state: the current user, or null when signed out. With no stored
 * token it answers null without a request; a failed fetch signs out (docs/product.md#session).
 */
export const sessionQueries = {
  me: () =>
    queryOptions({
      queryKey: sessionKeys.me(),
      // No abort signal on purpose: the route guard awaits this fetch, and a component
      // unmounting meanwhile (StrictMode does it on start) must not cancel it under the guard.
      queryFn: async () => {
        if (!tokenStorage.hasSession()) return null;
        try {
          const { getMe } = await authApi();
          return await getMe();
        } catch {
          tokenStorage.clear();
          return null;
        }
      },
      staleTime: 5 * 60_000,
      // The session lives as long as the app: the header reads it from the cache.
      gcTime: Infinity,
    }),
};

/**
 * Signed out, whatever the reason (logout, a refresh the server refused, a reset of the
 * demo data): both tokens gone, the whole cache forgotten, the session known to be empty.
 */
export function forgetSession(queryClient: QueryClient): void {
  tokenStorage.clear();
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.me(), null);
}

/**
 * Logout calls the server, then clears both tokens and the whole cache even when the
 * call fails (its error is only logged), leaving the session as "signed out". `leave`
 * takes the user off the signed-in screens (to /signin) before the cache is cleared:
 * a screen still on show would ask for its data again at once.
 */
export async function signOut(queryClient: QueryClient, leave: () => Promise<unknown>): Promise<void> {
  try {
    await (await authApi()).signOut();
  } catch (error) {
    console.warn('Logout call failed; signing out locally.', error);
  } finally {
    tokenStorage.clear();
    queryClient.setQueryData(sessionKeys.me(), null);
    try {
      await leave();
    } finally {
      forgetSession(queryClient);
    }
  }
}

/**
 * The one logout, for every Logout button (the header's and the dashboard's): `signOut`
 * with the button's pending state. A plain hook rather than a mutation: the header renders
 * before the data layer has loaded, where no mutation hook can run.
 */
export function useSignOut(): { signOut: (leave: () => Promise<unknown>) => Promise<void>; pending: boolean } {
  const queryClient = useLoadedQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (leave: () => Promise<unknown>) => {
      if (!queryClient) return;
      setPending(true);
      try {
        await signOut(queryClient, leave);
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { signOut: run, pending };
}

/**
 * Calls `listener` after a change in the cache, in a microtask (once for a burst): a component's
 * `useQuery` adds its query to the cache while it renders, and the cache tells its
 * subscribers at once — re-rendering the header from there would be a setState during
 * another component's render (React warns). TanStack's own hooks defer the same way.
 */
function subscribeToSession(queryClient: QueryClient, listener: () => void): () => void {
  let queued = false;
  let active = true;
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (active) listener();
    });
  });
  return () => {
    active = false;
    unsubscribe();
  };
}

/**
 * The signed-in user for the header: undefined while unknown, null when signed out. It
 * reads the session from the cache when the data layer is loaded (and asks for it when a
 * token is stored); before that, a visitor with no token is simply signed out.
 */
export function useSessionUser(): User | null | undefined {
  const queryClient = useLoadedQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => (queryClient ? subscribeToSession(queryClient, listener) : noSubscription()),
    [queryClient],
  );
  const cached = useSyncExternalStore(
    subscribe,
    () => queryClient?.getQueryData(sessionQueries.me().queryKey),
    () => undefined,
  );
  useEffect(() => {
    if (queryClient && tokenStorage.hasSession()) void queryClient.prefetchQuery(sessionQueries.me());
  }, [queryClient]);
  if (cached !== undefined) return cached;
  return tokenStorage.hasSession() ? undefined : null;
}
