import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SearchX } from 'lucide';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet';
import { LoadError } from './load-error';

export interface DetailSheetProps<Item extends { id: string }, Key extends QueryKey> {
  /** The id in the URL (`?delivery=…`, `?transaction=…`). */
  id: string;
  /** The item's query (`deliveryQueries.detail(id)`, …). */
  query: UseQueryOptions<Item, ApiError, Item, Key>;
  /** The list queries whose pages may already hold the item: the sheet opens with it, then refreshes. */
  listsKey: QueryKey;
  /** 'delivery', 'transaction': for the titles and messages. */
  noun: string;
  /** Where it was looked for, e.g. 'on your account'. */
  lookedIn: string;
  /** The not-found screen's way out, e.g. 'Back to deliveries'. */
  backLabel: string;
  /** e.g. 'Couldn’t load this delivery.' */
  loadErrorMessage: string;
  onClose: () => void;
  heading: (item: Item) => ReactNode;
  description: (item: Item) => ReactNode;
  meta: (item: Item) => ReactNode;
  /** Shown while nothing is known yet (no list had it). */
  skeleton: ReactNode;
  children: (item: Item) => ReactNode;
}

/**
 * The detail of one item opened from its list, at its own URL: the item (from a list page
 * at once, then fresh), or that it does not exist or is not the partner's, or why it could
 * not load with a Retry, or its loading shape.
 */
export function DetailSheet<Item extends { id: string }, Key extends QueryKey>({
  id,
  query,
  listsKey,
  noun,
  lookedIn,
  backLabel,
  loadErrorMessage,
  onClose,
  heading,
  description,
  meta,
  skeleton,
  children,
}: DetailSheetProps<Item, Key>) {
  const queryClient = useQueryClient();
  const fromLists = (): Item | undefined => {
    for (const [, page] of queryClient.getQueriesData<{ items: Item[] }>({ queryKey: listsKey })) {
      const found = page?.items.find((item) => item.id === id);
      if (found) return found;
    }
    return undefined;
  };
  // (An Item is a plain object, never a function: the cast only tells TypeScript so.)
  const detail = useQuery({ ...query, placeholderData: fromLists as (typeof query)['placeholderData'] });
  const item = detail.data;
  const notFound = detail.isError && detail.error.status === 404;
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? heading(item) : notFound ? `${capitalised} not found` : `${capitalised} details`}
      description={item ? description(item) : undefined}
      meta={item ? meta(item) : undefined}
    >
      {item ? (
        children(item)
      ) : notFound ? (
        <div className="flex flex-col items-center py-10 text-center">
          <Icon node={SearchX} className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">This {noun} doesn’t exist or isn’t yours.</p>
          <p className="mt-1 text-sm text-slate-600">
            No {noun} with the id <span className="font-mono">{id}</span> was found {lookedIn}.
          </p>
          <Button className="mt-5" variant="secondary" onClick={onClose}>
            {backLabel}
          </Button>
        </div>
      ) : detail.isError ? (
        <LoadError message={loadErrorMessage} detail={detail.error.message} query={detail} />
      ) : (
        skeleton
      )}
    </Sheet>
  );
}
