import { getRouteApi } from '@tanstack/react-router';
import { useDetailInUrl } from '@/components/ui/use-detail-in-url';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RosterView } from './roster/roster-view';
import { SectionHeader } from './section-header';

// The other views and a rider's page load when opened (the route's loader has started their data).
const DispatchView = lazy(() =>
  import('./dispatch/dispatch-view').then(({ DispatchView }) => ({ default: DispatchView })),
);
const CashView = lazy(() => import('./cash/cash-view').then(({ CashView }) => ({ default: CashView })));
const FleetView = lazy(() => import('./fleet/fleet-view').then(({ FleetView }) => ({ default: FleetView })));
const RiderPage = lazy(() => import('./rider-page').then(({ RiderPage }) => ({ default: RiderPage })));

const route = getRouteApi('/_authenticated/dashboard/riders');

/**
 * Riders (issue 27): the roster (add, edit, on duty, archive, restore), dispatch (the accepted
 * deliveries no rider carries, given to a rider on duty), the fleet map (where each open
 * delivery was last seen) and cash on delivery (issue 28: a day's cash per rider, Mark
 * remitted); a rider's page (`?rider=`) over any of them.
 */
export function RidersSection() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const detail = useDetailInUrl(
    search.rider,
    () =>
      void navigate({ search: (previous) => ({ ...previous, rider: undefined }), replace: true, resetScroll: false }),
  );
  return (
    <section aria-labelledby="riders-heading" className="space-y-4 sm:space-y-6">
      <SectionHeader view={search.view} />
      <Suspense fallback={<Spinner className="size-5" label="Loading…" />}>
        {search.view === 'dispatch' ? (
          <DispatchView />
        ) : search.view === 'map' ? (
          <FleetView />
        ) : search.view === 'cash' ? (
          <CashView />
        ) : (
          <RosterView archived={search.archived === 'yes'} onOpen={detail.onOpen} />
        )}
      </Suspense>
      {search.rider ? (
        <Suspense fallback={null}>
          <RiderPage key={search.rider} id={search.rider} onClose={detail.close} />
        </Suspense>
      ) : null}
    </section>
  );
}
