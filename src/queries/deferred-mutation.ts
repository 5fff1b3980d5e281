import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, errorMessages, isApiError } from '@/api/errors';
import type { DataLayer } from './data-layer';

type MutationFactory<TData, TVariables, TContext> = (
  queryClient: QueryClient,
) => UseMutationOptions<TData, ApiError, TVariables, TContext>;

interface Callbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: ApiError) => void;
}

/**
 * A mutation for a screen that renders before the data layer has loaded (the prerendered
 * sign-in page): the data layer and the mutation's own module load on `preload()` — call it
 * on the partner's first sign of intent — or on the first `mutate()`. The mutation runs with
 * the factory's very options (cache effects included) through TanStack Query's
 * MutationObserver, as `useMutation` would; a part that cannot load fails like a request that
 * cannot reach the server.
 */
export function useDeferredMutation<TData, TVariables, TContext>(
  dataLayer: DataLayer,
  loadFactory: () => Promise<MutationFactory<TData, TVariables, TContext>>,
): { mutate: (variables: TVariables, callbacks?: Callbacks<TData>) => void; isPending: boolean; preload: () => void } {
  const [isPending, setPending] = useState(false);

  const load = useCallback(
    // The observer comes with the data layer's own module: importing TanStack Query's index
    // here would pull all of it into the entry.
    () => Promise.all([dataLayer.load(), loadFactory(), import('./query-client')] as const),
    [dataLayer, loadFactory],
  );
  const preload = useCallback(() => void load().catch(() => {}), [load]);

  const mutate = useCallback(
    (variables: TVariables, { onSuccess, onError }: Callbacks<TData> = {}) => {
      setPending(true);
      load()
        .then(([queryClient, factory, { MutationObserver }]) =>
          new MutationObserver(queryClient, factory(queryClient)).mutate(variables),
        )
        .then(
          (data) => onSuccess?.(data),
          (error: unknown) =>
            onError?.(
              isApiError(error)
                ? error
                : new ApiError({
                    kind: 'network',
                    code: 'NETWORK_ERROR',
                    message: errorMessages.network,
                    cause: error,
                  }),
            ),
        )
        .finally(() => setPending(false));
    },
    [load],
  );

  return { mutate, isPending, preload };
}
