import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, PackageOpen } from 'lucide';
import type { DeliveryStatistics, DeliveryStatus } from '@/api/schemas';
import { LoadError } from '@/components/feedback/load-error';
import { Card, CardHeader, Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { deliveryQueries } from '@/queries/deliveries';

/*
 * Below the overview's tiles: where the partner's deliveries stand (by status, each a way into
 * the list) and the latest ones (each opening its detail). What a dispatcher checks first.
 */

/** The latest deliveries: the list's first page, five of them. */
export const latestDeliveriesQuery = () => deliveryQueries.list({ page: 1, limit: 5 });

const allLink = 'inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800';

/**
 * The statuses of the statistics in docs/product.md#entities, each with the list's filter it opens (in progress: all).
 */
const groups = [
  { key: 'pending', label: 'Pending', colour: 'bg-yellow-400', status: 'pending' },
  { key: 'inProgress', label: 'In Progress', colour: 'bg-indigo-500', status: undefined },
  { key: 'completed', label: 'Completed', colour: 'bg-green-500', status: 'delivered' },
  { key: 'rejected', label: 'Rejected', colour: 'bg-red-400', status: 'rejected' },
  { key: 'cancelled', label: 'Cancelled', colour: 'bg-slate-400', status: 'cancelled' },
] as const satisfies readonly {
  key: keyof DeliveryStatistics;
  label: string;
  colour: string;
  status: DeliveryStatus | undefined;
}[];

function DeliveriesByStatus({ statistics }: { statistics: UseQueryResult<DeliveryStatistics> }) {
  const data = statistics.data;
  let body;
  if (statistics.isPending) {
    body = <Skeleton className="h-32" />;
  } else if (!data) {
    body = <p className="text-sm text-slate-500">Unavailable</p>;
  } else {
    const total = groups.reduce((sum, group) => sum + data[group.key], 0);
    body = (
      <>
        {total > 0 ? (
          <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-slate-100">
            {groups.map((group) =>
              data[group.key] > 0 ? (
                <div
                  key={group.key}
                  className={group.colour}
                  style={{ width: `${(100 * data[group.key]) / total}%` }}
                />
              ) : null,
            )}
          </div>
        ) : null}
        <ul className="mt-4 divide-y divide-slate-100">
          {groups.map((group) => (
            <li key={group.key}>
              <Link
                to="/dashboard/deliveries"
                search={group.status ? { status: group.status } : {}}
                className="flex items-center gap-3 rounded-md py-2 text-sm hover:bg-slate-50"
              >
                <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', group.colour)} />
                <span className="flex-1 text-slate-700">{group.label}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{data[group.key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Card>
      <section aria-labelledby="overview-status-heading">
        <CardHeader id="overview-status-heading" title="Deliveries by status" description="Every delivery you have" />
        {body}
      </section>
    </Card>
  );
}

function LatestDeliveries() {
  const latest = useQuery(latestDeliveriesQuery());
  let body;
  if (latest.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12" />
        ))}
      </div>
    );
  } else if (latest.isError) {
    body = <LoadError message="Couldn't load your latest deliveries." query={latest} />;
  } else if (latest.data.items.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <Icon node={PackageOpen} className="size-8 text-slate-400" aria-hidden="true" />
        <p className="mt-2 font-semibold text-slate-900">No deliveries yet</p>
        <Link to="/dashboard/deliveries/new" className={cn(allLink, 'mt-2')}>
          Create your first delivery
        </Link>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Latest deliveries" className="divide-y divide-slate-100">
        {latest.data.items.map((delivery) => (
          <li key={delivery.id}>
            <Link
              to="/dashboard/deliveries"
              search={{ delivery: delivery.id }}
              className="grid grid-cols-[1fr_auto] gap-x-3 rounded-md py-2.5 text-sm hover:bg-slate-50"
            >
              <span className="truncate font-mono text-xs font-semibold text-slate-900">{delivery.trackingNumber}</span>
              <span className="text-right font-semibold text-slate-900 tabular-nums">
                {formatNaira(delivery.price)}
              </span>
              <span className="truncate text-slate-600">
                {delivery.customer.name} · to {delivery.to.city}
              </span>
              <span className="text-right text-xs text-slate-500 capitalize">{delivery.status.replace('-', ' ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="lg:col-span-2">
      <section aria-labelledby="overview-latest-heading">
        <CardHeader
          id="overview-latest-heading"
          title="Latest deliveries"
          description="The newest requests and their status"
          action={
            <Link to="/dashboard/deliveries" className={allLink}>
              All deliveries
              <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
            </Link>
          }
        />
        {body}
      </section>
    </Card>
  );
}

/** The overview's second row: the latest deliveries and where every delivery stands. */
export function OverviewActivity({ statistics }: { statistics: UseQueryResult<DeliveryStatistics> }) {
  return (
    <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-6 lg:grid-cols-3">
      <LatestDeliveries />
      <DeliveriesByStatus statistics={statistics} />
    </div>
  );
}
