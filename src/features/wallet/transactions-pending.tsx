import { PendingSection } from '@/components/feedback/pending-section';
import { ListPage } from '@/components/layout/list-page';
import { Skeleton } from '@/components/ui/card';
import { TransactionsHeading } from './transactions-heading';

/** While the page's loader waits for its first page: the page's frame, the table as a skeleton. */
export function TransactionsPending() {
  return (
    <ListPage
      labelledBy="transactions-heading"
      heading={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TransactionsHeading />
          <Skeleton className="h-10 w-48 rounded-lg" />
        </div>
      }
      controls={<Skeleton className="h-40 w-full rounded-2xl sm:h-28" />}
    >
      <TableSkeleton />
    </ListPage>
  );
}

export function TableSkeleton() {
  return (
    <PendingSection label="transactions" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div aria-hidden="true" className="divide-y divide-slate-100">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 py-3.5">
            <Skeleton className="h-4 w-24 max-sm:hidden" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4 max-w-72" />
              <Skeleton className="h-3 w-40" />
            </div>
            <div className="flex flex-col items-end gap-2">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-16 rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </PendingSection>
  );
}
