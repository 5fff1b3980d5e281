import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, X } from 'lucide';
import { memo, useId, useRef, type ReactNode } from 'react';
import { deliveryPageSizes, type DeliverySortKey, type SortOrder } from '@/api/constants';
import type { Delivery, DeliveryListQuery, DeliveryPage } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';

import { PriorityBadge, StatusBadge } from '../badges';
import { BulkBar, useSelection, type Selection } from './bulk-actions';
import { DeliveryDetailLink } from '../detail-link';
import { ExportCsv } from '../csv/export-csv';
import { ImportCsvButton } from '../csv/import-csv-button';
import { deliveryListQuery } from '../list-query';
import type { DeliveriesSearch } from '../search';

/*
 * The deliveries table (?view=table), loaded with the view: dense rows, a header that stays
 * in view while the rows scroll, columns sorted by the server, and — from 50 rows — only the
 * rows in view rendered (TanStack Virtual). Its options above it: rows per page and the range
 * of creation days. On a phone the table scrolls sideways inside its frame, the tracking
 * number staying at the left.
 */

export type TableChange = Partial<Pick<DeliveriesSearch, 'sort' | 'order' | 'size' | 'from' | 'to'>>;

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

const label = 'block text-sm font-medium text-slate-800';

/**
 * The table view: its options, then the rows of `items` — or, while there are none to show
 * (loading, an error, nothing matching), what the section says instead (`children`).
 */
export default function TableView({
  search,
  page,
  busy,
  dimmed,
  onChange,
  onOpen,
  children,
}: {
  search: DeliveriesSearch;
  /** The page of deliveries to show as rows; none while the section shows something else. */
  page: DeliveryPage | undefined;
  busy: boolean;
  dimmed: boolean;
  onChange: (change: TableChange) => void;
  onOpen: () => void;
  children: ReactNode;
}) {
  const selection = useSelection();
  const items = page?.items;
  const query = deliveryListQuery(search);
  return (
    <>
      <TableOptions size={search.size} from={search.from} to={search.to} onChange={onChange} query={query} />
      <BulkBar selection={selection} pageItems={items ?? []} total={page?.total ?? 0} query={query} />
      {items ? (
        <DeliveryTable
          items={items}
          selection={selection}
          busy={busy}
          dimmed={dimmed}
          sort={search.sort}
          order={search.order}
          onSort={onChange}
          onOpen={onOpen}
        />
      ) : (
        children
      )}
    </>
  );
}

/** Rows per page and the range of creation days (Lagos, both included). */
function TableOptions({
  size,
  from,
  to,
  onChange,
  query,
}: Pick<DeliveriesSearch, 'size' | 'from' | 'to'> & {
  onChange: (change: TableChange) => void;
  /** The table's filter, for the export. */
  query: DeliveryListQuery;
}) {
  const sizeId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <div
      role="group"
      aria-label="Table options"
      className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex sm:flex-wrap"
    >
      <div className="space-y-1.5">
        <label htmlFor={fromId} className={label}>
          Created from
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => {
            const next = event.target.value;
            // A start after the end moves the end with it: the range never reads backwards.
            onChange(next && to && next > to ? { from: next, to: next } : { from: next });
          }}
          className={inputClasses}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={toId} className={label}>
          Created to
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next && from && next < from ? { from: next, to: next } : { to: next });
          }}
          className={inputClasses}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={sizeId} className={label}>
          Rows per page
        </label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => {
            const next = deliveryPageSizes.find((option) => option === Number(event.target.value));
            if (next) onChange({ size: next });
          }}
          className={cn(inputClasses, 'pr-8')}
        >
          {deliveryPageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {from || to ? (
        <Button variant="ghost" className="self-end" onClick={() => onChange({ from: '', to: '' })}>
          <Icon node={X} className="size-4" aria-hidden="true" />
          Any date
        </Button>
      ) : null}
      <ExportCsv query={query} />
      <ImportCsvButton />
    </div>
  );
}

/** From this many rows on, only those in view (and a few around them) are rendered. */
const virtualFrom = 50;
/** Every row's height in px: one line of text, or a name over a phone number. */
const rowHeight = 57;
const screenful = { width: 1024, height: 800 };

const th =
  'bg-slate-50 px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const td = 'px-2.5 py-2 whitespace-nowrap';
const checkbox = 'size-4 rounded border-slate-300 accent-brand-700';
/** The selection and tracking number columns stay at the left while the table scrolls sideways. */
const stickySelect = 'sticky left-0 z-[1] w-10 pr-0';
const stickyStart = 'sticky left-10 z-[1] border-r border-slate-100';

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
          'inline-flex items-center gap-1 rounded-md px-1.5 py-1 uppercase hover:bg-slate-200/70 hover:text-slate-900',
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

