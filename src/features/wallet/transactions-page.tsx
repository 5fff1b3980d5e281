import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useDetailInUrl } from '@/components/ui/use-detail-in-url';
import { ReceiptText, SearchX } from 'lucide';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { pageCountOf, Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSearchText } from '@/components/ui/use-search-text';
import { LoadError } from '@/components/feedback/load-error';
import { StatementButton } from './statement-button';
import { TransactionFilters, type FilterChange } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { TransactionsHeading } from './transactions-heading';
import { TableSkeleton } from './transactions-pending';
import { transactionListOptions } from './transactions-queries';
import { hasFilters } from './transactions-filters-state';
import { transactionsSearchDefaults } from './search';

const page = getRouteApi('/_authenticated/dashboard/wallet_/transactions');

// The detail (a radix sheet, the timeline) loads when a transaction is opened.
const TransactionDetail = lazy(() =>
  import('./transaction-detail').then(({ TransactionDetail }) => ({ default: TransactionDetail })),
);

/**
 * The wallet's full history: filters, a page of transactions as a table, the pages, the CSV
 * statement, and the detail of `?transaction=`. Everything that narrows the list is in the URL
 * (a reload, Back and a shared link keep it); the search box writes `q` once typing pauses.
 */
export function TransactionsPage() {
  const search = page.useSearch();
  const navigate = useNavigate({ from: '/dashboard/wallet/transactions' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detail = useDetailInUrl(
    search.transaction,
    () =>
      void navigate({
        search: (previous) => ({ ...previous, transaction: undefined }),
        replace: true,
        resetScroll: false,
      }),
  );

  const writeQ = useCallback(
    (q: string) =>
      void navigate({ search: (previous) => ({ ...previous, q, page: 1 }), replace: true, resetScroll: false }),
    [navigate],
  );
  const [text, setText] = useSearchText(search.q, writeQ);

  // The previous page stays on screen, dimmed, while the next one loads.
  const list = useQuery({ ...transactionListOptions(search), placeholderData: keepPreviousData });
  const data = list.data;
  // Busy while another page or filter loads; not for the quiet refresh of a pending movement.
  const busy = list.isPlaceholderData;
  const filtered = hasFilters(search);

  const onFilter = (change: FilterChange) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: 1 }), resetScroll: false });
  const clearFilters = () => {
    setText(''); // also when the URL has no q yet: the text may not have been written
    void navigate({
      search: (previous) => ({ ...previous, ...transactionsSearchDefaults }),
      resetScroll: false,
    });
  };
  const onPage = (next: number) => {
    void navigate({ search: (previous) => ({ ...previous, page: next }), resetScroll: false });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;
  const first = data && data.items.length > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  let body;
  if (list.isPending) {
    body = <TableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <LoadError
        message="Couldn't load your transactions."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (data && data.items.length === 0) {
    if (data.total > 0 && search.page > 1) {
      body = (
        <EmptyState
          icon={<Icon node={SearchX} className="size-10" aria-hidden="true" />}
          title={`There is no page ${search.page}`}
        >
          <p>
            These filters have {pageCount} {pageCount === 1 ? 'page' : 'pages'} of transactions.
          </p>
          <Button className="mt-4" variant="secondary" onClick={() => onPage(pageCount)}>
            Go to page {pageCount}
          </Button>
        </EmptyState>
      );
    } else if (filtered) {
      body = (
        <EmptyState
          icon={<Icon node={SearchX} className="size-10" aria-hidden="true" />}
          title="No transactions match these filters"
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        >
          {search.q ? <>Nothing matches “{search.q}”. </> : null}Try another reference, type, status or date range.
        </EmptyState>
      );
    } else {
      body = (
        <EmptyState
          icon={<Icon node={ReceiptText} className="size-10" aria-hidden="true" />}
          title="No transactions yet"
        >
          Earnings from your deliveries, top-ups, withdrawals and transfers will be listed here.
        </EmptyState>
      );
    }
  } else if (data) {
    body = (
      <div className="rounded-2xl bg-white px-4 py-1 shadow-sm ring-1 ring-slate-200 sm:px-6 sm:py-2">
        <TransactionTable
          items={data.items}
          caption={`Transactions${pageCount > 1 ? `, page ${data.page} of ${pageCount}` : ''}`}
          busy={busy}
          dimmed={list.isPlaceholderData}
          onOpen={detail.onOpen}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="transactions-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TransactionsHeading ref={headingRef} />
        <StatementButton from={search.from} to={search.to} />
      </div>

      <TransactionFilters
        search={search}
        text={text}
        onTextChange={setText}
        onChange={onFilter}
        onClear={clearFilters}
        filtered={filtered || text.trim() !== ''}
      />

      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite">
          {data && data.items.length > 0 ? (
            <>
              Showing <span className="font-semibold text-slate-900">{first}</span>–
              <span className="font-semibold text-slate-900">{last}</span> of{' '}
              <span className="font-semibold text-slate-900">{data.total}</span>{' '}
              {data.total === 1 ? 'transaction' : 'transactions'}
            </>
          ) : null}
        </p>
        {busy ? <Spinner className="size-4" label="Updating…" /> : null}
      </div>

      {body}

      {data && data.items.length > 0 ? (
        <Pagination label="Transactions pages" page={search.page} pageCount={pageCount} busy={busy} onPage={onPage} />
      ) : null}

      {search.transaction ? (
        <Suspense fallback={null}>
          <TransactionDetail key={search.transaction} id={search.transaction} onClose={detail.close} />
        </Suspense>
      ) : null}
    </section>
  );
}
