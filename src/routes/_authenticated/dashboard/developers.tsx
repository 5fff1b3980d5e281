import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DevelopersPending } from '@/features/developers/developers-pending';
import { loadDevelopers } from '@/features/developers/developers-queries';
import { DevelopersSection } from '@/features/developers/developers-section';
import { developersSearchDefaults, validateDevelopersSearch } from '@/features/developers/search';

/**
 * Developers: the partner's API keys (create, roll, revoke), the requests made with them (the
 * request logs' filters and page in the URL) and how to authenticate with one.
 */
export const Route = createFileRoute('/_authenticated/dashboard/developers')({
  validateSearch: validateDevelopersSearch,
  search: { middlewares: [stripSearchParams(developersSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadDevelopers(context.queryClient, deps, cause),
  pendingComponent: DevelopersPending,
  component: DevelopersSection,
});
