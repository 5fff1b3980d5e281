import type { Delivery } from '@/api/schemas';
import { DeliveryActionButtons } from './delivery-action-buttons';
import { useActionStep } from './action-step';
import { useDeliveryActions } from './use-delivery-actions';

/**
 * A delivery's §4 actions as a card or a needs-attention row shows them: the buttons, or the
 * form while Reject or Assign rider is open (Mark as Delivered opens the proof dialog); `busy`
 * while one runs. Render `actions` in the element of
 * `actionsRef` (focus returns there when the form closes).
 */
export function useActionRow(delivery: Delivery) {
  const { available, run, track, busy } = useDeliveryActions(delivery);
  const { runAction, form, dialog, actionsRef } = useActionStep(delivery, run, track);
  const actions = form ?? (
    <>
      <DeliveryActionButtons available={available} run={runAction} busy={busy} />
      {dialog}
    </>
  );
  return { busy, actionsRef, actions };
}
