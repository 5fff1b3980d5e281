import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * The writes' common cache effects: refetch what a write changed, show its reply in a cached
 * list at once. Kept apart from ./query-client (in the first visit's chunk): only the modules
 * of the screens that write load it.
 */

/** Invalidates every query under each key: observed ones refetch, and the promise waits for them. */
export const invalidate = (queryClient: QueryClient, queryKeys: readonly QueryKey[]) =>
  Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * The mutation factory for the common case: call the API, then refetch the queries under
 * `invalidates` (pending until they have). Mutations with other cache effects (the reply
 * into a detail, an optimistic update) write out their `mutationOptions`.
 */
export function invalidating<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  return (queryClient: QueryClient) =>
    mutationOptions({
      // Only the variables: an API function's second parameter, if any, is not the mutation's context.
      mutationFn: (variables: TVariables) => call(variables),
      onSuccess: () => invalidate(queryClient, invalidates),
    });
}

/** A cached list (no pages) of things with ids, without the one with `id`. */
export const removeFromList = (queryClient: QueryClient, queryKey: QueryKey, id: string) =>
  queryClient.setQueryData<Array<{ id: string }>>(queryKey, (items) => items?.filter((item) => item.id !== id));

/**
 * An edit of one thing in a cached list (no pages): the reply takes the old one's place at
 * once, then the list refetches (the edit may change others, e.g. the one default).
 */
export function updatingInList<TItem extends { id: string }, TVariables>(
  call: (variables: TVariables) => Promise<TItem>,
  listKey: QueryKey,
) {
  return (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (variables: TVariables) => call(variables),
      onSuccess: (item) => {
        queryClient.setQueryData<TItem[]>(listKey, (items) => items?.map((old) => (old.id === item.id ? item : old)));
        return invalidate(queryClient, [listKey]);
      },
    });
}

/** A delete from a cached list (no pages): gone from it at once (the reply names it), then the list refetches. */
export function deletingFromList<TVariables>(
  call: (variables: TVariables) => Promise<{ id: string }>,
  listKey: QueryKey,
) {
  return (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (variables: TVariables) => call(variables),
      onSuccess: ({ id }) => {
        removeFromList(queryClient, listKey, id);
        return invalidate(queryClient, [listKey]);
      },
    });
}
