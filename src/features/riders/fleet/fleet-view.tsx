import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronRight, MapPinOff, Package } from 'lucide';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { FleetEntry } from '@/api/schemas/riders';
import { EmptyState, Skeleton } from '@/components/ui/card';
import { RowsSkeleton, SectionCard } from '@/components/ui/section-card';
import { Icon } from '@/components/ui/icons';
import { formatLagosDateTime, formatLagosTime, lagosDay } from '@/components/ui/lagos-time';
import { riderQueries } from '@/queries/riders';
import { fleetMarkers, type FleetMarker } from '../map/fleet-map-model';
import { DeliveryLink, deliveryStatusWords } from '../rider-parts';
import { QueryStates } from '@/components/feedback/list-states';

// Leaflet and its CSS load with the fleet view; if that file cannot load (offline), there is no
// map — the list says where each delivery was last seen.
const FleetMap = lazy<ComponentType<{ markers: FleetMarker[]; label: string; onChoose: (id: string) => void }>>(() =>
  import('../map/fleet-map').catch(() => ({ default: () => null })),
);

/** "10:32" today, else "14 May 2026, 10:32": Lagos time. */
const lastSeen = (at: string) => (lagosDay(at) === lagosDay() ? formatLagosTime(at) : formatLagosDateTime(at));

/**
 * The fleet map (`?view=map`): every open delivery — accepted, picked up, in transit — with its
 * rider and where it was last seen, beside a map of those positions. An entry or a marker opens
 * the delivery.
 */
export function FleetView() {
  const fleet = useQuery(riderQueries.fleet());
  const navigate = useNavigate();
  const entries = fleet.data?.items;
  const map = useMemo(() => (entries ? fleetMarkers(entries) : null), [entries]);
  const openDelivery = (id: string) => void navigate({ to: '/dashboard/deliveries', search: { delivery: id } });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard
        id="fleet-heading"
        title="Open deliveries"
        description="Accepted, picked up and in transit: who carries each, and where it was last seen (Lagos time)."
      >
        <QueryStates query={fleet} skeleton={<RowsSkeleton rows={2} />} failed="Couldn't load the fleet.">
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState
                icon={<Icon node={Package} className="size-8" aria-hidden="true" />}
                title="Nothing on the road"
              >
                Deliveries show here from when you accept them until they are delivered.
              </EmptyState>
            ) : (
              <ul aria-labelledby="fleet-heading" className="divide-y divide-slate-200">
                {items.map((entry) => (
                  <FleetRow key={entry.deliveryId} entry={entry} />
                ))}
              </ul>
            )
          }
        </QueryStates>
      </SectionCard>
      {map && map.markers.length > 0 ? (
        <div className="min-w-0">
          <Suspense fallback={<Skeleton className="h-80 rounded-2xl" />}>
            <FleetMap markers={map.markers} label={map.label} onChoose={openDelivery} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

function FleetRow({ entry }: { entry: FleetEntry }) {
  return (
    <li>
      <DeliveryLink
        id={entry.deliveryId}
        className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="font-mono font-semibold text-slate-900">{entry.trackingNumber}</span>{' '}
            <span className="text-xs font-medium text-slate-700">{deliveryStatusWords[entry.status]}</span>
          </p>
          <p className="text-slate-600">
            {entry.rider ? entry.rider.name : 'Unassigned'} · to {entry.toCity}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            {entry.position ? (
              <>Last seen {lastSeen(entry.position.at)}</>
            ) : (
              <>
                <Icon node={MapPinOff} className="size-3.5" aria-hidden="true" />
                No position yet
              </>
            )}
          </p>
        </div>
        <Icon node={ChevronRight} className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </DeliveryLink>
    </li>
  );
}
