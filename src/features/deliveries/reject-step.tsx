import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Delivery, DeliveryAction } from '@/api/schemas';
import { Spinner } from '@/components/ui/spinner';

const RejectDeliveryForm = lazy(() =>
  import('./forms/reject-delivery-form').then(({ RejectDeliveryForm }) => ({ default: RejectDeliveryForm })),
);

/**
 * The Reject button opens a form that asks why and confirms (loaded on that first click)
 * instead of rejecting at once; every other action runs straight away. `form` takes the
 * buttons' place while it is open; when it closes without rejecting, focus goes back to the
 * first action button inside `actionsRef`.
 */
export function useRejectStep(delivery: Delivery, run: (action: DeliveryAction, reason?: string) => Promise<boolean>) {
  const [open, setOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const dismissed = useRef(false);

  useEffect(() => {
    if (open || !dismissed.current) return;
    dismissed.current = false;
    actionsRef.current?.querySelector('button')?.focus();
  }, [open]);

  const runAction = (action: DeliveryAction) => {
    if (action === 'reject') setOpen(true);
    else void run(action);
  };

  const form: ReactNode = open ? (
    <Suspense fallback={<Spinner className="size-4" label="Loading…" />}>
      <RejectDeliveryForm
        delivery={delivery}
        onReject={(reason) => run('reject', reason)}
        onDone={() => setOpen(false)}
        onDismiss={() => {
          dismissed.current = true;
          setOpen(false);
        }}
      />
    </Suspense>
  ) : null;

  return { runAction, form, actionsRef, open };
}
