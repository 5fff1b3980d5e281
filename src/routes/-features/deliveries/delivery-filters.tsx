import { Search } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useId } from 'react';
import type { DeliveryPage } from '@/api/schemas';
import { deliveryStatusLabels } from '@/routes/-features/deliveries/badges';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';
import { statusFilters, type StatusFilter } from './search';

const filterLabel = (status: StatusFilter) => (status === 'all' ? 'All' : deliveryStatusLabels[status]);

export function totalOf(counts: DeliveryPage['counts'] | undefined): number | undefined {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
}

/** The search box (its text from `useSearchText`) and the status filter. */
export function DeliveryFilters({
  text,
  onTextChange,
  status,
  counts,
  onStatus,
}: {
  text: string;
  onTextChange: (text: string) => void;
  status: StatusFilter;
  counts: DeliveryPage['counts'] | undefined;
  onStatus: (status: StatusFilter) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const all = totalOf(counts);

  return (
    <div role="search" aria-label="Filter deliveries" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search deliveries
        </label>
        <div className="relative">
          <Icon
            node={Search}
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
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
