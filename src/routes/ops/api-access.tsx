import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ReviewPending, ReviewQueue } from '@/features/ops/review-queue';
import { loadReview } from '@/features/ops/review-queries';
import { reviewSearchDefaults, validateReviewSearch } from '@/features/ops/search';

/** The API-access review queue: requests by status, a search, the open request's detail and decision. */
export const Route = createFileRoute('/ops/api-access')({
  validateSearch: validateReviewSearch,
  search: { middlewares: [stripSearchParams(reviewSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadReview(context.queryClient, deps),
  pendingComponent: ReviewPending,
  component: ReviewQueue,
});
