import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refusalMessage, type ApiError } from '@/api/errors';
import { deliveryActions, rejectReason, type Delivery, type DeliveryAction } from '@/api/schemas';
import { notify } from '@/components/ui/toast';
import { deliveryKeys, useAcceptDelivery, useRejectDelivery, useUpdateDeliveryStatus } from '@/queries/deliveries';
import { deliveryMessages } from './messages';

const actionOrder = Object.keys(deliveryActions) as DeliveryAction[];

/** A button of a delivery: a step of the workflow, or giving an accepted delivery its rider (pickup needs one). */
export type CardAction = DeliveryAction | 'assign';
export type RunAction = (action: DeliveryAction, reason?: string) => Promise<boolean>;
/** Tells the outcome of a call a step's own form made (assign, deliver with proof, a failed attempt). */
export type TrackOutcome = (call: Promise<unknown>, done: string, failed: string) => Promise<boolean>;

const doneMessages: Record<DeliveryAction, (trackingNumber: string) => string> = {
  accept: (n) => `${n} accepted`,
  reject: (n) => `${n} rejected`,
  pickUp: (n) => `${n} marked as picked up`,
  startDelivery: (n) => `${n} is now in transit`,
  markDelivered: (n) => `${n} marked as delivered`,
};

export interface ActionFeedback {
  tone: 'success' | 'error';
  message: string;
  detail?: string | undefined;
}

const hasId = (variables: unknown, id: string) =>
  typeof variables === 'object' && variables !== null && 'id' in variables && variables.id === id;

/** Whether the component is still on screen: an outcome it can no longer show inline goes to a toast. */
export function useMountedRef() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * Tells an action's outcome: to `onFeedback` (a screen that shows it inline) and in a toast
 * when `toast` is set or the component has left the screen meanwhile. Resolves to whether the
 * server agreed.
 */
export function useOutcomeReporter(onFeedback: (feedback: ActionFeedback) => void, toast: boolean) {
  const mounted = useMountedRef();
  return (call: Promise<unknown>, done: string, failed: string): Promise<boolean> =>
    call.then(
      () => {
        onFeedback({ tone: 'success', message: done });
        if (toast || !mounted.current) notify.success(done);
        return true;
      },
      (error: ApiError) => {
        const detail = refusalMessage(error);
        onFeedback({ tone: 'error', message: failed, detail });
        if (toast || !mounted.current) notify.error(failed, detail ? { description: detail } : {});
        return false;
      },
    );
}

/** True while any status action (accept, reject, status update, cancel) on this delivery is in flight, from any screen. */
export function useDeliveryBusy(id: string): boolean {
  return (
    useIsMutating({ mutationKey: deliveryKeys.all, predicate: (mutation) => hasId(mutation.state.variables, id) }) > 0
  );
}

/**
 * The §4 buttons a delivery offers in its status, and running one: the hooks update every
 * cached copy at once and roll back on failure; this adds the §8 toast (the toast region is a
 * live region, so the change is announced) and the last outcome for screens that show it
 * inline. A modal view shows it inline only (`toast: false`): behind a modal the toasts are
 * hidden from assistive technology, and on top of it they would cover its close button.
 */
export function useDeliveryActions(delivery: Delivery, { toast = true }: { toast?: boolean } = {}) {
  const accept = useAcceptDelivery();
  const reject = useRejectDelivery();
  const update = useUpdateDeliveryStatus();
  const busy = useDeliveryBusy(delivery.id);
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);
  const report = useOutcomeReporter(setFeedback, toast);

  const available: CardAction[] = actionOrder
    .filter((action) => deliveryActions[action].from === delivery.status)
    .map((action) => (action === 'pickUp' && !delivery.rider ? 'assign' : action));

  /** Runs a §4 action; 'reject' needs the partner's reason (the reject form asks for it). */
  function run(action: DeliveryAction, reason?: string): Promise<boolean> {
    const { id, trackingNumber } = delivery;
    let call: Promise<Delivery>;
    let failed: string;
    switch (action) {
      case 'accept':
        call = accept.mutateAsync({ id });
        failed = deliveryMessages.acceptFailed;
        break;
      case 'reject':
        call = reject.mutateAsync({ id, reason: reason ?? rejectReason });
        failed = deliveryMessages.rejectFailed;
        break;
      default:
        call = update.mutateAsync({ id, status: deliveryActions[action].to });
        failed = deliveryMessages.statusFailed;
    }
    setFeedback(null);
    // mutateAsync rather than mutate's callbacks: the card may leave the list (a status
    // filter) before the server answers, and the outcome must still be told.
    return report(call, doneMessages[action](trackingNumber), failed);
  }

  const track: TrackOutcome = (call, done, failed) => {
    setFeedback(null);
    return report(call, done, failed);
  };
  return { available, run, track, busy, feedback };
}
