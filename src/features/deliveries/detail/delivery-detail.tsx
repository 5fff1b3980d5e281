import { useQuery } from '@tanstack/react-query';
import { Ban, MapPin } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { lazy, Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { cancellableStatuses, type Delivery } from '@/api/schemas';
import { deliveryStatusLabels, PriorityBadge, StatusBadge } from '@/features/deliveries/badges';
import { CustomerContact, DeliveryRoute, ItemChips, SpecialInstructions } from '@/features/deliveries/delivery-parts';
import { DetailFact, DetailFacts, DetailFactsSkeleton, DetailSection } from '@/components/feedback/detail-parts';
import { DetailSheet } from '@/components/feedback/detail-sheet';
import { PendingSection } from '@/components/feedback/pending-section';
import { LoadError } from '@/components/feedback/load-error';
import { DeliveryTimeline } from '@/features/deliveries/detail/delivery-timeline';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { formatDateTime, formatNaira } from '@/components/ui/format';
import { Notice } from '@/components/ui/notice';
import { deliveryKeys, deliveryQueries } from '@/queries/deliveries';
import { CancelDeliveryForm } from '../forms/cancel-delivery-form';
import { DeliveryActionButtons } from '../delivery-action-buttons';
import { deliveryMapModel, type DeliveryMapModel } from '../map/delivery-map-model';
import { useActionStep } from '../action-step';
import { UpdateLocationForm } from '../forms/update-location-form';
import { useDeliveryActions, type ActionFeedback } from '../use-delivery-actions';

// The rider, the attempts and the proof (issue 27) with the riders' and proofs' data layer: after the view.
const FleetSections = lazy(() => import('./delivery-fleet'));

// Leaflet and its CSS load with the first delivery that has coordinates; if that file cannot
// load (offline), there is no map — the timeline below lists the same places.
const DeliveryMap = lazy<ComponentType<{ model: DeliveryMapModel }>>(() =>
  import('../map/delivery-map').catch(() => ({ default: () => null })),
);

/** The detail view of `?delivery={id}`: every field, the §4 actions, cancel, and the tracking history. */
export function DeliveryDetail({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <DetailSheet
      id={id}
      query={deliveryQueries.detail(id)}
      listsKey={deliveryKeys.lists()}
      noun="delivery"
      lookedIn="on your account"
      backLabel="Back to deliveries"
      loadErrorMessage="Couldn’t load this delivery."
      onClose={onClose}
      heading={(delivery) => <span className="font-mono">{delivery.trackingNumber}</span>}
      description={(delivery) => delivery.description}
      meta={(delivery) => (
        <>
          <StatusBadge status={delivery.status} />
          <PriorityBadge priority={delivery.priority} />
        </>
      )}
      skeleton={<DetailSkeleton />}
    >
      {(delivery) => <DeliveryDetailBody delivery={delivery} />}
    </DetailSheet>
  );
}

function DetailSkeleton() {
  return (
    <PendingSection label="delivery" className="space-y-6">
      <DetailFactsSkeleton />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-40" />
    </PendingSection>
  );
}

function DeliveryDetailBody({ delivery }: { delivery: Delivery }) {
  const { available, run, track, busy, feedback: actionFeedback } = useDeliveryActions(delivery, { toast: false });
  const [cancelOpen, setCancelOpen] = useState(false);
  const [formFeedback, setFormFeedback] = useState<ActionFeedback | null>(null);
  const feedback = formFeedback ?? actionFeedback;
  const canCancel = cancellableStatuses.includes(delivery.status);

  const clearFeedback: typeof track = (call, done, failed) => {
    setFormFeedback(null);
    return track(call, done, failed);
  };
  const {
    runAction,
    form: rejectForm,
    dialog,
    actionsRef,
    open: rejecting,
  } = useActionStep(
    delivery,
    (action, reason) => {
      setFormFeedback(null);
      return run(action, reason);
    },
    clearFeedback,
  );

  return (
    <div className="space-y-7">
      <DetailFacts>
        <DetailFact label="Price" className="col-span-2 sm:col-span-1">
          {formatNaira(delivery.price)}
        </DetailFact>
        <DetailFact label="Created">
          <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
        </DetailFact>
        <DetailFact label="ETA">
          <time dateTime={delivery.estimatedDelivery}>{formatDateTime(delivery.estimatedDelivery)}</time>
        </DetailFact>
      </DetailFacts>

      <DetailSection title="Actions">
        <Outcome feedback={feedback} />
        <div ref={actionsRef} className="flex flex-wrap items-center gap-2">
          {rejectForm ?? <DeliveryActionButtons available={available} run={runAction} busy={busy} size="md" />}
          {dialog}
          {canCancel && !cancelOpen && !rejecting ? (
            <Button
              variant="ghost"
              className="text-red-700! hover:bg-red-50!"
              disabled={busy}
              onClick={() => {
                setFormFeedback(null);
                setCancelOpen(true);
              }}
            >
              <Icon node={Ban} className="size-4" aria-hidden="true" />
              Cancel delivery
            </Button>
          ) : null}
          {available.length === 0 && !canCancel && !busy && !cancelOpen ? (
            <p className="text-sm text-slate-600">
              No further actions: this delivery is {deliveryStatusLabels[delivery.status].toLowerCase()}.
            </p>
          ) : null}
        </div>
        {cancelOpen ? (
          <div className="mt-3">
            <CancelDeliveryForm
              delivery={delivery}
              onDone={() => setCancelOpen(false)}
              onDismiss={() => setCancelOpen(false)}
              onFeedback={setFormFeedback}
            />
          </div>
        ) : null}
      </DetailSection>

      <Suspense fallback={null}>
        <FleetSections delivery={delivery} track={clearFeedback} />
      </Suspense>

      <div className="grid gap-7 sm:grid-cols-2">
        <DetailSection title="Customer">
          <CustomerContact customer={delivery.customer} />
        </DetailSection>
        <DetailSection title="Route">
          <DeliveryRoute from={delivery.from} to={delivery.to} />
        </DetailSection>
      </div>

      <DetailSection title="Package">
        <div className="space-y-3">
          <ItemChips items={delivery.items} />
          <SpecialInstructions text={delivery.specialInstructions} />
        </div>
      </DetailSection>

      <TrackingHistory delivery={delivery} announce={setFormFeedback} />
    </div>
  );
}

/**
 * An action's outcome, told inside the view rather than in toasts: behind a modal those are
 * hidden from assistive technology. A failure shows; a success is announced.
 */
function Outcome({ feedback, announcer = true }: { feedback: ActionFeedback | null; announcer?: boolean }) {
  return (
    <>
      {feedback?.tone === 'error' ? (
        <Notice tone="error" className="mb-3">
          <p className="font-medium">{feedback.message}</p>
          {feedback.detail ? <p>{feedback.detail}</p> : null}
        </Notice>
      ) : null}
      {/* One status region per view (the Actions section's): successes elsewhere are announced there. */}
      {announcer ? (
        <p role="status" className="sr-only">
          {feedback?.tone === 'success' ? feedback.message : ''}
        </p>
      ) : null}
    </>
  );
}

/** Where a delivery has been, and — while it is on the road — where the rider is now. */
function TrackingHistory({ delivery, announce }: { delivery: Delivery; announce: (feedback: ActionFeedback) => void }) {
  const tracking = useQuery(deliveryQueries.tracking(delivery.id));
  const headingId = useId();
  const [locating, setLocating] = useState(false);
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);
  const onTheRoad = delivery.status === 'picked-up' || delivery.status === 'in-transit';
  const location = tracking.data?.currentLocation?.address;
  const map = useMemo(
    () => (tracking.data ? deliveryMapModel(delivery, tracking.data) : null),
    [delivery, tracking.data],
  );
  return (
    <section aria-labelledby={headingId} aria-busy={tracking.isFetching}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Tracking history
        </h3>
        {onTheRoad && !locating ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setFeedback(null);
              setLocating(true);
            }}
          >
            <Icon node={MapPin} className="size-4" aria-hidden="true" />
            Update location
          </Button>
        ) : null}
      </div>
      <Outcome feedback={feedback} announcer={false} />
      {locating && onTheRoad ? (
        <div className="mb-4">
          <UpdateLocationForm
            delivery={delivery}
            onDone={() => setLocating(false)}
            onDismiss={() => setLocating(false)}
            onFeedback={(outcome) => {
              setFeedback(outcome.tone === 'error' ? outcome : null);
              if (outcome.tone === 'success') announce(outcome);
            }}
          />
        </div>
      ) : null}
      {tracking.data ? (
        <>
          {map ? (
            <div className="mb-4">
              <Suspense fallback={<Skeleton className="h-56 rounded-xl sm:h-72" />}>
                <DeliveryMap model={map} />
              </Suspense>
            </div>
          ) : null}
          {location ? (
            <p className="mb-4 flex items-start gap-1.5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <Icon node={MapPin} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="font-medium">Last known location:</span> {location}
              </span>
            </p>
          ) : null}
          <DeliveryTimeline events={tracking.data.events} labelledBy={headingId} />
        </>
      ) : tracking.isError ? (
        <LoadError message="Couldn’t load the tracking history." detail={tracking.error.message} query={tracking} />
      ) : (
        <div className="space-y-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-4 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
