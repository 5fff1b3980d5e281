import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ChevronLeft, ChevronRight, ReceiptText } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { formatDate } from '@/components/ui/format';
import { LoadError } from '@/components/feedback/load-error';
import { SignedAmount } from '@/features/wallet/signed-amount';
import { TransactionStatusBadge } from '@/features/wallet/transaction-status-badge';
import { walletQueries } from '@/queries/wallet';
import { transactionHistoryQuery } from './wallet-queries';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0';

/**
 * Every wallet transaction, a page at a time, as a table. Below `sm` the date folds under the
 * description and the status under the amount, so two roomy columns fit 390 px; the scroll
 * container is the safety net, focusable so a keyboard can scroll it.
 */
export function TransactionHistoryCard() {
  const [page, setPage] = useState(transactionHistoryQuery.page);
  const history = useQuery({
    ...walletQueries.transactions({ ...transactionHistoryQuery, page }),
    placeholderData: keepPreviousData,
  });
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Card>
      <section aria-labelledby="billing-history-heading">
        <CardHeader
          id="billing-history-heading"
          title="Billing history"
          description="Earnings, platform fees, top-ups and withdrawals."
          action={
            <Link
              to="/dashboard/wallet/transactions"
              className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              All transactions
              <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
            </Link>
          }
        />
        {history.isPending ? (
          <div aria-hidden="true" className="space-y-3">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : history.isError && !data ? (
          <LoadError
            message="Couldn't load your billing history."
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={<Icon node={ReceiptText} className="size-8" aria-hidden="true" />}
            title="No transactions yet"
          >
            Your earnings, fees, top-ups and withdrawals will be listed here.
          </EmptyState>
        ) : (
          <>
            <div
              role="region"
              aria-labelledby="billing-history-heading"
              tabIndex={0}
              className="-mx-1 overflow-x-auto px-1 focus-visible:rounded-md"
            >
              <table className="w-full min-w-[18rem] text-sm" aria-busy={history.isPlaceholderData}>
                <caption className="sr-only">Billing history{pages > 1 ? `, page ${page} of ${pages}` : ''}</caption>
                <thead className="border-b border-slate-200">
                  <tr>
                    <th scope="col" className={`${th} max-sm:hidden`}>
                      Date
                    </th>
                    <th scope="col" className={`${th} max-sm:pl-0`}>
                      Description
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Amount
                    </th>
                    <th scope="col" className={`${th} max-sm:hidden`}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((transaction) => (
                    <tr key={transaction.id}>
                      <td className={`${td} whitespace-nowrap text-slate-600 max-sm:hidden`}>
                        <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
                      </td>
                      <td className={`${td} max-sm:pl-0`}>
                        <span className="font-medium text-slate-900">{transaction.description}</span>
                        <span className="mt-0.5 block text-xs text-slate-500 sm:hidden">
                          <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
                        </span>
                        <span className="mt-0.5 block font-mono text-xs text-slate-500 max-sm:hidden">
                          {transaction.reference}
                        </span>
                      </td>
                      <td className={`${td} text-right max-sm:pr-0`}>
                        <SignedAmount transaction={transaction} />
                        {/* Below sm the status column folds in here, under the amount. */}
                        <span className="mt-1 block sm:hidden">
                          <TransactionStatusBadge status={transaction.status} />
                        </span>
                      </td>
                      <td className={`${td} max-sm:hidden`}>
                        <TransactionStatusBadge status={transaction.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 ? (
              <nav
                aria-label="Billing history pages"
                className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4"
              >
                <p className="text-sm text-slate-600">
                  Page {page} of {pages}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
                    Previous
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={page >= pages || history.isPlaceholderData}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Next
                    <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}
