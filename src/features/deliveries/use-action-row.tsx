import type { Delivery } from '@/api/schemas';
import { DeliveryActionButtons } from './delivery-action-buttons';
import { useRejectStep } from './reject-step';
import { useDeliveryActions } from './use-delivery-actions';

/**
 * A delivery's §4 actions as a card or a needs-attention row shows them: the buttons, or the
 * reason form while Reject is open; `busy` while one runs. Render `actions` in the element of
 * `actionsRef` (focus returns there when the form closes).
 */
export function useActionRow(delivery: Delivery) {
  const { available, run, busy } = useDeliveryActions(delivery);
  const { runAction, form, actionsRef } = useRejectStep(delivery, run);
  const actions = form ?? <DeliveryActionButtons available={available} run={runAction} busy={busy} />;
  return { busy, actionsRef, actions };
}
