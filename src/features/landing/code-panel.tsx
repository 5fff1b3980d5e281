import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A dark code window. The code is plain text in <pre><code> (never injected HTML). Long
 * lines scroll sideways, so the scrolling box is a focusable, labelled region that a
 * keyboard can scroll.
 */
export function CodePanel({
  label,
  badge,
  code,
  className,
}: {
  label: string;
  badge?: ReactNode;
  code: string;
  className?: string;
}) {
  const labelId = useId();
  return (
    <figure
      aria-labelledby={labelId}
      className={cn('overflow-hidden rounded-2xl bg-slate-900 shadow-xl ring-1 ring-white/10', className)}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
        <span className="flex min-w-0 items-center gap-3">
          <span className="flex shrink-0 gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-slate-600" />
            <span className="size-2.5 rounded-full bg-slate-600" />
            <span className="size-2.5 rounded-full bg-slate-600" />
          </span>
          <span id={labelId} className="truncate font-mono text-xs font-medium text-slate-200">
            {label}
          </span>
        </span>
        {badge}
      </figcaption>
      <div
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-offset-[-2px]"
      >
        <pre className="w-max min-w-full p-4 font-mono text-xs leading-5 text-slate-200 sm:text-[0.8125rem] sm:leading-6">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}
