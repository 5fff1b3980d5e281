import { Trash2 } from 'lucide';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { ControlData } from './use-control';

/*
 * The panel's small pieces: a developer tool's look (compact, monospace for what is typed
 * into a terminal) on the app's own components.
 */

export function SectionIntro({
  id,
  title,
  children,
  action,
}: {
  id?: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {children ? <p className="mt-1 text-xs leading-5 text-slate-600">{children}</p> : null}
      </div>
      {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
    </div>
  );
}

export function PanelCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}>{children}</div>;
}

/** A failure of the control API, in the mock's words. */
export function ControlError({ message, className = 'mb-4' }: { message: string | undefined; className?: string }) {
  return message ? (
    <Notice tone="error" className={cn('text-xs', className)}>
      {message}
    </Notice>
  ) : null;
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8 text-xs text-slate-600">
      <Spinner className="size-4" label={label} />
    </div>
  );
}

export function EmptyNote({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {children ? <p className="mx-auto mt-1 max-w-sm text-xs leading-5 text-slate-600">{children}</p> : null}
    </div>
  );
}

/**
 * A list the panel reads from the control API, as it stands: the failure (the list's, or
 * `actionError`, the last action's), a spinner while it first loads, the empty note, or the items.
 */
export function ControlList<T>({
  list,
  actionError,
  loading,
  empty,
  children,
}: {
  list: ControlData<T[]>;
  actionError?: string;
  /** The spinner's label: "Loading the outbox…". */
  loading: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const items = list.data;
  return (
    <>
      <ControlError message={actionError ?? list.error} />
      {items === undefined ? (
        list.loading ? (
          <Loading label={loading} />
        ) : null
      ) : items.length === 0 ? (
        empty
      ) : (
        children(items)
      )}
    </>
  );
}

/** A toolbar's button that empties a list (the log, the outbox, the fault rules). */
export function ClearButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={toolButton} disabled={disabled} onClick={onClick}>
      <Icon node={Trash2} className="size-3.5" aria-hidden="true" />
      {children}
    </button>
  );
}

const methodTones: Record<string, string> = {
  GET: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  POST: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  PUT: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  PATCH: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  DELETE: 'bg-red-50 text-red-800 ring-red-600/25',
};

export function MethodBadge({ method }: { method: string | null | undefined }) {
  const label = method ? method.toUpperCase() : 'ANY';
  return (
    <span
      className={cn(
        'inline-flex w-14 shrink-0 justify-center rounded px-1 py-0.5 font-mono text-[0.6875rem] font-semibold ring-1 ring-inset',
        methodTones[label] ?? 'bg-slate-100 text-slate-700 ring-slate-500/25',
      )}
    >
      {label}
    </span>
  );
}

/** An HTTP status in its class's colour; 0 (no answer: network failure, timeout) as "ERR". */
export function StatusCode({ status }: { status: number }) {
  const tone =
    status === 0 || status >= 500
      ? 'text-red-700'
      : status >= 400
        ? 'text-amber-800'
        : status >= 300
          ? 'text-slate-700'
          : 'text-emerald-700';
  return (
    <span className={cn('font-mono text-xs font-semibold tabular-nums', tone)}>
      {status === 0 ? (
        <>
          ERR <span className="sr-only">(no answer)</span>
        </>
      ) : (
        status
      )}
    </span>
  );
}

export function Mono({ children, className }: { children: ReactNode; className?: string }) {
  return <code className={cn('font-mono text-xs text-slate-800 [overflow-wrap:anywhere]', className)}>{children}</code>;
}

/** A JSON body, pretty; a text body as it came; none as a dash. */
export function BodyView({ label, body }: { label: string; body: unknown }) {
  const text =
    body === undefined || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return (
    <div className="min-w-0">
      <p className="mb-1 text-[0.6875rem] font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      {text === null ? (
        <p className="text-xs text-slate-500">No body</p>
      ) : (
        <pre className="max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-[0.6875rem] leading-5 whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
          {text}
        </pre>
      )}
    </div>
  );
}

export const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString('en-GB', { hour12: false });
};

/** A small button for the panel's toolbars: the app's secondary button, denser. */
export const toolButton =
  'inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-md bg-white px-2.5 text-xs font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
