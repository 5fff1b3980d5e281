import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CircleAlert, LayoutDashboard, Table2 } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useRef } from 'react';
import type { Delivery } from '@/api/schemas';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ListPage, NoSuchPage, ShowingRange } from '@/components/layout/list-page';
import { deliveryQueries } from '@/queries/deliveries';
import type { DeliveriesSearch, DeliveryView } from './search';
import { DeliveryCard } from './delivery-card';
import { OpenDeliveryDetail } from './detail-link';
import { pageCountOf, Pagination } from '@/components/ui/pagination';
import { useListUrl } from '@/components/ui/use-list-url';
import { DeliveryFilters, totalOf } from './delivery-filters';
import { ListError, ListSkeleton } from './deliveries-pending';
import { SectionHeading } from './section-heading';
import { deliveryListQuery } from './list-query';
import { NewRequests, useNewRequests } from './new-requests';

const section = getRouteApi('/_authenticated/dashboard/deliveries');

// The table view (its options and rows) loads with ?view=table; the needs-attention list with ?view=attention.
const TableView = lazy(() => import('./table/delivery-table'));
const AttentionView = lazy(() => import('./attention/attention-view'));
// What an empty list says: rarely seen, so not in the first visit's bytes.
const NoDeliveries = lazy(() => import('./empty/no-deliveries'));

/** The section: the deliveries (cards or table), or those that need attention. */
export function DeliveriesSection() {
  const attention = section.useSearch({ select: (search) => search.view === 'attention' });
  return attention ? (
    <Suspense fallback={<ListSkeleton />}>
      <AttentionView />
    </Suspense>
  ) : (
    <AllDeliveries />
  );
}

/**
 * The Deliveries tab: the page of deliveries the URL's status and page and the search box's
 * text stand for, with the §4 actions on each card, and the detail view of `?delivery=`.
 * The list follows the search box at once; the URL's `q` catches up when typing pauses.
 */
function AllDeliveries() {
  const search = section.useSearch();
  const navigate = useNavigate({ from: '/dashboard/deliveries' });
  const patch = useCallback(
    (change: Partial<DeliveriesSearch>, replace = false) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace, resetScroll: false }),
    [navigate],
  );
  const { headingRef, detail, text, setText, toHeading } = useListUrl({
    q: search.q,
    openId: search.delivery,
    patch,
    closeDetail: () => patch({ delivery: undefined }, true),
  });
  // The list of a text: on the URL's page — or on page 1 while the text is ahead of the URL, as
  // it will be once written.
  const pageFor = (typed: string) => (typed === search.q.trim() ? search.page : 1);
  const listQueryFor = (typed: string) => deliveryListQuery({ ...search, q: typed, page: pageFor(typed) });
  // What the list shows: the typed text, deferred, so a keystroke never waits for the list to
  // render. When the list moves on, the request it was waiting for is aborted (the list query
  // consumes its signal).
  const q = useDeferredValue(text.trim());
  const page = pageFor(q);
  // The previous page stays on screen, dimmed, while the next one loads.
  // Live: refetched every 30 s while the page is visible (new requests are announced below).
  const list = useQuery({
    ...deliveryQueries.list(listQueryFor(q)),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const data = list.data;
  const busy = list.isPlaceholderData || (list.isFetching && !list.isPending);

  // A keystroke starts its request at once, in its own task, rather than after the deferred
  // render: the render finds it in flight. The request of a keystroke typed over before the
  // list got to it is aborted here.
  const queryClient = useQueryClient();
  const typedAhead = useRef<QueryKey | null>(null);
  const onTextChange = (next: string) => {
    setText(next);
    const options = deliveryQueries.list(listQueryFor(next.trim()));
    const previous = typedAhead.current;
    if (previous && hashKey(previous) !== hashKey(options.queryKey))
      void queryClient.cancelQueries({ queryKey: previous, exact: true });
    typedAhead.current = options.queryKey;
    void queryClient.prefetchQuery(options);
  };

  // A filter, the table's sort, size or dates changed: back to page 1.
  const onFilter = (change: Partial<DeliveriesSearch>) => patch({ ...change, page: 1 });
  const clearFilters = () => {
    setText(''); // also when the URL has no q yet: the text may not have been written
    onFilter({ status: 'all', q: '', from: '', to: '' });
  };
  const table = search.view === 'table';
  const onPage = (next: number) => {
    // The pages shown are those of the typed text: it goes into the URL with the page.
    patch({ q: text.trim(), page: next });
    toHeading();
  };

  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;
  const arrivals = useNewRequests(data?.counts.pending, `${q}|${search.from}|${search.to}`);

  let body;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError && !data) {
    body = <ListError title="Couldn’t load your deliveries" query={list} />;
  } else if (data && data.items.length === 0) {
    body =
      data.total > 0 && page > 1 ? (
        <NoSuchPage page={page} pageCount={pageCount} many="deliveries" onPage={onPage} />
      ) : (
        <Suspense fallback={null}>
          <NoDeliveries search={search} q={q} partnerTotal={totalOf(data.counts)} onClear={clearFilters} />
        </Suspense>
      );
  } else if (data && table) {
    body = null; // the table view's rows
  } else if (data) {
    body = <DeliveryList items={data.items} busy={busy} dimmed={list.isPlaceholderData} onOpen={detail.onOpen} />;
  }

  return (
    <ListPage
      labelledBy="deliveries-heading"
      heading={<SectionHeading ref={headingRef} />}
      controls={
        <>
          <DeliveryFilters
            text={text}
            onTextChange={onTextChange}
            status={search.status}
            counts={data?.counts}
            onStatus={(status) => onFilter({ status })}
          />
          <NewRequests
            count={arrivals.fresh}
            onShow={() => {
              arrivals.acknowledge();
              onFilter({ status: 'pending' });
              toHeading();
            }}
          />
        </>
      }
      summary={<ShowingRange data={data} one="delivery" many="deliveries" />}
      busy={busy}
      tools={<ViewSwitch view={search.view} />}
    >
      {table ? (
        <Suspense fallback={<ListSkeleton />}>
          <TableView
            search={search}
            page={body ? undefined : data}
            busy={busy}
            dimmed={list.isPlaceholderData}
            onChange={onFilter}
            onOpen={detail.onOpen}
          >
            {body}
          </TableView>
        </Suspense>
      ) : (
        body
      )}

      {data && data.items.length > 0 ? (
        <Pagination label="Deliveries pages" page={page} pageCount={pageCount} busy={busy} onPage={onPage} />
      ) : null}

      <OpenDeliveryDetail id={search.delivery} onClose={detail.close} />
    </ListPage>
  );
}

