import { useId } from 'react';
import type { DeliveryPage } from '@/api/schemas';
import { deliveryStatusLabels } from '@/features/deliveries/badges';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
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
  const statusId = useId();
  const all = totalOf(counts);

  return (
    <div role="search" aria-label="Filter deliveries" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <SearchField
        label="Search deliveries"
        value={text}
        onChange={onTextChange}
        placeholder="Tracking number, customer or description"
        maxLength={100}
      />
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
