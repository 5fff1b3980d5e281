import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide';
import type { DeliverySortKey, SortOrder } from '@/api/constants';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { checkbox, columnRem, stickySelect, stickyStart, stickyStartStyle, th } from './table-cells';
import type { TableChange } from './table-change';

/* The table's head row: select-all for the page, and the columns the server sorts by. */

/** Each sortable column's name, and the direction a first click sorts it in. */
const sortable: Record<DeliverySortKey, { label: string; first: SortOrder; asc: string; desc: string }> = {
  createdAt: { label: 'Created', first: 'desc', asc: 'oldest first', desc: 'newest first' },
  estimatedDelivery: { label: 'ETA', first: 'asc', asc: 'soonest first', desc: 'latest first' },
  priority: { label: 'Priority', first: 'desc', asc: 'low first', desc: 'high first' },
  status: { label: 'Status', first: 'asc', asc: 'in workflow order', desc: 'in reverse workflow order' },
  price: { label: 'Price', first: 'desc', asc: 'lowest first', desc: 'highest first' },
};

/** How the table is sorted, in words (its caption and the status line). */
export const sortDescription = (sort: DeliverySortKey, order: SortOrder) =>
  `${sortable[sort].label}, ${sortable[sort][order]}`;

function SortHeader({
  column,
  sort,
  order,
  onSort,
  className,
}: {
  column: DeliverySortKey;
  sort: DeliverySortKey;
  order: SortOrder;
  onSort: (change: TableChange) => void;
  className?: string;
}) {
  const active = column === sort;
  const { label: text, first } = sortable[column];
  const next: SortOrder = active ? (order === 'asc' ? 'desc' : 'asc') : first;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(th, 'py-1.5', className)}
    >
      <button
        type="button"
        onClick={() => onSort({ sort: column, order: next })}
        className={cn(
          // Its padding inside the cell's: the column's width holds the name and the arrow.
          '-mx-1.5 inline-flex max-w-[calc(100%+0.75rem)] items-center gap-1 rounded-md px-1.5 py-1 uppercase hover:bg-slate-200/70 hover:text-slate-900',
          active && 'text-slate-900',
        )}
      >
        {text}
        <Icon
          node={active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown}
          className={cn('size-3.5', !active && 'text-slate-400')}
          aria-hidden="true"
        />
        <span className="sr-only">, sort {sortable[column][next]}</span>
      </button>
    </th>
  );
}

/** The columns' widths (the table is `table-fixed`): Customer and Route share the rest. */
export function TableColumns() {
  return (
    <colgroup>
      {Object.entries(columnRem).map(([column, rem]) => (
        <col key={column} style={rem === undefined ? undefined : { width: `${rem}rem` }} />
      ))}
    </colgroup>
  );
}

/** Whether every row of the page is selected, some of them, or none. */
export type PageSelection = 'all' | 'some' | 'none';

export function TableHead({
  sort,
  order,
  onSort,
  pageSelected,
  onSelectPage,
}: {
  sort: DeliverySortKey;
  order: SortOrder;
  onSort: (change: TableChange) => void;
  pageSelected: PageSelection;
  /** Selects the whole page, or clears it when it is all selected. */
  onSelectPage: () => void;
}) {
  const sortProps = { sort, order, onSort };
  return (
    <thead className="sticky top-0 z-[2]">
      <tr aria-rowindex={1}>
        <td className={cn(th, stickySelect, 'border-b border-slate-200')}>
          <input
            type="checkbox"
            aria-label="Select all on this page"
            checked={pageSelected === 'all'}
            ref={(box) => {
              if (box) box.indeterminate = pageSelected === 'some';
            }}
            onChange={onSelectPage}
            className={checkbox}
          />
        </td>
        <th scope="col" className={cn(th, stickyStart, 'border-b border-slate-200')} style={stickyStartStyle}>
          Tracking no.
        </th>
        <th scope="col" className={cn(th, 'border-b border-slate-200')}>
          Customer
        </th>
        <th scope="col" className={cn(th, 'border-b border-slate-200')}>
          Route
        </th>
        <SortHeader column="createdAt" {...sortProps} className="border-b border-slate-200" />
        <SortHeader column="estimatedDelivery" {...sortProps} className="border-b border-slate-200" />
        <SortHeader column="priority" {...sortProps} className="border-b border-slate-200" />
        <SortHeader column="status" {...sortProps} className="border-b border-slate-200" />
        <SortHeader column="price" {...sortProps} className="border-b border-slate-200 text-right" />
      </tr>
    </thead>
  );
}
