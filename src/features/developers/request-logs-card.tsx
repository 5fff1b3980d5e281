import { useQuery } from '@tanstack/react-query';
import { RotateCw, ScrollText } from 'lucide';
import { useState } from 'react';
import type { ApiKeyMode } from '@/api/schemas/api-keys';
import type { RequestLog, RequestLogOutcome, RequestLogQuery } from '@/api/schemas/request-logs';
import { textMax } from '@/api/schemas/common';
import { env } from '@/env';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { formatDateTime } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { Pagination, pageCountOf } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/forms/field';
import { apiKeyQueries } from '@/queries/api-keys';
import { firstRequestLogPage, requestLogQueries } from '@/queries/request-logs';
import { RequestLogDetailDialog } from './request-log-detail';
import { ModeBadge, StatusBadge } from './request-log-parts';

interface Filters {
  outcome: RequestLogOutcome | '';
  mode: ApiKeyMode | '';
  keyId: string;
  path: string;
}
const noFilters: Filters = { outcome: '', mode: '', keyId: '', path: '' };

function queryOf(filters: Filters, page: number): RequestLogQuery {
  return {
    ...firstRequestLogPage,
    page,
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(filters.mode ? { mode: filters.mode } : {}),
    ...(filters.keyId ? { keyId: filters.keyId } : {}),
    ...(filters.path.trim() ? { path: filters.path.trim() } : {}),
  };
}

/**
 * GET /api/request-logs: every request made with the partner's API keys, newest first, with
 * filters (outcome, mode, key, path), pages of 20, and each request's detail (bodies, Copy as
 * curl). The log is written by the API's own traffic: Refresh asks for what came since.
 */
export function RequestLogsCard() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const logs = useQuery(requestLogQueries.list(queryOf(filters, page)));
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Card>
      <section aria-labelledby="request-logs-heading">
        <CardHeader
          id="request-logs-heading"
          title="Request logs"
          description="Every request your keys made, refused ones too, with its bodies. Quote a request's ID to support."
          action={
            <Button size="sm" variant="secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
              <Icon node={RotateCw} className="size-4" aria-hidden="true" />
              Refresh
            </Button>
          }
        />
        <LogFilters filters={filters} onChange={change} />
        <div className="mt-4" aria-busy={logs.isFetching}>
          {logs.isPending ? (
            <div aria-hidden="true" className="space-y-2">
              <Skeleton className="h-12 w-full rounded-xl" />
              <Skeleton className="h-12 w-full rounded-xl" />
            </div>
          ) : logs.isError ? (
            <LoadError
              message="Couldn't load your request logs."
              onRetry={() => void logs.refetch()}
              retrying={logs.isFetching}
            />
          ) : logs.data.items.length === 0 ? (
            <NoLogs filtered={filtered} onClear={() => change(noFilters)} />
          ) : (
            <div className="space-y-4">
              <ul aria-label="Logged requests" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
                {logs.data.items.map((log) => (
                  <LogRow key={log.id} log={log} onOpen={() => setOpen(log.id)} />
                ))}
              </ul>
              <Pagination
                label="Request log pages"
                page={page}
                pageCount={pageCountOf(logs.data.total, logs.data.limit)}
                busy={logs.isFetching}
                onPage={setPage}
              />
            </div>
          )}
        </div>
      </section>
      <RequestLogDetailDialog id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function LogFilters({ filters, onChange }: { filters: Filters; onChange: (next: Partial<Filters>) => void }) {
  const keys = useQuery(apiKeyQueries.list());
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SelectField
        label="Outcome"
        value={filters.outcome}
        onChange={(event) => onChange({ outcome: event.target.value as Filters['outcome'] })}
      >
        <option value="">All requests</option>
        <option value="succeeded">Succeeded (2xx)</option>
        <option value="failed">Failed (4xx, 5xx)</option>
      </SelectField>
      <SelectField
        label="Mode"
        value={filters.mode}
        onChange={(event) => onChange({ mode: event.target.value as Filters['mode'] })}
      >
        <option value="">Test and live</option>
        <option value="test">Test</option>
        <option value="live">Live</option>
      </SelectField>
      <SelectField label="Key" value={filters.keyId} onChange={(event) => onChange({ keyId: event.target.value })}>
        <option value="">All keys</option>
        {(keys.data ?? []).map((key) => (
          <option key={key.id} value={key.id}>
            {key.name} ({key.redacted})
          </option>
        ))}
      </SelectField>
      <SearchField
        className="col-span-2 lg:col-span-1"
        label="Path"
        value={filters.path}
        onChange={(path) => onChange({ path })}
        placeholder="/api/deliveries"
        maxLength={textMax.search}
      />
    </div>
  );
}

function LogRow({ log, onOpen }: { log: RequestLog; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${log.method} ${log.path}, ${log.status}, ${log.mode === 'live' ? 'live' : 'test'}, ${formatDateTime(log.createdAt)}`}
        className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:grid-cols-[4rem_1fr_auto_auto]"
      >
        <span className="font-mono text-xs font-semibold text-slate-900">{log.method}</span>
        <span className="col-span-2 row-start-2 min-w-0 truncate font-mono text-xs text-slate-700 sm:col-span-1 sm:row-start-auto">
          {log.path}
        </span>
        <span className="flex items-center gap-2 justify-self-end">
          <StatusBadge status={log.status} />
          <ModeBadge mode={log.mode} />
        </span>
        <span className="col-span-2 text-xs text-slate-500 sm:col-span-1 sm:text-right">
          {log.durationMs} ms · {log.keyName} · {formatDateTime(log.createdAt)}
        </span>
      </button>
    </li>
  );
}

function NoLogs({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Icon node={ScrollText} className="size-8" aria-hidden="true" />}
        title="No requests match these filters"
      >
        <Button size="sm" variant="secondary" onClick={onClear} className="mt-3">
          Clear filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<Icon node={ScrollText} className="size-8" aria-hidden="true" />} title="No requests yet">
      Requests made with your keys show here, e.g.{' '}
      <code className="font-mono text-xs break-all">
        curl {env.apiUrl}/api/deliveries -H &quot;Authorization: Bearer sk_test_…&quot;
      </code>
    </EmptyState>
  );
}
