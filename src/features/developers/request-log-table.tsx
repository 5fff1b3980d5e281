import { type MouseEvent } from 'react';
import type { RequestLog } from '@/api/schemas/request-logs';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { formatLagosDate, formatLagosTime } from '@/components/ui/lagos-time';
import { ModeBadge, StatusBadge } from './request-log-parts';

/*
 * From sm up, a table of six columns. Below sm each row folds into a two-column grid (the
 * request, its key and its time on the left; status, mode and duration on the right), every
 * cell once: no horizontal scroll at 390 px. Rows, cells and headers keep their roles
 * explicitly, as a display change may drop a table's semantics.
 */
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0 max-sm:p-0';

/** A page of logged requests; a row (or its request's button) opens the request's detail. */
export function RequestLogTable({
  items,
  busy,
  dimmed,
  onOpen,
}: {
  items: RequestLog[];
  busy: boolean;
  dimmed: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <table
      role="table"
      aria-busy={busy}
      className={cn('w-full text-sm transition-opacity max-sm:block', dimmed && 'opacity-60')}
    >
      <caption className="sr-only">Logged requests</caption>
      <thead role="rowgroup" className="border-b border-slate-200 max-sm:sr-only">
        <tr role="row">
          <th role="columnheader" scope="col" className={th}>
            Request
          </th>
          <th role="columnheader" scope="col" className={th}>
            Status
          </th>
          <th role="columnheader" scope="col" className={`${th} text-right`}>
            Duration
          </th>
          <th role="columnheader" scope="col" className={th}>
            Mode
          </th>
          <th role="columnheader" scope="col" className={th}>
            Key
          </th>
          <th role="columnheader" scope="col" className={th}>
            Time
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
        {items.map((log) => (
          <Row key={log.id} log={log} onOpen={() => onOpen(log.id)} />
        ))}
      </tbody>
    </table>
  );
}

/** Clicks on the row's own button, or ending a text selection, are not "open the row". */
function isOwnClick(event: MouseEvent<HTMLElement>): boolean {
  if ((event.target as HTMLElement).closest('button, a')) return true;
  return (window.getSelection?.()?.toString() ?? '') !== '';
}

function Row({ log, onOpen }: { log: RequestLog; onOpen: () => void }) {
  return (
    <tr
      role="row"
      onClick={(event) => {
        if (!isOwnClick(event)) onOpen();
      }}
      className="cursor-pointer transition-colors hover:bg-slate-50 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
    >
      <td
        role="cell"
        className={cn(td, 'w-full max-w-0 min-w-0 max-sm:col-start-1 max-sm:row-start-1 max-sm:max-w-none')}
      >
        <button
          type="button"
          onClick={onOpen}
          className="flex w-full min-w-0 items-baseline gap-2 rounded text-left font-mono text-xs focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          <span className="w-11 shrink-0 font-semibold text-slate-900">{log.method}</span>{' '}
          <span className="min-w-0 truncate text-brand-800 underline-offset-2 hover:underline" title={log.path}>
            {log.path}
          </span>
          {/* The button's name says what the row says, for a screen reader's list of buttons. */}
          <span className="sr-only">
            , {log.status}, {log.mode}, {formatDateTime(log.createdAt)}
          </span>
        </button>
      </td>
      <td role="cell" className={cn(td, 'max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right')}>
        <StatusBadge status={log.status} />
      </td>
      <td
        role="cell"
        className={cn(
          td,
          'text-right whitespace-nowrap text-slate-600 tabular-nums max-sm:col-start-2 max-sm:row-start-3 max-sm:text-xs',
        )}
      >
        {log.durationMs} ms
      </td>
      <td role="cell" className={cn(td, 'max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right')}>
        <ModeBadge mode={log.mode} />
      </td>
      <td role="cell" className={cn(td, 'min-w-0 max-sm:col-start-1 max-sm:row-start-2')}>
        <span className="block break-words text-slate-900 max-sm:text-xs">{log.keyName}</span>
        <span className="block font-mono text-xs text-slate-500">{log.keyRedacted}</span>
      </td>
      <td role="cell" className={cn(td, 'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-3')}>
        <time dateTime={log.createdAt} className="text-xs sm:text-sm">
          <span className="sm:block">{formatLagosDate(log.createdAt)}</span>
          <span className="sm:hidden">, </span>
          <span className="text-slate-500 sm:block sm:text-xs">{formatLagosTime(log.createdAt)}</span>
        </time>
      </td>
    </tr>
  );
}
