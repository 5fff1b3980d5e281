import type { QueryClient } from '@tanstack/react-query';
import type { ApiAccessListQuery } from '@/api/schemas/api-access';
import { apiAccessQueries } from '@/queries/api-access';
import { settled } from '@/queries/ensure';
import type { ReviewSearch } from './search';

/** The list request a tab and a search stand for (the first 100: a day's queue fits). */
export function reviewListQuery({ status, q }: Pick<ReviewSearch, 'status' | 'q'>): ApiAccessListQuery {
  return { limit: 100, ...(status === 'all' ? {} : { status }), ...(q.trim() ? { search: q.trim() } : {}) };
}

export const reviewListOptions = (search: Pick<ReviewSearch, 'status' | 'q'>) =>
  apiAccessQueries.list(reviewListQuery(search));

/** The page's loader: the list settled (a failure shows in the page, with Retry), an open detail alongside. */
export function loadReview(queryClient: QueryClient, search: ReviewSearch): Promise<void> {
  if (search.request) void queryClient.prefetchQuery(apiAccessQueries.detail(search.request));
  return settled([queryClient.ensureQueryData(reviewListOptions(search))]);
}
