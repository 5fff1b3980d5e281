import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/*
 * The live list (issue 15): the deliveries list refetches every 30 s while the page is visible
 * (and when the window regains focus). Requests that came in meanwhile are announced rather
 * than slipped in silently: "3 new delivery requests".
 */

/**
 * How many more pending requests the list counts than when the partner last looked, for one
 * scope (the search text and dates: the counts follow them). The partner's own writes —
 * accepting, creating, importing — move the baseline with them, so only arrivals count; so does
 * a drop (someone else answered a request).
 */
export function useNewRequests(pending: number | undefined, scope: string) {
  const writing = useIsMutating() > 0;
  const [seen, setSeen] = useState<{ scope: string; pending: number } | null>(null);
  if (
    pending !== undefined &&
    (!seen || seen.scope !== scope || pending < seen.pending || (writing && pending !== seen.pending))
  ) {
    setSeen({ scope, pending });
  }
  const fresh = seen && seen.scope === scope && pending !== undefined ? pending - seen.pending : 0;
  return { fresh, acknowledge: () => setSeen(null) };
}

/** The notice (a polite live region, there before anything is said in it) and the way to the new requests. */
export function NewRequests({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div role="status" className="empty:hidden">
      {count > 0 ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
          {count} new delivery {count === 1 ? 'request' : 'requests'}
          <Button size="sm" variant="secondary" onClick={onShow}>
            Show
          </Button>
        </div>
      ) : null}
    </div>
  );
}
