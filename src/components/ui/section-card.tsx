import type { ReactNode } from 'react';
import { Card, CardHeader, Skeleton } from './card';
import { cn } from './cn';

/*
 * The sections' cards and their loading rows: apart from ./card.tsx, which the app frame and the
 * deliveries section's first visit download, so that only the sections that draw them carry them.
 */

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
