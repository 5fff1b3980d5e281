import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg
        className={cn('size-5 animate-spin text-brand-700', className)}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** The centred spinner of docs/product.md#screens-and-routes shown while a page (or the session check) loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-sm font-medium text-slate-600">
      <Spinner className="size-6" label="Loading..." />
    </div>
  );
}
