import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TimelineStep {
  key: string;
  /** What happened: the status it reached. */
  title: string;
  /** When, as ISO (the `<time>`'s dateTime) and as shown. */
  at: string;
  atText: string;
  /** The dot's colour class when this is the current step (earlier steps are grey). */
  dotClass: string;
  /** Below the title: a note, where it happened. */
  details?: ReactNode;
}

/**
 * How something got to where it is, oldest first, as an ordered list: it reads as a story,
 * and the last step is the current one (aria-current="step", and said so to a screen reader).
 * A delivery's tracking history and a transaction's status history.
 */
export function Timeline({ steps, labelledBy }: { steps: readonly TimelineStep[]; labelledBy?: string | undefined }) {
  return (
    <ol aria-labelledby={labelledBy} className="relative">
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <li key={step.key} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {/* The rail between two dots. */}
            {current ? null : (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[7px] w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-4 shrink-0 rounded-full ring-4',
                current ? `${step.dotClass} ring-brand-100` : 'bg-slate-300 ring-white',
              )}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <p className={cn('text-sm font-semibold', current ? 'text-slate-900' : 'text-slate-700')}>
                  {step.title}
                  {current ? <span className="sr-only"> (current status)</span> : null}
                </p>
                <time dateTime={step.at} className="text-xs text-slate-500">
                  {step.atText}
                </time>
              </div>
              {step.details}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
