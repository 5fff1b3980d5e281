import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide';
import { PendingSection } from '@/components/feedback/pending-section';
import { ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';

/** While the section's loader waits for its first page: the section's own frame, its cards as skeletons. */
export function DeliveriesPending() {
  return (
    <ListPage
      labelledBy="deliveries-heading"
      heading={<SectionHeading />}
      // As tall as the search row it stands for: one 44 px row on a phone, label and box from sm.
      controls={<Skeleton className="h-11 w-full rounded-lg sm:h-16" />}
    >
      <ListSkeleton />
    </ListPage>
  );
}

/** Skeleton cards in the cards' rhythm: the number and price, two lines, the route, the actions. */
export function ListSkeleton() {
  return (
    <PendingSection label="deliveries" className="grid gap-3 sm:gap-4 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="space-y-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:space-y-4 sm:rounded-2xl sm:p-5"
        >
          <div className="flex justify-between gap-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-10 sm:h-16" />
          <Skeleton className="h-8 w-40" />
        </div>
      ))}
    </PendingSection>
  );
}

/** A list that could not load at all (nothing to keep on screen): what failed, why, and Retry. */
export function ListError({ title, query }: { title: string; query: UseQueryResult<unknown, Error> }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <Icon node={CircleAlert} className="size-8 text-red-500" aria-hidden="true" />
      <p className="mt-3 font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-800">{query.error?.message}</p>
      <Button className="mt-5" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <Icon node={RotateCw} className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
