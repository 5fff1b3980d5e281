import { DeliveryLink } from '../rider-parts';
import type { CodCollectionLine } from '@/api/schemas/cash-on-delivery';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { FoldingRow, FoldingTable, foldingCell as td } from '@/components/ui/folding-table';
import { formatNaira } from '@/components/ui/format';
import { codMethodLabels, handedInAt } from './cod-words';

/*
 * The day's collections. Below sm each row folds (the delivery, rider and status on the left;
 * collected, method and any shortfall on the right): every figure once, no horizontal scroll.
 */
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
      <FoldingTable caption="The day’s cash-on-delivery collections, the latest first" columns={headers}>
        {collections.map((line) => (
          <CollectionRow key={line.deliveryId} line={line} day={day} />
        ))}
      </FoldingTable>
    </div>
  );
}

function CollectionRow({ line, day }: { line: CodCollectionLine; day: string }) {
  const short = Math.max(0, line.expected - line.collected);
  return (
    <FoldingRow>
      <td role="cell" className={cn(td, 'max-sm:col-start-1 max-sm:row-start-1')}>
        <DeliveryLink
          id={line.deliveryId}
          className="rounded font-mono text-xs font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {line.trackingNumber}
        </DeliveryLink>
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
    </FoldingRow>
  );
}
