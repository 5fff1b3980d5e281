import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { CircleCheck } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { Delivery } from '@/api/schemas';
import type { Rider } from '@/api/schemas/riders';
import { ListStates, QueryStates } from '@/components/feedback/list-states';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { RowsSkeleton, SectionCard } from '@/components/ui/section-card';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { riderMessages } from '@/forms/rider-form';
import { deliveryQueries } from '@/queries/deliveries';
import { riderQueries, useAssignDelivery } from '@/queries/riders';
import { loadLine, RiderStatusBadge, touchHeight, vehicleLine } from '../rider-parts';
import { unassignedQuery } from '../riders-queries';
import { WaitingList } from './waiting-list';

const route = getRouteApi('/_authenticated/dashboard/riders');

type Outcome = { tone: 'success' | 'error'; message: string };

const onDuty = (rider: Rider) => rider.status === 'available' || rider.status === 'on-delivery';

/**
 * Dispatch (`?view=dispatch`): the accepted deliveries no rider carries, beside the riders on duty
 * with their load, least busy first. Keyboard first: choose a delivery (a radio group), then a
 * rider's Assign. The outcome is announced; both lists refresh.
 */
export function DispatchView() {
  const waiting = useQuery(deliveryQueries.list(unassignedQuery));
  const riders = useQuery({
    ...riderQueries.list(),
    select: (list) => list.items.filter(onDuty).sort((a, b) => a.openDeliveries - b.openDeliveries),
  });
  const assign = useAssignDelivery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const success = outcome?.tone === 'success' ? outcome.message : '';
  const items = waiting.data?.items ?? [];
  // The chosen delivery, or — once it has a rider and left the list — the first still waiting.
  const chosen = items.find((delivery) => delivery.id === chosenId) ?? items[0];

  // Focus on an Assign button that left with the last waiting delivery goes to the list's heading,
  // not to the page's body (where a keyboard or screen-reader user would lose their place).
  const assigned = useRef(false);
  useEffect(() => {
    if (!assigned.current || waiting.isFetching) return;
    assigned.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = document.getElementById('waiting-heading');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [items.length, waiting.isFetching]);

  const assignTo = (rider: Rider) => {
    if (!chosen || assign.isPending) return;
    setOutcome(null);
    // Before the call: the lists refetch (and the button may go) before its callbacks run.
    assigned.current = true;
    assign.mutate(
      { id: chosen.id, riderId: rider.id },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: `${chosen.trackingNumber} assigned to ${rider.name}` }),
        onError: (error) => setOutcome({ tone: 'error', message: failureMessage(error, riderMessages.assignFailed) }),
      },
    );
  };

  return (
    <div className="space-y-4">
      {outcome?.tone === 'error' ? <Notice tone="error">{outcome.message}</Notice> : null}
      {/* Always there, so that what it comes to say is announced; seen as the line below. */}
      <p role="status" className="sr-only">
        {success}
      </p>
      {success ? (
        <p aria-hidden="true" className="text-sm font-medium text-green-800">
          {success}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard
          id="waiting-heading"
          title="Waiting for a rider"
          description="Accepted deliveries no rider carries yet, the most urgent first."
        >
          <QueryStates
            query={waiting}
            skeleton={<RowsSkeleton rows={2} />}
            failed="Couldn't load the deliveries waiting for a rider."
          >
            {({ total }) =>
              items.length === 0 ? (
                <EmptyState
                  icon={<Icon node={CircleCheck} className="size-8" aria-hidden="true" />}
                  title="Every accepted delivery has a rider"
                >
                  Deliveries you accept without a rider wait here.
                </EmptyState>
              ) : (
                <WaitingList items={items} chosen={chosen} onChoose={setChosenId} total={total} />
              )
            }
          </QueryStates>
        </SectionCard>
        <SectionCard
          id="on-duty-heading"
          title="Riders on duty"
          description="Each with what it carries now, the least busy first."
        >
          <ListStates
            query={riders}
            skeleton={<RowsSkeleton rows={2} />}
            failed="Couldn't load your riders."
            empty={
              <EmptyState title="No rider on duty">
                Put a rider on duty on the{' '}
                <route.Link to="." search={{ view: 'roster' }} className="font-semibold text-brand-700 underline">
                  roster
                </route.Link>{' '}
                to assign deliveries.
              </EmptyState>
            }
          >
            {(onDuty) => (
              <ul aria-labelledby="on-duty-heading" className="divide-y divide-slate-200">
                {onDuty.map((rider) => (
                  <RiderLoadRow
                    key={rider.id}
                    rider={rider}
                    delivery={chosen}
                    busy={assign.isPending}
                    onAssign={() => assignTo(rider)}
                  />
                ))}
              </ul>
            )}
          </ListStates>
        </SectionCard>
      </div>
    </div>
  );
}

function RiderLoadRow({
  rider,
  delivery,
  busy,
  onAssign,
}: {
  rider: Rider;
  delivery: Delivery | undefined;
  busy: boolean;
  onAssign: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{rider.name}</span>
          <RiderStatusBadge status={rider.status} />
        </p>
        <p className="text-xs text-slate-500">
          {vehicleLine(rider)} · {loadLine(rider)}
        </p>
      </div>
      {delivery ? (
        <Button
          size="sm"
          className={touchHeight}
          disabled={busy}
          onClick={onAssign}
          aria-label={`Assign ${delivery.trackingNumber} to ${rider.name}`}
        >
          Assign
        </Button>
      ) : null}
    </li>
  );
}
