import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ReceiptText } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { TransactionRow, TransactionRowSkeleton } from '@/features/wallet/transaction-row';
import { limits } from '@/config';
import { walletQueries } from '@/queries/wallet';
import { recentTransactionsQuery } from './wallet-queries';
import { QueryStates } from '@/components/feedback/list-states';

/** The newest five wallet movements; a top-up or withdrawal refetches them (the hooks invalidate). */
export function RecentTransactions() {
  const transactions = useQuery(walletQueries.transactions(recentTransactionsQuery));

  return (
    <SectionCard
      id="recent-transactions-heading"
      title="Recent transactions"
      description={`Your latest ${limits.recentTransactions} wallet movements`}
      action={
        <Link
          to="/dashboard/wallet/transactions"
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          All transactions
          <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      <QueryStates
        query={transactions}
        skeleton={
          <>
            <span className="sr-only" role="status">
              Loading transactions
            </span>
            <ul className="divide-y divide-slate-100" aria-hidden="true">
              {Array.from({ length: limits.recentTransactions }, (_, index) => (
                <TransactionRowSkeleton key={index} />
              ))}
            </ul>
          </>
        }
        failed="Couldn't load your transactions."
      >
        {(page) =>
          page.items.length > 0 ? (
            <ul aria-labelledby="recent-transactions-heading" className="-my-3 divide-y divide-slate-100">
              {page.items.slice(0, limits.recentTransactions).map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Icon node={ReceiptText} className="size-8" aria-hidden="true" />}
              title="No transactions yet"
            >
              Earnings from your deliveries, top-ups and withdrawals will show here.
            </EmptyState>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
