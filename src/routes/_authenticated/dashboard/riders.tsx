import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RidersPending } from '@/features/riders/riders-pending';
import { loadRiders } from '@/features/riders/riders-queries';
import { RidersSection } from '@/features/riders/riders-section';
import { ridersSearchDefaults, validateRidersSearch } from '@/features/riders/search';

/**
 * Riders (issue 27): the roster (`?archived=yes`: the archived riders), dispatch
 * (`?view=dispatch`), the fleet map (`?view=map`) and cash on delivery (`?view=cash&day=`,
 * issue 28); a rider's page `?rider=`. The loader waits for what the view shows.
 */
export const Route = createFileRoute('/_authenticated/dashboard/riders')({
  validateSearch: validateRidersSearch,
  search: { middlewares: [stripSearchParams(ridersSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadRiders(context.queryClient, deps, cause),
  pendingComponent: RidersPending,
  component: RidersSection,
});
