import type { ReactNode } from 'react';
import { Skeleton } from '../ui/card';
import { cn } from '../ui/cn';

/**
 * A section's place while its route loads its data: announced once ("Loading …"), busy, and
 * shaped like the section (`blocks`: one class list a block, for its size and grid span), so
 * the page keeps its layout when the data arrives. `children`: skeletons of any other shape.
 */
export function PendingSection({
  label,
  className,
  blocks = [],
  children,
}: {
  label: string;
  className?: string;
  blocks?: string[];
  children?: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        Loading {label}…
      </p>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={cn('rounded-2xl', block)} />
      ))}
      {children}
    </div>
  );
}
