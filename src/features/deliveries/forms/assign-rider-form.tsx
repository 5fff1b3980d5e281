import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ComponentProps } from 'react';
import type { Delivery } from '@/api/schemas';
import { reassignReasonMax, type Rider } from '@/api/schemas/riders';
import { LoadError } from '@/components/feedback/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SelectField, TextareaField } from '@/forms/field';
import { useAcceptDelivery } from '@/queries/deliveries';
import { riderQueries, useAssignDelivery } from '@/queries/riders';
import { fleetMessages } from './fleet-messages';
import type { TrackOutcome } from '../use-delivery-actions';
import { ConfirmButtons } from './confirm-buttons';

const vehicleWords = { bike: 'bike', car: 'car', van: 'van', tricycle: 'tricycle' } as const;

/** "Bola Adeyemi — bike, 2 open": who the rider is and how busy. */
const riderOption = (rider: Rider) =>
  `${rider.name} — ${vehicleWords[rider.vehicle]}${rider.openDeliveries ? `, ${rider.openDeliveries} open` : ', free'}`;

/** The riders who can be given a delivery (on duty, on the roster), the least busy first; `except` the one who has it. */
export const ridersOnDuty = (riders: readonly Rider[], except?: string) =>
  riders
    .filter((rider) => (rider.status === 'available' || rider.status === 'on-delivery') && rider.id !== except)
    .sort((a, b) => a.openDeliveries - b.openDeliveries);

/** A select of `riders` ("Bola Adeyemi — bike, 2 open"), "Choose a rider" first. */
export function RiderSelect({
  riders,
  label,
  ...select
}: { riders: readonly Rider[]; label: string } & Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label={label} {...select}>
      <option value="">Choose a rider</option>
      {riders.map((rider) => (
        <option key={rider.id} value={rider.id}>
          {riderOption(rider)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Who carries a delivery (issue 27): the riders on duty, the least busy first. Giving it to
 * another rider asks why (kept in its history). A pending delivery is accepted and assigned at
 * once. The form stays until the server agrees, so on failure the choice is still there.
 */
export function AssignRiderForm({
  delivery,
  track,
  onDone,
  onDismiss,
}: {
  delivery: Delivery;
  track: TrackOutcome;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const riders = useQuery(riderQueries.list());
  const assign = useAssignDelivery();
  const accept = useAcceptDelivery();
  const [riderId, setRiderId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ rider?: string; reason?: string }>({});
  const [pending, setPending] = useState(false);
  const current = delivery.rider;
  const onDuty = ridersOnDuty(riders.data?.items ?? [], current?.id);

  const submit = async () => {
    const chosen = onDuty.find((rider) => rider.id === riderId);
    const problems = {
      ...(chosen ? {} : { rider: 'Choose a rider' }),
      ...(current && !reason.trim() ? { reason: 'Say why it goes to another rider' } : {}),
    };
    setError(problems);
    if (!chosen || problems.reason) return;
    setPending(true);
    const call =
      delivery.status === 'pending'
        ? accept.mutateAsync({ id: delivery.id, riderId: chosen.id })
        : assign.mutateAsync({ id: delivery.id, riderId: chosen.id, ...(current ? { reason: reason.trim() } : {}) });
    const ok = await track(call, `${delivery.trackingNumber} assigned to ${chosen.name}`, fleetMessages.assignFailed);
    setPending(false);
    if (ok) onDone();
  };

  return (
    <form
      noValidate
      aria-label={`${current ? 'Reassign' : 'Assign a rider to'} ${delivery.trackingNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="w-full space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      {riders.isPending ? (
        <Spinner className="size-4" label="Loading riders…" />
      ) : riders.isError ? (
        <LoadError
          message="Couldn’t load your riders."
          onRetry={() => void riders.refetch()}
          retrying={riders.isFetching}
        />
      ) : onDuty.length === 0 ? (
        <p className="text-sm text-slate-600">
          No other rider is on duty.{' '}
          <Link to="/dashboard/riders" className="font-medium text-brand-700 underline">
            Manage riders
          </Link>
        </p>
      ) : (
        <RiderSelect
          riders={onDuty}
          label={current ? `Reassign from ${current.name} to` : 'Rider'}
          autoFocus
          value={riderId}
          error={error.rider}
          disabled={pending}
          onChange={(event) => setRiderId(event.target.value)}
        />
      )}
      {current ? (
        <TextareaField
          label="Reason"
          hint="Kept in the delivery’s history."
          rows={2}
          required
          maxLength={reassignReasonMax}
          readOnly={pending}
          value={reason}
          error={error.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      <ConfirmButtons
        keep="Keep as is"
        confirm={delivery.status === 'pending' ? 'Accept and assign' : current ? 'Reassign' : 'Assign'}
        confirming="Assigning…"
        pending={pending}
        onKeep={onDismiss}
        tone="primary"
      />
    </form>
  );
}
