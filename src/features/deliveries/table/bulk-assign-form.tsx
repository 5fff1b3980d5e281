import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reassignReasonMax } from '@/api/schemas/riders';
import { TextareaField } from '@/forms/field';
import { riderQueries, useAssignDelivery, type AssignDeliveryVariables } from '@/queries/riders';
import { ConfirmButtons } from '../forms/confirm-buttons';
import { RidersState, RiderSelect, ridersOnDuty } from '../forms/assign-rider-form';
import { stepPanel, StepForm } from '../forms/step-form';

/**
 * One rider for several deliveries (issue 27): the riders on duty, the least busy first, and a
 * reason for those that had another rider. Each delivery is assigned on its own; the summary
 * then says what happened to each. The choice stays until the run starts.
 */
export function BulkAssignForm({
  many,
  onAssign,
  onDone,
  onDismiss,
}: {
  /** "3 deliveries" */
  many: string;
  /** Runs the assignments with `assign`; resolves once they ran (false: the selection could not be read). */
  onAssign: (
    riderId: string,
    reason: string,
    assign: (variables: AssignDeliveryVariables) => Promise<unknown>,
  ) => Promise<boolean>;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const riders = useQuery(riderQueries.list());
  const assign = useAssignDelivery();
  const [riderId, setRiderId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const onDuty = ridersOnDuty(riders.data?.items ?? []);

  const submit = async () => {
    if (!riderId) {
      setError('Choose a rider');
      return;
    }
    setError(undefined);
    setPending(true);
    const ran = await onAssign(riderId, reason.trim(), assign.mutateAsync);
    setPending(false);
    if (ran) onDone();
  };

  return (
    <StepForm label={`Assign ${many} to a rider`} onSubmit={submit} className={stepPanel}>
      <RidersState riders={riders}>
        {() => (
          <RiderSelect
            riders={onDuty}
            label="Rider"
            autoFocus
            value={riderId}
            error={error}
            disabled={pending}
            onChange={(event) => setRiderId(event.target.value)}
          />
        )}
      </RidersState>
      <TextareaField
        label="Reason, for those that had another rider (optional)"
        hint="Kept in each reassigned delivery’s history."
        rows={2}
        maxLength={reassignReasonMax}
        readOnly={pending}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ConfirmButtons
        keep="Keep as is"
        confirm={`Assign ${many}`}
        confirming="Assigning…"
        pending={pending}
        onKeep={onDismiss}
        tone="primary"
      />
    </StepForm>
  );
}
