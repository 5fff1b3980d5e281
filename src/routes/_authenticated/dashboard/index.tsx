import { createFileRoute, redirect } from '@tanstack/react-router';
import { legacyDashboardTarget } from '@/search-params';

/** /dashboard opens the deliveries; the links of the one-page dashboard (`?tab=wallet`) keep working. */
export const Route = createFileRoute('/_authenticated/dashboard/')({
  beforeLoad: ({ location }) => {
    const { section, search } = legacyDashboardTarget(location.search);
    throw redirect({
      to: `/dashboard/${section}`,
      search: section === 'deliveries' ? search : {},
      hash: location.hash,
      replace: true,
    });
  },
});