/** The page of deliveries as rows; a tracking number opens the delivery's detail view. */
const DeliveryTable = memo(function DeliveryTable({
  items,
  busy,
  dimmed,
  selection,
  sort,
  order,
  onSort,
  onOpen,
}: {
  items: Delivery[];
  selection: Selection;
  busy: boolean;
  dimmed: boolean;
  sort: DeliverySortKey;
  order: SortOrder;
  onSort: (change: TableChange) => void;
  onOpen: () => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = items.length >= virtualFrom;
  // No React Compiler here: the rows re-render as the frame scrolls, which is the point.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Before the frame is measured, and while it has no size (hidden; jsdom): a screenful of rows.
    initialRect: screenful,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : screenful)),
  });
  const windowed = virtual ? virtualizer.getVirtualItems() : [];
  const rows = virtual
    ? windowed.map(({ index }) => ({ index, delivery: items[index]! }))
    : items.map((delivery, index) => ({ index, delivery }));
  const padTop = virtual ? (windowed[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (windowed.at(-1)?.end ?? 0) : 0;
  const sortProps = { sort, order, onSort };
  const selectedOnPage = items.filter((delivery) => selection.selected.has(delivery.id)).length;
  const pageSelected =
    selection.allMatching || (selectedOnPage === items.length && items.length > 0)
      ? 'all'
      : selectedOnPage
        ? 'some'
        : 'none';

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Deliveries table"
      // Scrollable by keyboard: the frame takes focus when nothing in it has.
      tabIndex={0}
      className="max-h-[max(24rem,calc(100dvh-14rem))] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table
        aria-busy={busy}
        aria-rowcount={items.length + 1}
        className={cn(
          'w-full min-w-[60rem] border-separate border-spacing-0 text-sm transition-opacity',
          dimmed && 'opacity-60',
        )}
      >
        <caption className="sr-only">Deliveries, sorted by {sortDescription(sort, order)}</caption>
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
                onChange={() => selection.setPage(items, pageSelected !== 'all')}
                className={checkbox}
              />
            </td>
            <th scope="col" className={cn(th, stickyStart, 'border-b border-slate-200')}>
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
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={9} style={{ height: padTop }} />
            </tr>
          ) : null}
          {rows.map(({ index, delivery }) => (
            <Row
              key={delivery.id}
              delivery={delivery}
              rowIndex={index + 2}
              selected={selection.allMatching || selection.selected.has(delivery.id)}
              onToggle={(range) => selection.toggle(items, index, range)}
              onOpen={onOpen}
            />
          ))}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={9} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});

function Row({
  delivery,
  rowIndex,
  selected,
  onToggle,
  onOpen,
}: {
  delivery: Delivery;
  rowIndex: number;
  selected: boolean;
  /** With `range`, every row from the last one clicked (Shift). */
  onToggle: (range: boolean) => void;
  onOpen: () => void;
}) {
  const cell = cn(td, 'border-b border-slate-100');
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={selected}
      style={{ height: rowHeight }}
      className={cn('group', selected && '[&>*]:bg-brand-50')}
    >
      <td className={cn(cell, stickySelect, 'bg-white group-hover:bg-slate-50')}>
        <input
          type="checkbox"
          aria-label={`Select ${delivery.trackingNumber}`}
          checked={selected}
          onChange={(event) => onToggle('shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true)}
          className={checkbox}
        />
      </td>
      <th scope="row" className={cn(cell, stickyStart, 'bg-white text-left font-normal group-hover:bg-slate-50')}>
        <DeliveryDetailLink
          id={delivery.id}
          onOpen={onOpen}
          className="rounded font-mono text-xs font-bold text-brand-800 underline-offset-2 hover:underline"
        >
          {delivery.trackingNumber}
        </DeliveryDetailLink>
      </th>
      <td className={cn(cell, 'max-w-48 group-hover:bg-slate-50')}>
        <p className="truncate font-medium text-slate-900">{delivery.customer.name}</p>
        <p className="truncate text-xs text-slate-500">{delivery.customer.phone}</p>
      </td>
      <td className={cn(cell, 'max-w-56 text-slate-700 group-hover:bg-slate-50')}>
        <p className="truncate">
          <span className="sr-only">From </span>
          {delivery.from.address}, {delivery.from.city}
        </p>
        <p className="truncate text-xs text-slate-500">
          <span aria-hidden="true">→ </span>
          <span className="sr-only">to </span>
          {delivery.to.address}, {delivery.to.city}
        </p>
      </td>
      <td className={cn(cell, 'text-slate-700 group-hover:bg-slate-50')}>
        <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
      </td>
      <td className={cn(cell, 'text-slate-700 group-hover:bg-slate-50')}>
        <time dateTime={delivery.estimatedDelivery}>{formatDateTime(delivery.estimatedDelivery)}</time>
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <PriorityBadge priority={delivery.priority} />
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <StatusBadge status={delivery.status} />
      </td>
      <td className={cn(cell, 'text-right font-semibold text-slate-900 tabular-nums group-hover:bg-slate-50')}>
        {formatNaira(delivery.price)}
      </td>
    </tr>
  );
}
