import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide';
import { useRef, useState, type ReactNode } from 'react';
import type { RequestLogDetail } from '@/api/schemas/request-logs';
import { env } from '@/env';
import { curlCommand } from '@/components/curl';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { copyOrSelect } from '@/components/ui/copy-or-select';
import { Modal } from '@/components/ui/dialog';
import { formatDateTime } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { requestLogQueries } from '@/queries/request-logs';
import { ModeBadge, prettyBody, StatusBadge } from './request-log-parts';

/** The request again, as curl: never the secret (the log has none), the key as a shell variable. */
export const requestLogCurl = (log: Pick<RequestLogDetail, 'method' | 'path' | 'mode' | 'requestBody'>) =>
  curlCommand(log, {
    apiUrl: env.apiUrl,
    auth: 'user',
    tokenVariable: log.mode === 'live' ? 'DELIVEROS_LIVE_KEY' : 'DELIVEROS_TEST_KEY',
  });

/** GET /api/request-logs/:id: one logged request with its bodies, and Copy as curl. */
export function RequestLogDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Logged request"
      className="sm:max-w-2xl"
    >
      {id ? <DetailBody id={id} /> : null}
    </Modal>
  );
}

function DetailBody({ id }: { id: string }) {
  const log = useQuery(requestLogQueries.detail(id));
  if (log.isPending) {
    return (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (log.isError) {
    return (
      <LoadError message="Couldn't load this request." onRetry={() => void log.refetch()} retrying={log.isFetching} />
    );
  }
  return <Detail log={log.data} />;
}

function Detail({ log }: { log: RequestLogDetail }) {
  const facts: [string, ReactNode][] = [
    ['Request ID', <code className="font-mono text-xs break-all">{log.id}</code>],
    ['Status', <StatusBadge status={log.status} />],
    ['Mode', <ModeBadge mode={log.mode} />],
    ['Duration', `${log.durationMs} ms`],
    ['Key', `${log.keyName} (${log.keyRedacted})`],
    ['Time', formatDateTime(log.createdAt)],
  ];
  return (
    <div className="space-y-5">
      <p className="font-mono text-sm break-all text-slate-900">
        <span className="font-semibold">{log.method}</span> {log.path}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="min-w-0 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Body label="Request body" body={log.requestBody} />
      <Body label="Response body" body={log.responseBody} />
      {log.truncated ? (
        <p className="text-xs text-slate-500">A body was longer than 8,000 characters: it is cut there.</p>
      ) : null}
      <CopyCurl command={requestLogCurl(log)} />
    </div>
  );
}

function Body({ label, body }: { label: string; body: string | null }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {body === null ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={label}
          className="mt-1 max-h-64 overflow-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-5 text-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          <code>{prettyBody(body)}</code>
        </pre>
      )}
    </div>
  );
}

function CopyCurl({ command }: { command: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const code = useRef<HTMLElement>(null);
  return (
    <div className="space-y-2">
      <pre
        tabIndex={0}
        aria-label="curl command"
        className="overflow-x-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-5 text-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <code ref={code}>{command}</code>
      </pre>
      <Button variant="secondary" size="sm" onClick={() => void copyOrSelect(command, code.current).then(setState)}>
        <Icon node={state === 'copied' ? Check : Copy} className="size-4" aria-hidden="true" />
        {state === 'copied' ? 'Copied' : 'Copy as curl'}
      </Button>
      <p role="status" className="text-xs text-slate-500">
        {state === 'copied'
          ? 'Copied: set $DELIVEROS_TEST_KEY or $DELIVEROS_LIVE_KEY to your secret before you run it.'
          : state === 'select'
            ? 'Selected: press Ctrl+C to copy'
            : ''}
      </p>
    </div>
  );
}
