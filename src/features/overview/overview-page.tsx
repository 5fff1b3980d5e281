import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { CompanyNameNotice } from './company-name-notice';
import { Overview } from './overview';
import { OverviewActivity } from './overview-activity';
import { overviewQueries } from './overview-queries';

/**
 * The dashboard at a glance (the navigation's "Dashboard"): what docs/product.md#the-core-calls reads on load —
 * wallet, routes, billing — and the pending count, with the banner of docs/product.md#error-texts when any of it
 * failed.
 */
export function OverviewPage() {
  // Four useQuery calls rather than useQueries: the same list, without QueriesObserver's code.
  const [wallet, routes, billing, statistics] = overviewQueries();
  const overview = [useQuery(wallet), useQuery(routes), useQuery(billing), useQuery(statistics)] as const;
  const failed = overview.filter((query) => query.isError);
  return (
    <>
      <CompanyNameNotice />
      {failed.length > 0 ? (
        <div
          role="alert"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span className="font-medium">Failed to load dashboard data</span>
          <Button size="sm" variant="secondary" onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </div>
      ) : null}
      <Overview queries={overview} />
      <OverviewActivity statistics={overview[3]} />
    </>
  );
}
