import { X } from 'lucide';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
import { lagosDay } from '@/components/ui/lagos-time';
import { transactionCategoryLabels, transactionStatusLabels, transactionTypeLabels } from './transaction-labels';
import { categoryFilters, searchMaxLength, statusFilters, typeFilters, type TransactionsSearch } from './search';

export type FilterChange = Partial<Pick<TransactionsSearch, 'type' | 'status' | 'category' | 'from' | 'to'>>;

const label = 'block text-sm font-medium text-slate-800';

/** A select over one filter's values: 'all' first. */
function FilterSelect<T extends string>({
  label: text,
  value,
  values,
  allLabel,
  labels,
  onChange,
  className,
}: {
  label: string;
  className?: string;
  value: T;
  values: readonly T[];
  allLabel: string;
  labels: Record<Exclude<T, 'all'>, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = values.find((v) => v === event.target.value);
          if (next !== undefined) onChange(next);
        }}
        className={cn(inputClasses, 'pr-8')}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {v === 'all' ? allLabel : labels[v as Exclude<T, 'all'>]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The history's filters: the reference search (its text from `useSearchText`: the URL follows
 * once typing pauses), type, status, category and the date range (Lagos days, both included).
 */
export function TransactionFilters({
  search,
  text,
  onTextChange,
  onChange,
  onClear,
  filtered,
}: {
  search: TransactionsSearch;
  text: string;
  onTextChange: (text: string) => void;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const fromId = useId();
  const toId = useId();
  const today = lagosDay();

  return (
    <div
      role="search"
      aria-label="Filter transactions"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:grid-cols-4"
    >
      <SearchField
        className="col-span-2"
        label="Search by reference"
        value={text}
        onChange={onTextChange}
        placeholder="e.g. TRX-20260514-000123"
        maxLength={searchMaxLength}
        inputClassName="font-mono placeholder:font-sans"
      />
      <FilterSelect
        label="Type"
        value={search.type}
        values={typeFilters}
        allLabel="All types"
        labels={transactionTypeLabels}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="Status"
        value={search.status}
        values={statusFilters}
        allLabel="All statuses"
        labels={transactionStatusLabels}
        onChange={(status) => onChange({ status })}
      />
      <div className="space-y-1.5">
        <label htmlFor={fromId} className={label}>
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={search.from}
          max={search.to || today}
          onChange={(event) => {
            const from = event.target.value;
            // A start after the end moves the end with it: the range never reads backwards.
            onChange(from && search.to && from > search.to ? { from, to: from } : { from });
          }}
          className={inputClasses}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={toId} className={label}>
          To
        </label>
        <input
          id={toId}
          type="date"
          value={search.to}
          min={search.from || undefined}
          max={today}
          onChange={(event) => {
            const to = event.target.value;
            onChange(to && search.from && to < search.from ? { from: to, to } : { to });
          }}
          className={inputClasses}
        />
      </div>
      <FilterSelect
        label="Category"
        value={search.category}
        values={categoryFilters}
        allLabel="All categories"
        labels={transactionCategoryLabels}
        // Full width on a phone: "All categories" does not fit half of it.
        className="col-span-2 lg:col-span-1"
        onChange={(category) => onChange({ category })}
      />
      <div className="flex items-end">
        {filtered ? (
          <Button variant="ghost" className="w-full lg:w-auto" onClick={onClear}>
            <Icon node={X} className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
