import type { ReactNode } from 'react';
import type { Delivery } from '@/api/schemas';
import type { TrackOutcome } from '../use-delivery-actions';

/** What a delivery's step form is given: the delivery, the outcome's tracker, and what to do after. */
export interface DeliveryStepProps {
  delivery: Delivery;
  track: TrackOutcome;
  /** The server agreed: the step closes. */
  onDone: () => void;
  /** Left without a change. */
  onDismiss: () => void;
}

/** The panel a step's form opens in under its delivery (assign, bulk assign). */
export const stepPanel = 'w-full space-y-3 rounded-xl border border-slate-200 bg-white p-4';

/** A step's form, named for assistive technology; submitting runs `onSubmit` without a page load. */
export function StepForm({
  label,
  onSubmit,
  className,
  children,
}: {
  label: string;
  onSubmit: () => unknown;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className={className}
    >
      {children}
    </form>
  );
}
