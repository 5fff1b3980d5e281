import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { reassignReasonMax, type Rider, type RiderList } from '@/api/schemas/riders';
import { QueryStates } from '@/components/feedback/list-states';
import { Spinner } from '@/components/ui/spinner';
import { SelectField, TextareaField } from '@/forms/field';
import { useAcceptDelivery } from '@/queries/deliveries';
import { riderQueries, useAssignDelivery } from '@/queries/riders';
import { fleetMessages } from './fleet-messages';
import { ConfirmButtons } from './confirm-buttons';
import { stepPanel, StepForm, type DeliveryStepProps } from './step-form';

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

/** The roster as its query stands: a spinner, the failure with Retry, or what `children` makes of it. */
export function RidersState({
  riders,
  children,
}: {
  riders: UseQueryResult<RiderList, ApiError>;
  children: (riders: RiderList) => ReactNode;
}) {
  return (
    <QueryStates
      query={riders}
      skeleton={<Spinner className="size-4" label="Loading riders…" />}
      failed="Couldn’t load your riders."
    >
      {children}
    </QueryStates>
  );
}

/**
 * Who carries a delivery (issue 27): the riders on duty, the least busy first. Giving it to
 * another rider asks why (kept in its history). A pending delivery is accepted and assigned at
 * once. The form stays until the server agrees, so on failure the choice is still there.
 */
export function AssignRiderForm({ delivery, track, onDone, onDismiss }: DeliveryStepProps) {
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
    <StepForm
      label={`${current ? 'Reassign' : 'Assign a rider to'} ${delivery.trackingNumber}`}
      onSubmit={submit}
      className={stepPanel}
    >
      <RidersState riders={riders}>
        {() =>
          onDuty.length === 0 ? (
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
          )
        }
      </RidersState>
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
    </StepForm>
  );
}