/**
 * The ways to the other views. Back to the cards, the table's sort, page size and dates are
 * dropped; to the table, the same page (20 a page, newest first, as the cards). On a phone each
 * is an icon (its name for screen readers and in its tooltip), so the status line stays one line.
 */
function ViewSwitch({ view }: { view: DeliveryView }) {
  const table = view === 'table';
  const name = table ? 'Card view' : 'Table view';
  return (
    <>
      <section.Link
        to="."
        search={{ view: 'attention' }}
        title="Needs attention"
        className={buttonClasses('ghost', 'sm', 'text-brand-800 max-sm:size-11 max-sm:px-0')}
      >
        <Icon node={CircleAlert} className="size-4 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">Needs attention</span>
      </section.Link>
      <section.Link
        to="."
        search={(previous) => (table ? { status: previous.status, q: previous.q } : { ...previous, view: 'table' })}
        resetScroll={false}
        title={name}
        className={buttonClasses('secondary', 'sm', 'max-sm:size-11 max-sm:px-0')}
      >
        <Icon node={table ? LayoutDashboard : Table2} className="size-4 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">{name}</span>
      </section.Link>
    </>
  );
}

/**
 * A card re-renders only when its delivery changes: a status action or a new page replaces
 * one item or some, and the other cards keep theirs (the cache updates them immutably).
 */
const Card = memo(DeliveryCard);

/** The cards: memoised, so a keystroke in the search box re-renders the box, not 20 cards. */
const DeliveryList = memo(function DeliveryList({
  items,
  busy,
  dimmed,
  onOpen,
}: {
  items: Delivery[];
  busy: boolean;
  dimmed: boolean;
  onOpen: () => void;
}) {
  return (
    <ul
      aria-label="Deliveries"
      aria-busy={busy}
      className={cn('grid gap-3 transition-opacity sm:gap-4 lg:grid-cols-2', dimmed && 'opacity-60')}
    >
      {items.map((delivery) => (
        <li key={delivery.id} className="min-w-0">
          <Card delivery={delivery} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
});
