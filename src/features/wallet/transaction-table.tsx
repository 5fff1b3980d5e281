import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { memo } from 'react';
import type { Transaction } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { FoldingRow, FoldingTable, foldingCell as td, StackedLagosTime } from '@/components/ui/folding-table';
import { SignedAmount } from './signed-amount';
import { transactionCategoryLabels } from './transaction-labels';
import { TransactionStatusBadge } from './transaction-status-badge';
import { transactionDetailOptions } from './transactions-queries';

const page = getRouteApi('/_authenticated/dashboard/wallet_/transactions');

/*
 * Six columns; below sm each row folds (what, reference and when on the left; amount, status
 * and fee on the right).
 */
const columns = [
  { label: 'Date' },
  { label: 'Reference' },
  { label: 'Description' },
  { label: 'Amount', end: true },
  { label: 'Fee', end: true },
  { label: 'Status' },
];

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
    <FoldingTable caption={caption} columns={columns} busy={busy} dimmed={dimmed}>
      {items.map((transaction) => (
        <Row key={transaction.id} transaction={transaction} onOpen={onOpen} />
      ))}
    </FoldingTable>
  );
});

const Row = memo(function Row({ transaction, onOpen }: { transaction: Transaction; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/dashboard/wallet/transactions' });
  const open = { transaction: transaction.id };
  // The detail's data, fetched as soon as the partner shows intent.
  const prefetch = () => void queryClient.prefetchQuery(transactionDetailOptions(transaction.id));

  return (
    <FoldingRow
      onOpen={() => {
        onOpen();
        void navigate({ search: (previous) => ({ ...previous, ...open }), resetScroll: false });
      }}
      onMouseEnter={prefetch}
    >
      <td role="cell" className={cn(td, 'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-3')}>
        <StackedLagosTime at={transaction.date} />
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
    </FoldingRow>
  );
});
