import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Delivery } from '@/api/schemas';
import { Spinner } from '@/components/ui/spinner';
import type { CardAction, RunAction, TrackOutcome } from './use-delivery-actions';

// Loaded together on the first click that needs one (./forms/action-forms.ts).
const forms = () => import('./forms/action-forms');
const RejectDeliveryForm = lazy(() => forms().then((m) => ({ default: m.RejectDeliveryForm })));
const AssignRiderForm = lazy(() => forms().then((m) => ({ default: m.AssignRiderForm })));
const DeliverDialog = lazy(() => forms().then((m) => ({ default: m.DeliverDialog })));

type Step = 'reject' | 'assign' | 'markDelivered';

/**
 * The actions that ask for something first open it instead of running at once: Reject asks why
 * and Assign rider which rider (both in place of the buttons: `form`), Mark as Delivered the
 * proof (a dialog: `dialog`). When one closes without acting, focus goes back to the first
 * action button inside `actionsRef`.
 */
export function useActionStep(delivery: Delivery, run: RunAction, track: TrackOutcome) {
  const [step, setStep] = useState<Step | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const dismissed = useRef(false);

  useEffect(() => {
    if (step || !dismissed.current) return;
    dismissed.current = false;
    actionsRef.current?.querySelector('button')?.focus();
  }, [step]);

  const runAction = (action: CardAction) => {
    if (action === 'reject' || action === 'assign' || action === 'markDelivered') setStep(action);
    else void run(action);
  };
  const done = () => setStep(null);
  const dismiss = () => {
    dismissed.current = true;
    setStep(null);
  };
  const props = { delivery, track, onDone: done, onDismiss: dismiss };

  const shown: ReactNode = step ? (
    <Suspense fallback={<Spinner className="size-4" label="Loading…" />}>
      {step === 'reject' ? (
        <RejectDeliveryForm {...props} onReject={(reason) => run('reject', reason)} />
      ) : step === 'assign' ? (
        <AssignRiderForm {...props} />
      ) : (
        <DeliverDialog {...props} />
      )}
    </Suspense>
  ) : null;
  const inPlace = step === 'reject' || step === 'assign';
  return { runAction, form: inPlace ? shown : null, dialog: inPlace ? null : shown, actionsRef, open: inPlace };
}
