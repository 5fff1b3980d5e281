import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { sessionQueries, useSignOut } from '@/queries/session';
import { Overview } from './overview';
import { overviewQueries } from './overview-queries';
import { SectionNav } from './section-nav';

const authenticated = getRouteApi('/_authenticated');

/**
 * The dashboard's frame around the open section: who is signed in, Logout, the overview strip
 * (what SPEC.md §7 reads on load: wallet, routes, billing — and the pending count), the
 * section navigation, and the section itself.
 */
export function DashboardLayout() {
  const { user: signedIn } = authenticated.useLoaderData();
  // The session query follows a profile edit; the loader's copy is the fallback.
  const user = useQuery(sessionQueries.me()).data ?? signedIn;
  const navigate = useNavigate();
  const { signOut, pending: signingOut } = useSignOut();
  // Four useQuery calls rather than useQueries: the same list, without QueriesObserver's code.
  const [wallet, routes, billing, statistics] = overviewQueries();
  const overview = [useQuery(wallet), useQuery(routes), useQuery(billing), useQuery(statistics)] as const;
  const failed = overview.filter((query) => query.isError);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Partner Dashboard</h1>
          <p className="mt-1 text-slate-600">Welcome, {user.firstName}</p>
        </div>
        <Button
          variant="secondary"
          disabled={signingOut}
          onClick={() => void signOut(() => navigate({ to: '/signin', replace: true }))}
        >
          <Icon node={LogOut} className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>

      {failed.length > 0 ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span className="font-medium">Failed to load dashboard data</span>
          <Button size="sm" variant="secondary" onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </div>
      ) : null}

      <Overview queries={overview} />
      <SectionNav />
      <div id="dashboard-section" className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
