import type { Transaction } from '@/api/schemas';
import { Skeleton } from '@/components/ui/card';
import { formatDate } from '@/components/ui/format';
import { SignedAmount } from './signed-amount';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeIcon } from './transaction-type-icon';

/** One wallet movement: type, description, date, signed amount and status. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4">
      <TransactionTypeIcon type={transaction.type} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium text-slate-900" title={transaction.description}>
          {transaction.description}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <SignedAmount transaction={transaction} className="text-sm" />
        <TransactionStatusBadge status={transaction.status} />
      </div>
    </li>
  );
}

/** A placeholder row while the list loads. */
export function TransactionRowSkeleton() {
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4" aria-hidden="true">
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-3.5 w-2/3 max-w-64" />
        <Skeleton className="h-3 w-24" />
      </div>
      <div className="flex flex-col items-end gap-2">
        <Skeleton className="h-3.5 w-16" />
        <Skeleton className="h-4 w-20 rounded-full" />
      </div>
    </li>
  );
}
