import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/**
 * A card's list as its query stands: the skeleton while it loads, the error with Retry, the
 * empty state, or the items. One shape for the cards that list what a partner set up (API keys,
 * webhook endpoints, payout accounts, payment methods).
 */
export function ListStates<T>({
  query,
  skeleton,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  skeleton: ReactNode;
  /** "Couldn't load your …." */
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return query.data.length === 0 ? empty : children(query.data);
}
