import type { ReactNode } from 'react';
import { cn } from './cn';

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}>{children}</div>
  );
}

export function CardHeader({
  title,
  description,
  action,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** A card holding one section, named by its heading for assistive technology. */
export function SectionCard({
  id,
  title,
  description,
  action,
  className,
  children,
  after,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  /** What the card holds after its section (its dialogs). */
  after?: ReactNode;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardHeader id={id} title={title} description={description} action={action} />
        {children}
      </section>
      {after}
    </Card>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Rows of a title, a line and a switch, while the settings they show load. */
export function SwitchRowsSkeleton({
  rows,
  label,
  description,
}: {
  rows: number;
  /** The widths of the title's and the line's bars ("w-32"). */
  label: string;
  description: string;
}) {
  return (
    <div aria-hidden="true" className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
          <div className="space-y-2">
            <Skeleton className={cn('h-4', label)} />
            <Skeleton className={cn('h-3.5', description)} />
          </div>
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** A list of rows (riders, endpoints, deliveries) while it loads: `rows` blocks, stacked. */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
