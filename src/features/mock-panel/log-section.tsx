import { ChevronRight, Search, Terminal, Zap } from 'lucide';
import { useDeferredValue, useState } from 'react';
import { tokenStorage } from '@/api/token-storage';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { env } from '@/env';
import { mockControl, type LogEntry } from './control-api';
import { curlCommand } from '@/components/curl';
import { endpointOf } from './endpoint-catalog';
import { updatePanelUi, usePanelUi } from './panel-state';
import {
  BodyView,
  ClearButton,
  ControlList,
  EmptyNote,
  MethodBadge,
  Mono,
  SectionIntro,
  StatusCode,
  timeOf,
  toolButton,
} from './panel-ui';
import { useControlAction, useControlData } from './use-control';

/** How often the log is read while it is on screen. */
export const LOG_POLL_MS = 1_500;
const loadLog = () => mockControl.log(200);

/** Whether an entry matches the filter: every word in its method, path, status or endpoint name. */
export function matchesFilter(entry: LogEntry, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    entry.method,
    entry.path,
    String(entry.status),
    endpointOf(entry.method, entry.path)?.name ?? '',
    entry.fault ? 'fault' : '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function LogSection({ copy }: { copy: (text: string, what: string) => void }) {
  const { logFilter } = usePanelUi();
  const filter = useDeferredValue(logFilter);
  const log = useControlData(loadLog, LOG_POLL_MS);
  const clear = useControlAction();
  const [expanded, setExpanded] = useState<string | null>(null);
  const entries = log.data ?? [];
  const shown = entries.filter((entry) => matchesFilter(entry, filter));

  return (
    <section aria-labelledby="mock-log-heading">
      <SectionIntro
        id="mock-log-heading"
        title="Request log"
        action={
          <ClearButton
            disabled={entries.length === 0 || clear.busy}
            onClick={() => void clear.run(() => mockControl.clearLog()).then(() => log.refresh())}
          >
            Clear
          </ClearButton>
        }
      >
        Every API request the mock answered, newest first (it keeps the last 500), with the bodies. Updates as you use
        the app.
      </SectionIntro>
      <div className="relative mb-3">
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Filter requests"
          placeholder="Filter: method, path, status, endpoint…"
          className={cn(inputClasses, 'pl-9 font-mono text-xs')}
          value={logFilter}
          onChange={(event) => updatePanelUi({ logFilter: event.target.value })}
        />
      </div>
      <ControlList
        list={log}
        actionError={clear.error}
        loading="Loading the request log…"
        empty={<EmptyNote title="No requests yet">Use the app: each API request it makes shows up here.</EmptyNote>}
      >
        {() => (
          <>
            <p className="mb-2 text-xs text-slate-600" aria-live="polite">
              {shown.length === entries.length
                ? `${entries.length} ${entries.length === 1 ? 'request' : 'requests'}`
                : `${shown.length} of ${entries.length} requests match`}
            </p>
            {shown.length === 0 ? (
              <EmptyNote title="Nothing matches the filter" />
            ) : (
              <ul className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" aria-label="Requests">
                {shown.map((entry) => {
                  const key = String(entry.id);
                  return (
                    <LogRow
                      key={key}
                      entry={entry}
                      open={expanded === key}
                      onToggle={() => setExpanded((current) => (current === key ? null : key))}
                      onCopyCurl={() => copy(curlFor(entry), 'curl command')}
                    />
                  );
                })}
              </ul>
            )}
          </>
        )}
      </ControlList>
    </section>
  );
}

function curlFor(entry: LogEntry): string {
  const auth = endpointOf(entry.method, entry.path)?.auth;
  const token = auth === 'refresh' ? tokenStorage.getRefreshToken() : auth === 'user' ? tokenStorage.getToken() : null;
  return curlCommand(entry, { apiUrl: env.apiUrl, auth, token });
}

/** A row's name, read as one phrase: "GET /api/wallet, 200, 12 ms". */
const rowLabel = (entry: LogEntry) =>
  [
    `${entry.method} ${entry.path}`,
    entry.status === 0 ? 'no answer' : String(entry.status),
    `${Math.round(entry.durationMs)} ms`,
    ...(entry.fault ? ['answered by a fault rule'] : []),
  ].join(', ');

function LogRow({
  entry,
  open,
  onToggle,
  onCopyCurl,
}: {
  entry: LogEntry;
  open: boolean;
  onToggle: () => void;
  onCopyCurl: () => void;
}) {
  const detailId = `mock-log-${String(entry.id)}`;
  const endpoint = endpointOf(entry.method, entry.path);
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      <button
        type="button"
        aria-label={rowLabel(entry)}
        aria-expanded={open}
        aria-controls={detailId}
        onClick={onToggle}
        className={cn(
          'flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-slate-50',
          open && 'bg-slate-50',
          (entry.status === 0 || entry.status >= 500) && 'bg-red-50/60 hover:bg-red-50',
        )}
      >
        <Icon
          node={ChevronRight}
          className={cn('size-3.5 shrink-0 text-slate-400 transition-transform', open && 'rotate-90')}
          aria-hidden="true"
        />
        <MethodBadge method={entry.method} />
        <span className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800" title={entry.path}>
          {entry.path}
        </span>
        {entry.fault ? <Icon node={Zap} className="size-3.5 shrink-0 text-red-600" aria-hidden="true" /> : null}
        <StatusCode status={entry.status} />
        <span className="hidden w-16 shrink-0 text-right font-mono text-[0.6875rem] text-slate-600 tabular-nums sm:inline">
          {Math.round(entry.durationMs)} ms
        </span>
      </button>
      {open ? (
        <div id={detailId} className="space-y-3 border-t border-slate-100 bg-slate-50 px-3 py-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-slate-600">At</dt>
            <dd className="text-slate-900">{timeOf(entry.at)}</dd>
            <dt className="text-slate-600">Duration</dt>
            <dd className="text-slate-900">{Math.round(entry.durationMs)} ms</dd>
            {endpoint ? (
              <>
                <dt className="text-slate-600">Endpoint</dt>
                <dd>
                  <Mono>{endpoint.name}</Mono>
                </dd>
              </>
            ) : null}
            {entry.fault ? (
              <>
                <dt className="text-slate-600">Fault rule</dt>
                <dd>
                  <Mono>{entry.fault}</Mono>
                </dd>
              </>
            ) : null}
          </dl>
          <BodyView label="Request body" body={entry.requestBody} />
          <BodyView label="Reply body" body={entry.replyBody} />
          <button type="button" className={toolButton} onClick={onCopyCurl}>
            <Icon node={Terminal} className="size-3.5" aria-hidden="true" />
            Copy as curl
          </button>
        </div>
      ) : null}
    </li>
  );
}
