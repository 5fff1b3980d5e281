import { X } from 'lucide';
import { lazy, Suspense, useId } from 'react';
import { deliveryPageSizes } from '@/api/constants';
import type { DeliveryListQuery } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { ExportCsv } from '../csv/export-csv';
import { ImportCsvButton } from '../csv/import-csv-button';
import type { DeliveriesSearch } from '../search';
import type { TableChange } from './table-change';

const label = 'block text-sm font-medium text-slate-800';

// The rider filter loads after the table, with the riders' data layer (./fleet-parts.ts).
const RiderFilter = lazy(() => import('./fleet-parts').then(({ RiderFilter }) => ({ default: RiderFilter })));

/** The filter's place while it loads: the same label and box, so nothing moves. */
function RiderFilterPlaceholder() {
  return (
    <div className="space-y-1.5" aria-hidden="true">
      <p className={label}>Rider</p>
      <div className={cn(inputClasses, 'text-slate-500')}>Any rider</div>
    </div>
  );
}

export /** Rows per page, the range of creation days (Lagos, both included) and the rider. */
function TableOptions({
  size,
  from,
  to,
  rider,
  onChange,
  query,
}: Pick<DeliveriesSearch, 'size' | 'from' | 'to' | 'rider'> & {
  onChange: (change: TableChange) => void;
  /** The table's filter, for the export. */
  query: DeliveryListQuery;
}) {
  const sizeId = useId();
  return (
    <div
      role="group"
      aria-label="Table options"
      // As many columns as fit at 9 rem: two on a phone, one at 320 px, where a button would not fit half.
      className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex sm:flex-wrap"
    >
      <DateField
        label="Created from"
        value={from}
        max={to || undefined}
        // A start after the end moves the end with it: the range never reads backwards.
        onPick={(next) => onChange(next && to && next > to ? { from: next, to: next } : { from: next })}
      />
      <DateField
        label="Created to"
        value={to}
        min={from || undefined}
        onPick={(next) => onChange(next && from && next < from ? { from: next, to: next } : { to: next })}
      />
      <div className="space-y-1.5">
        <label htmlFor={sizeId} className={label}>
          Rows per page
        </label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => {
            const next = deliveryPageSizes.find((option) => option === Number(event.target.value));
            if (next) onChange({ size: next });
          }}
          className={cn(inputClasses, 'pr-8')}
        >
          {deliveryPageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<RiderFilterPlaceholder />}>
        <RiderFilter value={rider} onChange={(next) => onChange({ rider: next })} />
      </Suspense>
      {from || to ? (
        <Button variant="ghost" className="self-end" onClick={() => onChange({ from: '', to: '' })}>
          <Icon node={X} className="size-4" aria-hidden="true" />
          Any date
        </Button>
      ) : null}
      <ExportCsv query={query} />
      <ImportCsvButton />
    </div>
  );
}

function DateField({
  label: text,
  value,
  min,
  max,
  onPick,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onPick(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}
