/** The reference's place while its code and document load: announced, busy, shaped like the page. */
export function ApiDocsPending() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        Loading the API reference…
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-9 w-56 animate-pulse rounded bg-slate-200" />
        <div className="h-16 max-w-3xl animate-pulse rounded bg-slate-200" />
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}
