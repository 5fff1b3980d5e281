import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { DeliveryPage } from '@/api/schemas';
import { deliveryStatusLabels } from '@/components/deliveries/badges';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/forms/field';
import { statusFilters, type StatusFilter } from '../../../-search';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const searchDebounceMs = 300;

const filterLabel = (status: StatusFilter) => (status === 'all' ? 'All' : deliveryStatusLabels[status]);

export function totalOf(counts: DeliveryPage['counts'] | undefined): number | undefined {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
}

/**
 * The search box keeps its own text and writes it to the URL once typing pauses. A change of
 * `q` from elsewhere (Clear filters, Back) replaces the text — unless it is the value this box
 * wrote itself, so a keystroke typed meanwhile is never overwritten.
 */
function useDebouncedSearch(q: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  const [written, setWritten] = useState<string | null>(null);
  if (q !== seen) {
    setSeen(q);
    if (q !== written) setText(q);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setWritten(next);
      onSearch(next);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  return [text, setText] as const;
}

export function DeliveryFilters({
  q,
  status,
  counts,
  onSearch,
  onStatus,
}: {
  q: string;
  status: StatusFilter;
  counts: DeliveryPage['counts'] | undefined;
  onSearch: (q: string) => void;
  onStatus: (status: StatusFilter) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const [text, setText] = useDebouncedSearch(q, onSearch);
  const all = totalOf(counts);

  return (
    <div role="search" aria-label="Filter deliveries" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search deliveries
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Tracking number, customer or description"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => {
            const next = statusFilters.find((s) => s === event.target.value);
            if (next) onStatus(next);
          }}
          className={cn(inputClasses, 'pr-8')}
        >
          {statusFilters.map((s) => {
            const count = s === 'all' ? all : counts?.[s];
            return (
              <option key={s} value={s}>
                {filterLabel(s)}
                {count === undefined ? '' : ` (${count})`}
              </option>
            );
          })}
        </select>
      </div>
    </div>
  );
}
