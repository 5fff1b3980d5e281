import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ReceiptText, SearchX } from 'lucide';
import { lazy, Suspense, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { pageCountOf, Pagination } from '@/components/ui/pagination';
import { ListPage, NoSuchPage, ShowingRange } from '@/components/layout/list-page';
import { useListUrl } from '@/components/ui/use-list-url';
import { LoadError } from '@/components/feedback/load-error';
import { StatementButton } from './statement-button';
import { TransactionFilters, type FilterChange } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { TransactionsHeading } from './transactions-heading';
import { TableSkeleton } from './transactions-pending';
import { transactionListOptions } from './transactions-queries';
import { hasFilters } from './transactions-filters-state';
import { transactionsSearchDefaults, type TransactionsSearch } from './search';

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
  const patch = useCallback(
    (change: Partial<TransactionsSearch>, replace = false) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace, resetScroll: false }),
    [navigate],
  );
  const { headingRef, detail, text, setText, toHeading } = useListUrl({
    q: search.q,
    openId: search.transaction,
    patch,
    closeDetail: () => patch({ transaction: undefined }, true),
  });

  // The previous page stays on screen, dimmed, while the next one loads.
  const list = useQuery({ ...transactionListOptions(search), placeholderData: keepPreviousData });
  const data = list.data;
  // Busy while another page or filter loads; not for the quiet refresh of a pending movement.
  const busy = list.isPlaceholderData;
  const filtered = hasFilters(search);

  const onFilter = (change: FilterChange) => patch({ ...change, page: 1 });
  const clearFilters = () => {
    setText(''); // also when the URL has no q yet: the text may not have been written
    patch(transactionsSearchDefaults);
  };
  const onPage = (next: number) => {
    patch({ page: next });
    toHeading();
  };

  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;

  let body;
  if (list.isPending) {
    body = <TableSkeleton />;
  } else if (list.isError && !data) {
    body = <LoadError message="Couldn't load your transactions." query={list} />;
  } else if (data && data.items.length === 0) {
    body =
      data.total > 0 && search.page > 1 ? (
        <NoSuchPage page={search.page} pageCount={pageCount} many="transactions" onPage={onPage} />
      ) : (
        <NoTransactions filtered={filtered} q={search.q} onClear={clearFilters} />
      );
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
    <ListPage
      labelledBy="transactions-heading"
      heading={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TransactionsHeading ref={headingRef} />
          <StatementButton from={search.from} to={search.to} />
        </div>
      }
      controls={
        <TransactionFilters
          search={search}
          text={text}
          onTextChange={setText}
          onChange={onFilter}
          onClear={clearFilters}
          filtered={filtered || text.trim() !== ''}
        />
      }
      summary={<ShowingRange data={data} one="transaction" many="transactions" />}
      busy={busy}
    >
      {body}

      {data && data.items.length > 0 ? (
        <Pagination label="Transactions pages" page={search.page} pageCount={pageCount} busy={busy} onPage={onPage} />
      ) : null}

      {search.transaction ? (
        <Suspense fallback={null}>
          <TransactionDetail key={search.transaction} id={search.transaction} onClose={detail.close} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}

/** No transaction to show: none matching the filters, or none at all yet. */
function NoTransactions({ filtered, q, onClear }: { filtered: boolean; q: string; onClear: () => void }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Icon node={SearchX} className="size-10" aria-hidden="true" />}
        title="No transactions match these filters"
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        {q ? <>Nothing matches “{q}”. </> : null}Try another reference, type, status or date range.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<Icon node={ReceiptText} className="size-10" aria-hidden="true" />} title="No transactions yet">
      Earnings from your deliveries, top-ups, withdrawals and transfers will be listed here.
    </EmptyState>
  );
}
