import type { ReactNode } from 'react';
import { cn } from './cn';

/** A column's header: its text, or its content with classes of its own beside the row's. */
export type ColumnHead = string | { label: ReactNode; className?: string };

/** A table's header row: a `<th scope="col">` a column, each with `className` and its own classes. */
export function ColumnHeads({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly ColumnHead[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <tr className={rowClassName}>
      {columns.map((column, index) => {
        const head = typeof column === 'string' ? { label: column } : column;
        return (
          <th key={index} scope="col" className={cn(className, head.className) || undefined}>
            {head.label}
          </th>
        );
      })}
    </tr>
  );
}
