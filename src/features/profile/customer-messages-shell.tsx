import type { ReactNode } from 'react';
import { Card, CardHeader, Skeleton } from '@/components/ui/card';

/*
 * The customer messages card's frame (issue 28): its heading and its loading shape. The card's
 * form loads lazily (./customer-messages/); this part is what the section's first visit shows
 * while it comes, so the heading stays put when the form arrives.
 */

export function CustomerMessagesShell({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="customer-messages-heading" aria-busy={busy}>
      <Card>
        <CardHeader
          id="customer-messages-heading"
          title="Customer messages"
          description="Texts to your customers at each step, with their tracking link."
        />
        {children}
      </Card>
    </section>
  );
}

/** The channel's three choices and four moments, each a title, a switch and a message box. */
export function CustomerMessagesSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="flex gap-2">
        {[0, 1, 2].map((choice) => (
          <Skeleton key={choice} className="h-10 w-28" />
        ))}
      </div>
      <div className="divide-y divide-slate-100">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="space-y-3 py-5 first:pt-0 last:pb-0">
            <div className="flex items-center justify-between gap-4">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-6 w-11 rounded-full" />
            </div>
            <Skeleton className="h-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The Suspense fallback while the card's code loads. */
export function CustomerMessagesPending() {
  return (
    <CustomerMessagesShell busy>
      <CustomerMessagesSkeleton />
    </CustomerMessagesShell>
  );
}
