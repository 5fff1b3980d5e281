import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide';
import type { ReactNode } from 'react';
import { REQUEST_LOG_BODY_MAX, type RequestLogDetail } from '@/api/schemas/request-logs';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { useCopyOrSelect } from '@/components/ui/copy-or-select';
import { Modal } from '@/components/ui/dialog';
import { formatDateTime } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { env } from '@/env';
import { requestLogQueries } from '@/queries/request-logs';
import { keyVariable, requestLogCurl } from './curl';
import { ModeBadge, prettyBody, StatusBadge } from './request-log-parts';

const pre =
  'overflow-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-5 text-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none';

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
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          Loading the request…
        </p>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (log.isError) {
    return <LoadError message="Couldn't load this request." query={log} />;
  }
  return <Detail log={log.data} />;
}

function Detail({ log }: { log: RequestLogDetail }) {
  const facts: [string, ReactNode][] = [
    ['Status', <StatusBadge status={log.status} />],
    ['Duration', `${log.durationMs} ms`],
    ['Mode', <ModeBadge mode={log.mode} />],
    [
      'Key',
      <>
        {log.keyName} <span className="font-mono text-xs text-slate-500">{log.keyRedacted}</span>
      </>,
    ],
    ['Time', <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>],
  ];
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200">
        <span className="font-semibold">{log.method}</span> {log.path}
      </p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Request ID</dt>
        <dd className="min-w-0">
          <CopyId id={log.id} />
        </dd>
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Body label="Request body" body={log.requestBody} />
      <Body label="Response body" body={log.responseBody} />
      {log.truncated ? (
        <p className="rounded-lg bg-yellow-50 px-3 py-2 text-xs text-yellow-800 ring-1 ring-yellow-600/30 ring-inset">
          Truncated: a body was longer than {REQUEST_LOG_BODY_MAX.toLocaleString('en-NG')} characters, so the log keeps
          only its start.
        </p>
      ) : null}
      <CopyCurl log={log} />
    </div>
  );
}

function CopyId({ id }: { id: string }) {
  const { ref: code, state, copy } = useCopyOrSelect<HTMLElement>();
  return (
    <span className="flex min-w-0 items-center gap-1">
      <code ref={code} className="min-w-0 font-mono text-xs break-all text-slate-900">
        {id}
      </code>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={state === 'copied' ? 'Request ID copied' : 'Copy request ID'}
        onClick={() => void copy(id)}
      >
        <Icon node={state === 'copied' ? Check : Copy} className="size-4" aria-hidden="true" />
      </Button>
    </span>
  );
}

function Body({ label, body }: { label: string; body: string | null }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {body === null || body === '' ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <pre tabIndex={0} aria-label={label} className={`mt-1 max-h-64 ${pre}`}>
          <code>{prettyBody(body)}</code>
        </pre>
      )}
    </div>
  );
}

function CopyCurl({ log }: { log: RequestLogDetail }) {
  const { ref: code, state, copy } = useCopyOrSelect<HTMLElement>();
  const command = requestLogCurl(log, env.apiUrl);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Replay it</h3>
        <Button variant="secondary" size="sm" onClick={() => void copy(command)}>
          <Icon node={state === 'copied' ? Check : Copy} className="size-4" aria-hidden="true" />
          {state === 'copied' ? 'Copied' : 'Copy as curl'}
        </Button>
      </div>
      <pre tabIndex={0} aria-label="curl command" className={pre}>
        <code ref={code}>{command}</code>
      </pre>
      <p role="status" className="text-xs text-slate-500">
        {state === 'copied'
          ? `Copied: set $${keyVariable(log.mode)} to your ${log.mode} secret before you run it.`
          : state === 'select'
            ? 'Selected: press Ctrl+C to copy.'
            : `The log keeps no secret: the command reads your key from $${keyVariable(log.mode)}.`}
      </p>
    </div>
  );
}
