import { SearchX } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/card';
import { Icon } from '../ui/icons';

/** A list that its filters left empty: what matched nothing, what to try, and Clear filters. */
export function NoMatches({
  title,
  onClear,
  compact = false,
  children,
}: {
  title: string;
  onClear: () => void;
  /** In a card rather than a page: a smaller icon and button. */
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <EmptyState
      icon={<Icon node={SearchX} className={compact ? 'size-8' : 'size-10'} aria-hidden="true" />}
      title={title}
      action={
        <Button size={compact ? 'sm' : 'md'} variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
