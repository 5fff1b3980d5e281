import { useId, useState } from 'react';
import type { DeliveryPage } from '@/api/schemas';
import { deliveryStatusLabels } from '@/features/deliveries/badges';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
import { statusFilters, type StatusFilter } from './search';

const filterLabel = (status: StatusFilter) => (status === 'all' ? 'All' : deliveryStatusLabels[status]);

export function totalOf(counts: DeliveryPage['counts'] | undefined): number | undefined {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
}

/**
 * The search box (its text from `useSearchText`) and the status filter. On a phone the search
 * box stays in view and the filter folds behind a "Filters" button (with how many are set),
 * so the deliveries come first; from sm on both sit side by side.
 */
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
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const all = totalOf(counts);
  const active = status === 'all' ? 0 : 1;

  return (
    <div role="search" aria-label="Filter deliveries" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="flex items-end gap-2">
        <SearchField
          label="Search deliveries"
          value={text}
          onChange={onTextChange}
          placeholder="Tracking number, customer or description"
          maxLength={100}
          // On a phone the placeholder and the magnifier say what the box is for; the label stays for screen readers.
          className="min-w-0 flex-1 max-sm:[&>label]:sr-only"
          inputClassName="max-sm:h-11"
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className={buttonClasses('secondary', 'md', cn('h-11 sm:hidden', active > 0 && 'ring-brand-600'))}
        >
          Filters
          {active > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">
              {active}
              <span className="sr-only"> set</span>
            </span>
          ) : null}
        </button>
      </div>
      <div id={panelId} className={cn('space-y-1.5', !open && 'max-sm:hidden')}>
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
          className={cn(inputClasses, 'pr-8 max-sm:h-11')}
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
