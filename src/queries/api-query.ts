import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';

/** A query's options besides its key and function: staleTime, refetchInterval, … */
type MoreQueryOptions<TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, ApiError, TData, TKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The sections' common query: one API call under `queryKey`, given the query's abort signal
 * (a superseded or unmounted query cancels its request). With the sections' writes (`kit`
 * chunk, scripts/chunk-groups.ts): the first visit's modules write their `queryOptions` out.
 */
export function apiQuery<TData, TKey extends QueryKey>(
  queryKey: TKey,
  call: (signal: AbortSignal) => Promise<TData>,
  more?: MoreQueryOptions<TData, TKey>,
) {
  return queryOptions<TData, ApiError, TData, TKey>({ ...more, queryKey, queryFn: ({ signal }) => call(signal) });
}
