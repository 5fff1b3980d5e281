import type { Invoice } from '@/api/schemas/invoices';
import { formatNaira } from '@/components/ui/format';

const num = 'py-2.5 pl-3 text-right align-top tabular-nums';

/**
 * A receipt's lines (quantity × unit price under each description), then subtotal, VAT and
 * total: the figures the server added up. Two columns, so it reads the same at 390 px and on paper.
 */
export function ReceiptLines({ invoice }: { invoice: Invoice }) {
  const vatPercent = `${(invoice.vatRate * 100).toLocaleString('en-NG')}%`;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Charges of {invoice.number}</caption>
      <thead className="border-b border-slate-200">
        <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 text-left">
            Description
          </th>
          <th scope="col" className="py-2 pl-3 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {invoice.lines.map((line) => (
          <tr key={line.description}>
            <td className="py-2.5 text-slate-800">
              {line.description}
              <span className="block text-xs text-slate-500 tabular-nums">
                {line.quantity.toLocaleString('en-NG')} × {formatNaira(line.unitPrice)}
              </span>
            </td>
            <td className={`${num} text-slate-900`}>{formatNaira(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-200">
        <TotalRow label="Subtotal" amount={invoice.subtotal} />
        <TotalRow label={`VAT (${vatPercent})`} amount={invoice.vat} />
        <TotalRow label="Total" amount={invoice.total} strong />
      </tfoot>
    </table>
  );
}

function TotalRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t border-slate-200 text-base font-bold text-slate-900' : 'text-slate-700'}>
      <th scope="row" className="py-2 text-left font-medium">
        {label}
      </th>
      <td className={num}>{formatNaira(amount)}</td>
    </tr>
  );
}
