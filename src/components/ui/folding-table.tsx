import type { MouseEvent, ReactNode } from 'react';
import { cn } from './cn';
import { formatLagosDate, formatLagosTime } from './lagos-time';

/*
 * The app's tables of records (transactions, logged requests, cash collections): from sm up a
 * table; below sm each row folds into a two-column grid, every cell once: no copy for the
 * narrow screen, no horizontal scroll at 390 px. Rows, cells and headers keep their roles
 * explicitly, as a display change may drop a table's semantics. A cell places itself in the
 * folded grid with `max-sm:col-start-… max-sm:row-start-…` beside `foldingCell`.
 */
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';

/** The classes every cell of a folding table starts from. */
export const foldingCell = 'px-3 py-3 align-top first:pl-0 last:pr-0 max-sm:p-0';

const foldingRow = 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3';

/** A column's header; `end` aligns it (and, by the cells' own classes, its figures) right. */
export interface FoldingColumn {
  label: string;
  end?: boolean;
}

/** The table, its (screen-reader) caption and headers; `children` are its rows. */
export function FoldingTable({
  caption,
  columns,
  busy,
  dimmed = false,
  children,
}: {
  caption: string;
  columns: readonly FoldingColumn[];
  busy?: boolean;
  /** While a new page loads, the old one stays, dimmed. */
  dimmed?: boolean;
  children: ReactNode;
}) {
  return (
    <table
      role="table"
      aria-busy={busy}
      className={cn('w-full text-sm max-sm:block', busy !== undefined && 'transition-opacity', dimmed && 'opacity-60')}
    >
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="border-b border-slate-200 max-sm:sr-only">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.label} role="columnheader" scope="col" className={column.end ? `${th} text-right` : th}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
        {children}
      </tbody>
    </table>
  );
}

/** Clicks on the row's own controls, or ending a text selection, are not "open the row". */
function isOwnClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea')) return true;
  return (window.getSelection?.()?.toString() ?? '') !== '';
}

/** A row; with `onOpen`, a click anywhere on it (but its own controls) opens its record. */
export function FoldingRow({
  onOpen,
  onMouseEnter,
  children,
}: {
  onOpen?: () => void;
  onMouseEnter?: () => void;
  children: ReactNode;
}) {
  return (
    <tr
      role="row"
      onClick={
        onOpen
          ? (event) => {
              if (!isOwnClick(event)) onOpen();
            }
          : undefined
      }
      onMouseEnter={onMouseEnter}
      className={cn(foldingRow, onOpen && 'cursor-pointer transition-colors hover:bg-slate-50')}
    >
      {children}
    </tr>
  );
}

/** When, in Lagos time: the date over the time from sm up, "date, time" on one line below. */
export function StackedLagosTime({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs sm:text-sm">
      <span className="sm:block">{formatLagosDate(at)}</span>
      <span className="sm:hidden">, </span>
      <span className="text-slate-500 sm:block sm:text-xs">{formatLagosTime(at)}</span>
    </time>
  );
}
