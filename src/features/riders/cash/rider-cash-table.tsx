import type { CodRiderLine } from '@/api/schemas/cash-on-delivery';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { plural } from '@/components/ui/plural';
import { touchHeight } from '../rider-parts';

/*
 * From sm up, a table: a row a rider. On a phone each row is a card, a figure a line ("Expected
 * … ₦50,000"), every cell once. Rows, cells and headers keep their roles explicitly, as a
 * display change may drop a table's semantics (the wallet's transaction table does the same).
 */
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0 max-sm:p-0';
const amountCell = cn(td, 'text-right whitespace-nowrap tabular-nums max-sm:flex max-sm:items-baseline max-sm:gap-2');

const columns = ['Expected', 'Collected', 'Short', 'Still held', 'Handed in'] as const;

/** The day per rider: what they collected, what they still hold, and Mark remitted when they hold any. */
export function RiderCashTable({ riders, onRemit }: { riders: CodRiderLine[]; onRemit: (line: CodRiderLine) => void }) {
  return (
    <div className="overflow-x-auto">
      <table role="table" className="w-full text-sm max-sm:block">
        <caption className="sr-only">Cash on delivery by rider</caption>
        <thead role="rowgroup" className="border-b border-slate-200 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className={th}>
              Rider
            </th>
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className={`${th} text-right`}>
                {column}
              </th>
            ))}
            <th role="columnheader" scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
          {riders.map((line) => (
            <RiderCashRow key={line.rider.id} line={line} onRemit={() => onRemit(line)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Amount({ label, amount, warn = false }: { label: string; amount: number; warn?: boolean }) {
  return (
    <td role="cell" className={amountCell}>
      <span className="text-slate-500 sm:hidden">{label}</span>
      <span className={cn('max-sm:ml-auto', warn && 'font-semibold text-amber-800')}>{formatNaira(amount)}</span>
    </td>
  );
}

function RiderCashRow({ line, onRemit }: { line: CodRiderLine; onRemit: () => void }) {
  const name = line.rider.name;
  return (
    <tr role="row" className="max-sm:block max-sm:space-y-0.5 max-sm:py-3">
      <td role="cell" className={cn(td, 'max-sm:block')}>
        <span className="block font-semibold break-words text-slate-900">{name}</span>
        <span className="block text-xs text-slate-500">{plural(line.deliveries, 'delivery', 'deliveries')}</span>
      </td>
      <Amount label="Expected" amount={line.expected} />
      <Amount label="Collected" amount={line.collected} />
      <Amount label="Short" amount={line.short} warn={line.short > 0} />
      <Amount label="Still held" amount={line.held} />
      <Amount label="Handed in" amount={line.remitted} />
      <td
        role="cell"
        // On a phone, the button below the figures, with room around it (no max-sm:p-0).
        className={
          line.held > 0
            ? 'px-3 py-3 text-right align-top first:pl-0 last:pr-0 max-sm:block max-sm:px-0'
            : cn(td, 'max-sm:hidden')
        }
      >
        {line.held > 0 ? (
          <Button size="sm" className={touchHeight} onClick={onRemit} aria-label={`Mark remitted for ${name}`}>
            Mark remitted
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
