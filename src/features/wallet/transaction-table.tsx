import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { memo, type MouseEvent } from 'react';
import type { Transaction } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { formatLagosDate, formatLagosTime } from '@/components/ui/lagos-time';
import { SignedAmount } from './signed-amount';
import { transactionCategoryLabels } from './transaction-labels';
import { TransactionStatusBadge } from './transaction-status-badge';
import { transactionDetailOptions } from './transactions-queries';

const page = getRouteApi('/_authenticated/dashboard/wallet_/transactions');

/*
 * From sm up, a table of six columns. Below sm each row folds into a two-column grid (what,
 * reference and when on the left; amount, status and fee on the right), every cell once: no
 * copy for the narrow screen, no horizontal scroll at 390 px. Rows, cells and headers keep
 * their roles explicitly, as a display change may drop a table's semantics.
 */
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0 max-sm:p-0';

/** The page of transactions; a row (or its reference) opens the transaction's detail. */
export const TransactionTable = memo(function TransactionTable({
  items,
  caption,
  busy,
  dimmed,
  onOpen,
}: {
  items: Transaction[];
  caption: string;
  busy: boolean;
  dimmed: boolean;
  /** Called when a row opens its detail from here (closing then goes Back). */
  onOpen: () => void;
}) {
  return (
    <table
      role="table"
      aria-busy={busy}
      className={cn('w-full text-sm transition-opacity max-sm:block', dimmed && 'opacity-60')}
    >
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="border-b border-slate-200 max-sm:sr-only">
        <tr role="row">
          <th role="columnheader" scope="col" className={th}>
            Date
          </th>
          <th role="columnheader" scope="col" className={th}>
            Reference
          </th>
          <th role="columnheader" scope="col" className={th}>
            Description
          </th>
          <th role="columnheader" scope="col" className={`${th} text-right`}>
            Amount
          </th>
          <th role="columnheader" scope="col" className={`${th} text-right`}>
            Fee
          </th>
          <th role="columnheader" scope="col" className={th}>
            Status
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
        {items.map((transaction) => (
          <Row key={transaction.id} transaction={transaction} onOpen={onOpen} />
        ))}
      </tbody>
    </table>
  );
});

/** Clicks on the row's own controls, or ending a text selection, are not "open the row". */
function isOwnClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea')) return true;
  return (window.getSelection?.()?.toString() ?? '') !== '';
}

const Row = memo(function Row({ transaction, onOpen }: { transaction: Transaction; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/dashboard/wallet/transactions' });
  const open = { transaction: transaction.id };
  // The detail's data, fetched as soon as the partner shows intent.
  const prefetch = () => void queryClient.prefetchQuery(transactionDetailOptions(transaction.id));

  return (
    <tr
      role="row"
      onClick={(event) => {
        if (isOwnClick(event)) return;
        onOpen();
        void navigate({ search: (previous) => ({ ...previous, ...open }), resetScroll: false });
      }}
      onMouseEnter={prefetch}
      className="cursor-pointer transition-colors hover:bg-slate-50 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
    >
      <td role="cell" className={cn(td, 'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-3')}>
        <time dateTime={transaction.date} className="text-xs sm:text-sm">
          <span className="sm:block">{formatLagosDate(transaction.date)}</span>
          <span className="sm:hidden">, </span>
          <span className="text-slate-500 sm:block sm:text-xs">{formatLagosTime(transaction.date)}</span>
        </time>
      </td>
      <td role="cell" className={cn(td, 'max-sm:col-start-1 max-sm:row-start-2')}>
        <page.Link
          to="."
          search={(previous) => ({ ...previous, ...open })}
          resetScroll={false}
          onClick={onOpen}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          className="rounded font-mono text-xs font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {transaction.reference}
        </page.Link>
      </td>
      <td role="cell" className={cn(td, 'min-w-0 max-sm:col-start-1 max-sm:row-start-1')}>
        <span className="line-clamp-2 font-medium text-slate-900">{transaction.description}</span>
        <span className="mt-0.5 block text-xs text-slate-500">{transactionCategoryLabels[transaction.category]}</span>
      </td>
      <td role="cell" className={cn(td, 'text-right max-sm:col-start-2 max-sm:row-start-1')}>
        <SignedAmount transaction={transaction} />
      </td>
      <td
        role="cell"
        className={cn(
          td,
          'text-right whitespace-nowrap text-slate-600 tabular-nums max-sm:col-start-2 max-sm:row-start-3',
          transaction.fee > 0 ? 'max-sm:text-xs' : 'max-sm:hidden',
        )}
      >
        {transaction.fee > 0 ? (
          <>
            <span className="sm:hidden">Fee </span>
            {formatNaira(transaction.fee)}
          </>
        ) : (
          <>
            <span aria-hidden="true" className="text-slate-400">
              —
            </span>
            <span className="sr-only">No fee</span>
          </>
        )}
      </td>
      <td role="cell" className={cn(td, 'max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right')}>
        <TransactionStatusBadge status={transaction.status} />
      </td>
    </tr>
  );
});
