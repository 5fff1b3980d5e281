import type { CodTotals } from '@/api/schemas/cash-on-delivery';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { plural } from '@/components/ui/plural';

const tile = 'min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 sm:px-4';
const amberTile = 'min-w-0 rounded-xl bg-amber-50 px-3 py-2.5 sm:px-4';
const figure = 'mt-0.5 text-xl font-bold tracking-tight break-all text-slate-900 tabular-nums sm:text-2xl';
const sub = 'mt-0.5 text-xs text-slate-600';

/** The day's four figures (the wallet's tiles): expected, collected, still held, short (amber when any). */
export function CodTotalsTiles({ totals }: { totals: CodTotals }) {
  const short = totals.short > 0;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <div className={tile}>
        <dt className="text-xs font-medium text-slate-600">Expected</dt>
        <dd className={figure}>{formatNaira(totals.expected)}</dd>
        <dd className={sub}>{plural(totals.deliveries, 'delivery', 'deliveries')}</dd>
      </div>
      <div className={tile}>
        <dt className="text-xs font-medium text-slate-600">Collected</dt>
        <dd className={figure}>{formatNaira(totals.collected)}</dd>
      </div>
      <div className={tile}>
        <dt className="text-xs font-medium text-slate-600">Still held</dt>
        <dd className={figure}>{formatNaira(totals.held)}</dd>
        <dd className={sub}>{formatNaira(totals.remitted)} handed in</dd>
      </div>
      <div className={short ? amberTile : tile}>
        <dt className={cn('text-xs font-medium', short ? 'text-amber-800' : 'text-slate-600')}>Short</dt>
        <dd className={figure}>{formatNaira(totals.short)}</dd>
      </div>
    </dl>
  );
}
