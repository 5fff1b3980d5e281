import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { assignableStatuses, type Delivery } from '@/api/schemas';
import { DetailSection } from '@/components/feedback/detail-parts';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { formatDateTime } from '@/components/ui/format';
import { Spinner } from '@/components/ui/spinner';
import { deliveryProofQueries } from '@/queries/delivery-proof';
import { AssignRiderForm } from '../forms/assign-rider-form';
import { CashOnDeliverySection } from './cod-section';
import { ShareTracking } from './share-tracking';
import { attemptReasonWords } from '../proof/attempt-form';
import type { TrackOutcome } from '../use-delivery-actions';

const AttemptForm = lazy(() => import('../proof/attempt-form').then(({ AttemptForm }) => ({ default: AttemptForm })));

const vehicleWords = { bike: 'Motorbike', car: 'Car', van: 'Van', tricycle: 'Tricycle (keke)' } as const;

/**
 * Who carries the delivery (issue 27): the rider with a call link, Assign or Reassign (with a
 * reason) while it is open; and, on the road, a failed attempt or — after three — the return.
 */
export function RiderSection({ delivery, track }: { delivery: Delivery; track: TrackOutcome }) {
  const [open, setOpen] = useState<'assign' | 'attempt' | null>(null);
  const { rider } = delivery;
  // Without a rider, the actions' Assign rider gives it one; here, another rider with a reason —
  // or, for a request, accepted and given its rider at once.
  const pending = delivery.status === 'pending';
  const canAssign = (Boolean(rider) && assignableStatuses.includes(delivery.status)) || pending;
  if (!rider && !assignableStatuses.includes(delivery.status) && !pending) return null;
  return (
    <DetailSection title="Rider">
      {rider ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{rider.name}</span> · {vehicleWords[rider.vehicle]} ·{' '}
          <a href={`tel:${rider.phone.replace(/\s/g, '')}`} className="font-medium text-brand-700 underline">
            {rider.phone}
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {pending
            ? 'No rider yet: accept the request and give it its rider in one step.'
            : 'No rider yet: a rider must be assigned before pickup.'}
        </p>
      )}
      {open === 'assign' ? (
        <div className="mt-3">
          <AssignRiderForm
            delivery={delivery}
            track={track}
            onDone={() => setOpen(null)}
            onDismiss={() => setOpen(null)}
          />
        </div>
      ) : open === 'attempt' ? (
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
          <Suspense fallback={<Spinner className="size-4" label="Loading…" />}>
            <AttemptForm
              delivery={delivery}
              track={track}
              onDone={() => setOpen(null)}
              onDismiss={() => setOpen(null)}
            />
          </Suspense>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {canAssign ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen('assign')}>
              {pending ? 'Accept and assign…' : 'Reassign'}
            </Button>
          ) : null}
          {delivery.status === 'in-transit' ? (
            <Button size="sm" variant="ghost" onClick={() => setOpen('attempt')}>
              {(delivery.attempts?.length ?? 0) >= 3 ? 'Return to sender…' : 'Record a failed attempt…'}
            </Button>
          ) : null}
        </div>
      )}
    </DetailSection>
  );
}

/** The failed attempts to hand it over, oldest first. */
export function AttemptsSection({ delivery }: { delivery: Delivery }) {
  const attempts = delivery.attempts ?? [];
  if (attempts.length === 0) return null;
  return (
    <DetailSection title={`Failed attempts (${attempts.length} of 3)`}>
      <ol className="space-y-2">
        {attempts.map((attempt, index) => (
          <li key={attempt.at} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-medium">
              {index + 1}. {attemptReasonWords[attempt.reason]}
            </span>{' '}
            · <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
            {attempt.note ? <span className="block text-red-800">{attempt.note}</span> : null}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/**
 * What proves the delivery: the code and the recipient at once; the signature and the photo (a
 * few hundred kB on a phone's data) when asked for.
 */
export function ProofSection({ delivery }: { delivery: Delivery }) {
  const { proof } = delivery;
  const [shown, setShown] = useState(false);
  const images = useQuery({ ...deliveryProofQueries.proof(delivery.id), enabled: Boolean(proof) && shown });
  if (!proof) return null;
  return (
    <DetailSection title="Proof of delivery">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Delivered to</dt>
          <dd className="font-medium text-slate-900">
            {proof.recipientName ?? 'Not recorded'} at{' '}
            <time dateTime={proof.capturedAt}>{formatDateTime(proof.capturedAt)}</time>
          </dd>
        </div>
        {proof.code ? (
          <div>
            <dt className="text-slate-500">Delivery code</dt>
            <dd className="font-medium text-slate-900">
              {proof.code === 'verified' ? 'Checked' : `Overridden: ${proof.overrideReason ?? ''}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {(proof.signature || proof.photo) && !shown ? (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => setShown(true)}>
          Show {proof.signature && proof.photo ? 'signature and photo' : proof.photo ? 'photo' : 'signature'}
        </Button>
      ) : null}
      {(proof.signature || proof.photo) && shown ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {images.data ? (
            <>
              {images.data.signatureImage ? (
                <img
                  src={images.data.signatureImage}
                  alt={`Signature of ${proof.recipientName ?? 'the recipient'}`}
                  className="h-24 rounded-lg bg-white ring-1 ring-slate-200"
                />
              ) : null}
              {images.data.signatureText ? (
                <p className="rounded-lg bg-white px-4 py-3 text-lg font-semibold ring-1 ring-slate-200">
                  <span className="sr-only">Typed signature: </span>
                  {images.data.signatureText}
                </p>
              ) : null}
              {images.data.photoImage ? (
                <img
                  src={images.data.photoImage}
                  alt="The proof photo of the parcel where it was left"
                  className="h-40 rounded-lg ring-1 ring-slate-200"
                  // Inline (the CSSOM, allowed by the CSP): no class of its own in every page's stylesheet.
                  style={{ objectFit: 'cover' }}
                />
              ) : null}
            </>
          ) : images.isError ? (
            <LoadError message="Couldn’t load the signature and photo." query={images} />
          ) : (
            <Skeleton className="h-24 w-48" />
          )}
        </div>
      ) : null}
    </DetailSection>
  );
}

/**
 * The rider, the failed attempts, the cash on delivery, the proof and the customer's tracking
 * link, as the detail view shows them (loaded after the view itself).
 */
export default function FleetSections({ delivery, track }: { delivery: Delivery; track: TrackOutcome }) {
  return (
    <>
      <RiderSection delivery={delivery} track={track} />
      <AttemptsSection delivery={delivery} />
      <CashOnDeliverySection delivery={delivery} />
      <ProofSection delivery={delivery} />
      <ShareTracking delivery={delivery} />
    </>
  );
}
