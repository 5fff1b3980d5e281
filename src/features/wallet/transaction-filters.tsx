import { X } from 'lucide';
import { Button } from '@/components/ui/button';
import { FilterField, ValueFilter } from '@/components/ui/filter-field';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
import { lagosDay } from '@/components/ui/lagos-time';
import { transactionCategoryLabels, transactionStatusLabels, transactionTypeLabels } from './transaction-labels';
import { categoryFilters, searchMaxLength, statusFilters, typeFilters, type TransactionsSearch } from './search';

export type FilterChange = Partial<Pick<TransactionsSearch, 'type' | 'status' | 'category' | 'from' | 'to'>>;

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
      <ValueFilter
        label="Type"
        value={search.type}
        values={typeFilters}
        allLabel="All types"
        labels={transactionTypeLabels}
        onChange={(type) => onChange({ type })}
      />
      <ValueFilter
        label="Status"
        value={search.status}
        values={statusFilters}
        allLabel="All statuses"
        labels={transactionStatusLabels}
        onChange={(status) => onChange({ status })}
      />
      <FilterField label="From">
        {(id) => (
          <input
            id={id}
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
        )}
      </FilterField>
      <FilterField label="To">
        {(id) => (
          <input
            id={id}
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
        )}
      </FilterField>
      <ValueFilter
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
