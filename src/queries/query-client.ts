import {
  MutationObserver,
  notifyManager,
  QueryClient,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation error is the client's ApiError (src/api/errors.ts).
    defaultError: ApiError;
  }
}

/**
 * React Query never retries: the HTTP client is the app's one retry layer (idempotent
 * GETs only). Offline, queries and mutations pause and resume on reconnect (networkMode 'online').
 * A query that failed in a route's loader is not asked again when its screen mounts
 * (`retryOnMount: false`): the screen shows the failure with its Retry, and the next
 * navigation's loader asks again.
 */
export function createQueryClient(): QueryClient {
  // Cache changes reach the components in a microtask rather than a timer (4 ms or more on
  // a busy page): an optimistic update is on screen in the next render.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Turns a mutation factory `(queryClient) => mutationOptions(…)` into its hook. The factory
 * is exported too, so tests run the very same options (and cache effects) without React.
 */
export function mutationHook<TData, TVariables, TContext>(
  factory: (queryClient: QueryClient) => UseMutationOptions<TData, ApiError, TVariables, TContext>,
) {
  return function useBoundMutation() {
    const queryClient = useQueryClient();
    return useMutation(factory(queryClient));
  };
}

/** For mutations run before a screen has its QueryClient in context (./deferred-mutation.ts). */
export { MutationObserver };
