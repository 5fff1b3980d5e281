import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ApiAccessPage } from '@/api/schemas/api-access';
import { LoadError } from '@/components/feedback/load-error';
import { PendingSection } from '@/components/feedback/pending-section';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { SearchField } from '@/components/ui/search-field';
import { useSearchText } from '@/components/ui/use-search-text';
import { reviewListOptions } from './review-queries';
import { RequestDetail } from './request-detail';
import { reviewSearchMaxLength, reviewStatusFilters, type ReviewStatusFilter } from './search';
import { statusLabels, statusTones } from './status';

const route = getRouteApi('/ops/api-access');

/*
 * The API-access review queue (/ops/api-access): the requests of one status (tabs with their
 * counts) matching a search, and the open request's detail with its decisions. The tab, the
 * search and the open request live in the URL.
 */
export function ReviewQueue() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const writeQ = useCallback(
    (q: string) => void navigate({ search: (prev) => ({ ...prev, q }), replace: true }),
    [navigate],
  );
  const [text, setText] = useSearchText(search.q, writeQ);
  const list = useQuery({ ...reviewListOptions(search), placeholderData: keepPreviousData });

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">API access requests</h1>
      <StatusTabs current={search.status} counts={list.data?.counts} />
      <SearchField
        label="Search requests"
        placeholder="Business name or e-mail"
        value={text}
        onChange={setText}
        maxLength={reviewSearchMaxLength}
        className="max-w-md"
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="requests-heading" className="min-w-0">
          <h2 id="requests-heading" className="sr-only">
            {statusLabels[search.status]} requests
          </h2>
          {list.isError && !list.data ? (
            <LoadError message="Couldn't load the requests." query={list} />
          ) : list.data ? (
            <RequestList page={list.data} openId={search.request} />
          ) : (
            <ReviewListPending />
          )}
        </section>
        {search.request ? <RequestDetail key={search.request} id={search.request} /> : null}
      </div>
    </div>
  );
}

function StatusTabs({ current, counts }: { current: ReviewStatusFilter; counts: ApiAccessPage['counts'] | undefined }) {
  const countOf = (status: ReviewStatusFilter) =>
    counts === undefined
      ? undefined
      : status === 'all'
        ? counts.reduce((sum, c) => sum + c.count, 0)
        : (counts.find((c) => c.status === status)?.count ?? 0);
  return (
    <nav aria-label="Request status">
      <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {reviewStatusFilters.map((status) => {
          const count = countOf(status);
          return (
            <li key={status} className="shrink-0">
              <Link
                from="/ops/api-access"
                search={(prev) => ({ ...prev, status, request: undefined })}
                aria-current={status === current ? 'page' : undefined}
                aria-label={count === undefined ? undefined : `${statusLabels[status]} (${count})`}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium',
                  status === current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {statusLabels[status]}
                {count === undefined ? null : (
                  <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">{count}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function RequestList({ page, openId }: { page: ApiAccessPage; openId: string | undefined }) {
  if (page.items.length === 0) {
    return <EmptyState title="No requests here">Nothing matches this status and search.</EmptyState>;
  }
  return (
    <ul
      aria-label="API access requests"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {page.items.map((request) => (
        <li key={request.id} className={cn('p-3 sm:p-4', request.id === openId && 'bg-brand-50')}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{request.businessName}</p>
              <p className="text-sm break-all text-slate-600">{request.email}</p>
              <p className="text-xs text-slate-500">
                {request.location} · {formatDateTime(request.createdAt)}
              </p>
            </div>
            <Badge tone={statusTones[request.status]}>{statusLabels[request.status]}</Badge>
          </div>
          <Link
            from="/ops/api-access"
            search={(prev) => ({ ...prev, request: request.id })}
            aria-label={`Review ${request.businessName}`}
            aria-current={request.id === openId ? 'true' : undefined}
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Review
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ReviewListPending() {
  return <PendingSection label="requests" blocks={['h-24', 'h-24', 'h-24']} className="space-y-2" />;
}

/** The page while its route loads the list. */
export function ReviewPending() {
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">API access requests</h1>
      <ReviewListPending />
    </div>
  );
}
