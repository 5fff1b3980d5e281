import { choice, openId, searchParams, searchText } from '@/search-params';

/*
 * The review queue's search params (/ops/api-access): the status tab, the search text and the
 * request whose detail is open. Plain validators, no zod (validateSearch is not code-split:
 * src/search-params.ts); the statuses are the contract's (src/api/schemas/api-access.ts).
 */
export const reviewStatusFilters = ['pending', 'more_information_needed', 'approved', 'rejected', 'all'] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

export interface ReviewSearch {
  status: ReviewStatusFilter;
  /** Part of a business name or an e-mail address. */
  q: string;
  /** The request whose detail is open. */
  request: string | undefined;
}

/** The contract's bound on `search` (textMax.search). */
export const reviewSearchMaxLength = 100;

const params = searchParams<ReviewSearch>({
  status: choice<ReviewStatusFilter>(reviewStatusFilters, 'pending'),
  q: searchText(reviewSearchMaxLength),
  request: openId,
});
export const validateReviewSearch = params.validate;
export const reviewSearchDefaults = params.defaults;
