import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { CircleAlert, PackageOpen, RotateCw, SearchX } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { deliveryQueries } from '@/queries/deliveries';
import type { StatusFilter } from '../../-search';
import { DeliveryCard } from './deliveries/delivery-card';
import { DeliveryDetail } from './deliveries/delivery-detail';
import { DeliveryFilters, totalOf } from './deliveries/delivery-filters';
import { DeliveryPagination, pageCountOf } from './deliveries/delivery-pagination';
import { deliveryListQuery } from './prefetch';

const dashboard = getRouteApi('/_authenticated/dashboard');

/**
 * The Deliveries tab: the page of deliveries the URL's status, q and page stand for, with
 * the §4 actions on each card, and the detail view of `?delivery=`.
 */
export function DeliveriesTab() {
  const search = dashboard.useSearch();
  const navigate = useNavigate({ from: '/dashboard' });
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from a card: closing goes Back, so the history has no extra entry. Opened from a
  // link or a reload: closing replaces the entry.
  const [openedHere, setOpenedHere] = useState(false);
  if (openedHere && !search.delivery) setOpenedHere(false); // closed by Back

  const query = deliveryListQuery(search);
  // The previous page stays on screen, dimmed, while the next one loads.
  const list = useQuery({ ...deliveryQueries.list(query), placeholderData: keepPreviousData });
  const data = list.data;
  const busy = list.isPlaceholderData || (list.isFetching && !list.isPending);

  const onSearch = useCallback(
    (q: string) => void navigate({ search: (previous) => ({ ...previous, q, page: 1 }), replace: true, resetScroll: false }),
    [navigate],
  );
  const onStatus = (status: StatusFilter) => void navigate({ search: (previous) => ({ ...previous, status, page: 1 }), resetScroll: false });
  const clearFilters = () => void navigate({ search: (previous) => ({ ...previous, status: 'all', q: '', page: 1 }), resetScroll: false });
  const onPage = (page: number) => {
    void navigate({ search: (previous) => ({ ...previous, page }), resetScroll: false });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const closeDetail = () => {
    if (openedHere) {
      setOpenedHere(false);
      router.history.back();
    } else {
      void navigate({ search: (previous) => ({ ...previous, delivery: undefined }), replace: true, resetScroll: false });
    }
  };

  const total = data?.total ?? 0;
  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;
  const first = data && data.items.length > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const partnerTotal = totalOf(data?.counts);

  let body;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <CircleAlert className="size-8 text-red-500" aria-hidden="true" />
        <p className="mt-3 font-semibold text-red-900">Couldn’t load your deliveries</p>
        <p className="mt-1 text-sm text-red-800">{list.error.message}</p>
        <Button className="mt-5" variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCw className={cn('size-4', list.isFetching && 'animate-spin')} aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  } else if (data && data.items.length === 0) {
    if (partnerTotal === 0 && search.q.trim() === '') {
      body = (
        <EmptyState icon={<PackageOpen className="size-10" aria-hidden="true" />} title="No deliveries yet">
          Deliveries assigned to your company will appear here, ready to accept. Make sure your delivery routes are set up and active on the
          Profile tab.
        </EmptyState>
      );
    } else if (data.total > 0 && search.page > 1) {
      body = (
        <EmptyState icon={<SearchX className="size-10" aria-hidden="true" />} title={`There is no page ${search.page}`}>
          <p>
            These filters have {pageCount} {pageCount === 1 ? 'page' : 'pages'} of deliveries.
          </p>
          <Button className="mt-4" variant="secondary" onClick={() => onPage(pageCount)}>
            Go to page {pageCount}
          </Button>
        </EmptyState>
      );
    } else {
      body = (
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title="No deliveries match your filters"
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        >
          {search.q.trim() ? <>Nothing matches “{search.q.trim()}”</> : <>No deliveries</>}
          {search.status !== 'all' ? ' with this status' : ''}. Try another search or status.
        </EmptyState>
      );
    }
  } else if (data) {
    body = (
      <ul aria-label="Deliveries" aria-busy={busy} className={cn('grid gap-4 transition-opacity lg:grid-cols-2', list.isPlaceholderData && 'opacity-60')}>
        {data.items.map((delivery) => (
          <li key={delivery.id} className="min-w-0">
            <DeliveryCard delivery={delivery} onOpen={() => setOpenedHere(true)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="deliveries-heading" className="space-y-5">
      <div>
        <h2 id="deliveries-heading" ref={headingRef} className="scroll-mt-24 text-lg font-semibold text-slate-900">
          Deliveries
        </h2>
        <p className="text-sm text-slate-600">Accept new requests and move each delivery along until it is delivered.</p>
      </div>

      <DeliveryFilters q={search.q} status={search.status} counts={data?.counts} onSearch={onSearch} onStatus={onStatus} />

      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite">
          {data && data.items.length > 0 ? (
            <>
              Showing <span className="font-semibold text-slate-900">{first}</span>–<span className="font-semibold text-slate-900">{last}</span> of{' '}
              <span className="font-semibold text-slate-900">{total}</span> {total === 1 ? 'delivery' : 'deliveries'}
            </>
          ) : null}
        </p>
        {busy ? <Spinner className="size-4" label="Updating…" /> : null}
      </div>

      {body}

      {data && data.items.length > 0 ? <DeliveryPagination page={search.page} pageCount={pageCount} busy={busy} onPage={onPage} /> : null}

      {search.delivery ? <DeliveryDetail key={search.delivery} id={search.delivery} onClose={closeDetail} /> : null}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <p role="status" className="sr-only">
        Loading deliveries…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-5 w-3/4" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-8 w-40" />
        </div>
      ))}
    </div>
  );
}
