import { Suspense, type ReactNode } from 'react';

/** The detail sheet of the record the URL opens (`?<id>=`), lazily loaded: nothing while none is open. */
export function LazyDetail({ id, children }: { id: string | undefined; children: (id: string) => ReactNode }) {
  return id ? <Suspense fallback={null}>{children(id)}</Suspense> : null;
}
