import { Link } from '@tanstack/react-router';
import type { CodCollectionLine } from '@/api/schemas/cash-on-delivery';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { codMethodLabels, handedInAt } from './cod-words';

/*
 * From sm up, a table of the day's collections. Below sm each row folds into a two-column grid
 * (the delivery, rider and status on the left; collected, method and any shortfall on the
 * right), as the wallet's transaction table does: every figure once, no horizontal scroll.
 */
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0 max-sm:p-0';
const amount = 'text-right whitespace-nowrap tabular-nums';

const headers = [
  { label: 'Delivery', end: false },
  { label: 'Rider', end: false },
  { label: 'Method', end: false },
  { label: 'Expected', end: true },
  { label: 'Collected', end: true },
  { label: 'Short', end: true },
  { label: 'Status', end: false },
] as const;

/** The day's collections, the latest first; a tracking number opens its delivery. */
export function CollectionsTable({ collections, day }: { collections: CodCollectionLine[]; day: string }) {
  return (
    <div className="overflow-x-auto">
      <table role="table" className="w-full text-sm max-sm:block">
        <caption className="sr-only">The day’s cash-on-delivery collections, the latest first</caption>
        <thead role="rowgroup" className="border-b border-slate-200 max-sm:sr-only">
          <tr role="row">
            {headers.map((header) => (
              <th key={header.label} role="columnheader" scope="col" className={header.end ? `${th} text-right` : th}>
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
          {collections.map((line) => (
            <CollectionRow key={line.deliveryId} line={line} day={day} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CollectionRow({ line, day }: { line: CodCollectionLine; day: string }) {
  const short = Math.max(0, line.expected - line.collected);
  return (
    <tr
      role="row"
      className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
    >
      <td role="cell" className={cn(td, 'max-sm:col-start-1 max-sm:row-start-1')}>
        <Link
          to="/dashboard/deliveries"
          search={{ delivery: line.deliveryId }}
          className="rounded font-mono text-xs font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {line.trackingNumber}
        </Link>
        <span className="block break-words text-slate-900">{line.customerName}</span>
      </td>
      <td role="cell" className={cn(td, 'text-slate-600 max-sm:col-start-1 max-sm:row-start-2 max-sm:text-xs')}>
        {line.rider.name}
      </td>
      <td role="cell" className={cn(td, 'text-slate-600 max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right')}>
        {codMethodLabels[line.method]}
      </td>
      <td role="cell" className={cn(td, amount, 'max-sm:hidden')}>
        {formatNaira(line.expected)}
      </td>
      <td role="cell" className={cn(td, amount, 'font-semibold text-slate-900 max-sm:col-start-2 max-sm:row-start-1')}>
        {formatNaira(line.collected)}
      </td>
      <td
        role="cell"
        className={cn(
          td,
          amount,
          'max-sm:col-start-2 max-sm:row-start-3',
          short > 0 ? 'font-semibold text-amber-800 max-sm:text-xs' : 'text-slate-600 max-sm:hidden',
        )}
      >
        {formatNaira(short)}
        {short > 0 ? <span className="sm:hidden"> short of {formatNaira(line.expected)}</span> : null}
      </td>
      <td role="cell" className={cn(td, 'max-sm:col-start-1 max-sm:row-start-3')}>
        {line.remittedAt ? (
          <Badge tone="green">Handed in {handedInAt(line.remittedAt, day)}</Badge>
        ) : (
          <Badge tone="yellow">Held</Badge>
        )}
      </td>
    </tr>
  );
}
