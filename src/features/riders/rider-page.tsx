import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide';
import type { Delivery } from '@/api/schemas';
import type { Rider, RiderDetail, RiderList } from '@/api/schemas/riders';
import { DetailFact, DetailFacts, DetailFactsSkeleton, DetailSection } from '@/components/feedback/detail-parts';
import { LoadError } from '@/components/feedback/load-error';
import { PendingSection } from '@/components/feedback/pending-section';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { formatDate } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet';
import { riderKeys, riderQueries } from '@/queries/riders';
import { DeliveryLink, deliveryStatusWords, RiderStatusBadge, telHref, vehicleLine } from './rider-parts';

/** The rider as a roster page already has it: the sheet's title at once, before its page loads. */
function useListedRider(id: string): Rider | undefined {
  const queryClient = useQueryClient();
  for (const [, list] of queryClient.getQueriesData<RiderList>({ queryKey: riderKeys.lists() })) {
    const found = list?.items.find((rider) => rider.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A rider's page (`?rider=`): who, how to call, what it carries now and what it delivered today. */
export function RiderPage({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(riderQueries.detail(id));
  const listed = useListedRider(id);
  const rider = detail.data?.rider ?? listed;
  const notFound = detail.isError && detail.error.status === 404;

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={rider ? rider.name : notFound ? 'Rider not found' : 'Rider details'}
      description={rider ? vehicleLine(rider) : undefined}
      meta={rider ? <RiderStatusBadge status={rider.status} /> : undefined}
    >
      {detail.data ? (
        <RiderPageBody detail={detail.data} />
      ) : notFound ? (
        <div className="flex flex-col items-center py-10 text-center">
          <Icon node={SearchX} className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">This rider doesn’t exist or isn’t yours.</p>
          <p className="mt-1 text-sm text-slate-600">
            No rider with the id <span className="font-mono">{id}</span> was found on your roster.
          </p>
          <Button className="mt-5" variant="secondary" onClick={onClose}>
            Back to riders
          </Button>
        </div>
      ) : detail.isError ? (
        <LoadError message="Couldn’t load this rider." detail={detail.error.message} query={detail} />
      ) : (
        <PendingSection label="the rider" className="space-y-6">
          <DetailFactsSkeleton />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </PendingSection>
      )}
    </Sheet>
  );
}

function RiderPageBody({ detail }: { detail: RiderDetail }) {
  const { rider, open, completedToday } = detail;
  return (
    <div className="space-y-7">
      <DetailFacts>
        <DetailFact label="Phone" className="col-span-2 sm:col-span-1">
          <a href={telHref(rider.phone)} className="text-brand-700 hover:underline">
            {rider.phone}
          </a>
        </DetailFact>
        <DetailFact label="Open">{open.length}</DetailFact>
        <DetailFact label="Delivered today">{completedToday.length}</DetailFact>
      </DetailFacts>
      <DetailSection title="Open deliveries">
        {(headingId) => <DeliveryList items={open} labelledBy={headingId} empty="Nothing to carry right now." />}
      </DetailSection>
      <DetailSection title="Delivered today">
        {(headingId) => (
          <DeliveryList items={completedToday} labelledBy={headingId} empty="Nothing delivered yet today." />
        )}
      </DetailSection>
      <div className="space-y-1 text-sm">
        <Link
          to="/dashboard/deliveries"
          search={{ view: 'table', rider: rider.id }}
          className="font-semibold text-brand-700 hover:underline"
        >
          All of {rider.name}’s deliveries
        </Link>
        <p className="text-xs text-slate-500">On your roster since {formatDate(rider.createdAt)}.</p>
      </div>
    </div>
  );
}

function DeliveryList({ items, labelledBy, empty }: { items: Delivery[]; labelledBy: string; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {items.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm">
          <div className="min-w-0">
            <DeliveryLink id={delivery.id} className="font-mono font-semibold text-brand-700 hover:underline">
              {delivery.trackingNumber}
            </DeliveryLink>
            <p className="text-slate-600">
              {delivery.customer.name} · to {delivery.to.city}
            </p>
          </div>
          <span className="text-xs font-medium text-slate-700">{deliveryStatusWords[delivery.status]}</span>
        </li>
      ))}
    </ul>
  );
}
