import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactNode } from 'react';
import type { DeliverySortKey, SortOrder } from '@/api/constants';
import type { Delivery, DeliveryPage } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { deliveryListQuery } from '../list-query';
import type { DeliveriesSearch } from '../search';
import { BulkBar, useSelection, type Selection } from './bulk-actions';
import { Row } from './delivery-row';
import { columnCount, rowHeight, tableMinRem } from './table-cells';
import type { TableChange } from './table-change';
import { TableColumns, TableHead, sortDescription } from './table-head';
import { TableOptions } from './table-options';

/*
 * The deliveries table (?view=table), loaded with the view: dense rows, a header that stays
 * in view while the rows scroll, columns sorted by the server, and — from 50 rows — only the
 * rows in view rendered (TanStack Virtual). Its options above it: rows per page and the range
 * of creation days. Below its minimum width (table-cells.ts) the table scrolls sideways inside
 * its frame, the tracking number pinned at the left.
 */

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
      <TableOptions
        size={search.size}
        from={search.from}
        to={search.to}
        rider={search.rider}
        onChange={onChange}
        query={query}
      />
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

/** From this many rows on, only those in view (and a few around them) are rendered. */
const virtualFrom = 50;
const screenful = { width: 1024, height: 800 };

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
      // Scrollable by keyboard: the frame takes focus when nothing in it has. Relative: the
      // cells' visually hidden words (absolute) are clipped by it, not laid out on the page.
      tabIndex={0}
      className="relative max-h-[max(24rem,calc(100dvh-14rem))] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table
        aria-busy={busy}
        aria-rowcount={items.length + 1}
        style={{ minWidth: `${tableMinRem}rem` }}
        className={cn(
          'w-full table-fixed border-separate border-spacing-0 text-sm transition-opacity',
          dimmed && 'opacity-60',
        )}
      >
        <caption className="sr-only">Deliveries, sorted by {sortDescription(sort, order)}</caption>
        <TableColumns />
        <TableHead
          sort={sort}
          order={order}
          onSort={onSort}
          pageSelected={pageSelected}
          onSelectPage={() => selection.setPage(items, pageSelected !== 'all')}
        />
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padTop }} />
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
              <td colSpan={columnCount} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});
