import { useId, type ReactNode } from 'react';
import { Skeleton } from '../ui/card';
import { cn } from '../ui/cn';

/* The pieces a detail sheet's body is made of (a delivery's, a transaction's): its key facts and its sections. */

/** The key facts at the top: two a row on a phone, three from `sm`. */
export function DetailFacts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">{children}</dl>;
}

/** The key facts' place while the detail loads: three tiles. */
export function DetailFactsSkeleton() {
  return (
    <div className="grid grid-cols-3 gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

export function DetailFact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled section; `children` may take the heading's id, for a list labelled by it. */
export function DetailSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {typeof children === 'function' ? children(id) : children}
    </section>
  );
}
