import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/**
 * A section's content as its query stands: the skeleton while it loads, the error with Retry,
 * or what it shows of the data.
 */
export function QueryStates<T, E extends Error>({
  query,
  skeleton,
  failed,
  keepData = false,
  children,
}: {
  query: UseQueryResult<T, E>;
  skeleton: ReactNode;
  /** "Couldn't load your …." */
  failed: string;
  /** A refetch that fails leaves what is shown (the error shows only when there is nothing). */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (keepData && query.data !== undefined) return children(query.data);
  if (query.isPending) return skeleton;
  if (query.isError) {
    return <LoadError message={failed} query={query} />;
  }
  return children(query.data);
}

/**
 * A card's list as its query stands: the skeleton while it loads, the error with Retry, the
 * empty state, or the items. One shape for the cards that list what a partner set up (API keys,
 * webhook endpoints, payout accounts, payment methods).
 */
export function ListStates<T, E extends Error>({
  empty,
  children,
  ...states
}: {
  query: UseQueryResult<T[], E>;
  skeleton: ReactNode;
  /** "Couldn't load your …." */
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return <QueryStates {...states}>{(items) => (items.length === 0 ? empty : children(items))}</QueryStates>;
}
