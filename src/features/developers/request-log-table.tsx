import type { RequestLog } from '@/api/schemas/request-logs';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { FoldingRow, FoldingTable, foldingCell as td, StackedLagosTime } from '@/components/ui/folding-table';
import { ModeBadge, StatusBadge } from './request-log-parts';

/*
 * Six columns; below sm each row folds (the request, its key and its time on the left;
 * status, mode and duration on the right).
 */
const columns = [
  { label: 'Request' },
  { label: 'Status' },
  { label: 'Duration', end: true },
  { label: 'Mode' },
  { label: 'Key' },
  { label: 'Time' },
];

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
    <FoldingTable caption="Logged requests" columns={columns} busy={busy} dimmed={dimmed}>
      {items.map((log) => (
        <Row key={log.id} log={log} onOpen={() => onOpen(log.id)} />
      ))}
    </FoldingTable>
  );
}

function Row({ log, onOpen }: { log: RequestLog; onOpen: () => void }) {
  return (
    <FoldingRow onOpen={onOpen}>
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
        <StackedLagosTime at={log.createdAt} />
      </td>
    </FoldingRow>
  );
}
