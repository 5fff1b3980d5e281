import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { RotateCw, ScrollText, SearchX } from 'lucide';
import { useCallback, useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { NoSuchPage, ShowingRange } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { Pagination, pageCountOf } from '@/components/ui/pagination';
import { useSearchText } from '@/components/ui/use-search-text';
import { env } from '@/env';
import { requestLogQueries } from '@/queries/request-logs';
import { RequestLogDetailDialog } from './request-log-detail';
import { RequestLogFilters, type LogFilterChange } from './request-log-filters';
import { RequestLogTable } from './request-log-table';
import { requestLogQueryOf } from './developers-queries';
import { developersSearchDefaults, hasLogFilters, type DevelopersSearch } from './search';

const route = getRouteApi('/_authenticated/dashboard/developers');

/**
 * GET /api/request-logs: every request made with the partner's API keys, newest first, with
 * filters (outcome, mode, key, path) and pages of 20 in the URL, and each request's detail
 * (bodies, Copy as curl). The API's own traffic writes the log: Refresh asks for what came since.
 */
export function RequestLogsCard() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const patch = useCallback(
    (change: Partial<DevelopersSearch>, replace = false) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace, resetScroll: false }),
    [navigate],
  );
  const writePath = useCallback((path: string) => patch({ path, page: 1 }, true), [patch]);
  const [text, setText] = useSearchText(search.path, writePath);
  const [open, setOpen] = useState<string | null>(null);
  const logs = useQuery(requestLogQueries.list(requestLogQueryOf(search)));
  const data = logs.data;
  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;

  const onFilter = (change: LogFilterChange) => patch({ ...change, page: 1 });
  const clearFilters = () => {
    setText('');
    patch(developersSearchDefaults);
  };

  let body;
  if (logs.isPending) {
    body = <LogsSkeleton />;
  } else if (logs.isError && !data) {
    body = <LoadError message="Couldn't load your request logs." query={logs} />;
  } else if (data && data.items.length === 0) {
    body =
      data.total > 0 && search.page > 1 ? (
        <NoSuchPage page={search.page} pageCount={pageCount} many="requests" onPage={(page) => patch({ page })} />
      ) : (
        <NoLogs filtered={hasLogFilters(search)} onClear={clearFilters} />
      );
  } else if (data) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          <ShowingRange data={data} one="request" many="requests" />
        </p>
        <RequestLogTable items={data.items} busy={logs.isFetching} dimmed={logs.isPlaceholderData} onOpen={setOpen} />
        <Pagination
          label="Request log pages"
          page={search.page}
          pageCount={pageCount}
          busy={logs.isPlaceholderData}
          onPage={(page) => patch({ page })}
        />
      </div>
    );
  }

  return (
    <Card>
      <section aria-labelledby="request-logs-heading">
        <CardHeader
          id="request-logs-heading"
          title="Request logs"
          description="Every request made with your keys, refused ones too, with its bodies. Quote a request's ID to support."
          action={
            <Button size="sm" variant="secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
              <Icon
                node={RotateCw}
                className={cn('size-4', logs.isFetching && !logs.isPending && 'animate-spin')}
                aria-hidden="true"
              />
              Refresh
            </Button>
          }
        />
        <RequestLogFilters search={search} text={text} onTextChange={setText} onChange={onFilter} />
        <div className="mt-5">{body}</div>
      </section>
      <RequestLogDetailDialog id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function LogsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-2">
      <p role="status" className="sr-only">
        Loading request logs…
      </p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-12 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Nothing to show: no request matching the filters, or none made with a key yet. */
function NoLogs({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Icon node={SearchX} className="size-8" aria-hidden="true" />}
        title="No requests match these filters"
        action={
          <Button size="sm" variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another outcome, mode, key or path.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<Icon node={ScrollText} className="size-8" aria-hidden="true" />} title="No requests yet">
      <p>Requests made with your API keys show here within seconds. Try your test key:</p>
      <pre
        tabIndex={0}
        aria-label="Example request"
        className="mt-3 overflow-x-auto rounded-xl bg-slate-950 p-3 text-left font-mono text-xs leading-5 text-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <code>{`curl ${env.apiUrl}/api/deliveries \\\n  -H "Authorization: Bearer sk_test_…"`}</code>
      </pre>
    </EmptyState>
  );
}
