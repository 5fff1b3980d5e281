import { SearchX } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

/*
 * The frame of a paged list page (the deliveries, the wallet's transactions), and of its
 * pending state: the heading, the controls (filters, search), a status line — which rows are
 * shown, "Updating…" and the page's tools — then the list and what follows it.
 */
export function ListPage({
  labelledBy,
  heading,
  controls,
  summary,
  busy = false,
  tools,
  children,
}: {
  /** The id of the heading inside `heading`. */
  labelledBy: string;
  heading: ReactNode;
  controls: ReactNode;
  /** Which rows are shown (ShowingRange); announced as it changes. */
  summary?: ReactNode;
  busy?: boolean;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className="space-y-3 sm:space-y-5">
      {heading}
      {controls}
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite">{summary}</p>
        {/* Wraps rather than pushing the page sideways at 390 px while "Updating…" shows. */}
        <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          {busy ? <Spinner className="size-4" label="Updating…" /> : null}
          {tools}
        </span>
      </div>
      {children}
    </section>
  );
}

interface ListPageData {
  page: number;
  limit: number;
  total: number;
  items: readonly unknown[];
}

/** "Showing 21–40 of 212 deliveries"; nothing while there is no row to show. */
export function ShowingRange({ data, one, many }: { data: ListPageData | undefined; one: string; many: string }) {
  if (!data || data.items.length === 0) return null;
  const first = (data.page - 1) * data.limit + 1;
  const last = first + data.items.length - 1;
  return (
    <>
      Showing <span className="font-semibold text-slate-900">{first}</span>–
      <span className="font-semibold text-slate-900">{last}</span> of{' '}
      <span className="font-semibold text-slate-900">{data.total}</span> {data.total === 1 ? one : many}
    </>
  );
}

/** A page number past the last page (an old link, rows gone since): the way to the last one. */
export function NoSuchPage({
  page,
  pageCount,
  many,
  onPage,
}: {
  page: number;
  pageCount: number;
  /** What the pages list: "deliveries", "transactions". */
  many: string;
  onPage: (page: number) => void;
}) {
  return (
    <EmptyState
      icon={<Icon node={SearchX} className="size-10" aria-hidden="true" />}
      title={`There is no page ${page}`}
    >
      <p>
        These filters have {pageCount} {pageCount === 1 ? 'page' : 'pages'} of {many}.
      </p>
      <Button className="mt-4" variant="secondary" onClick={() => onPage(pageCount)}>
        Go to page {pageCount}
      </Button>
    </EmptyState>
  );
}
