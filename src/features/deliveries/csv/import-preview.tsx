import { ArrowRight, Check, CircleAlert, FileSpreadsheet, FileUp, RotateCcw } from 'lucide';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { formatLagosDateTime } from '@/components/ui/lagos-time';
import { Notice } from '@/components/ui/notice';
import { plural } from '@/components/ui/plural';
import type { ImportRow, ReadFile } from './delivery-import';
import { useFocusOnMount } from './use-focus-on-mount';

/* The import's second step: every row of the file checked, before anything is sent. */

export function Preview({
  fileName,
  file,
  onBack,
  onImport,
}: {
  fileName: string;
  file: ReadFile;
  onBack: () => void;
  onImport: () => void;
}) {
  const summary = useFocusOnMount<HTMLParagraphElement>();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const ready = file.rows.filter((row) => row.request !== null).length;
  const invalid = file.rows.length - ready;
  const pastEta = file.rows.filter((row) => row.request && row.warnings.length > 0).length;
  const shown = onlyErrors ? file.rows.filter((row) => row.errors.length > 0) : file.rows;

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <Icon node={FileSpreadsheet} className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0 space-y-0.5">
          <p className="truncate text-xs text-slate-600">{fileName}</p>
          <p ref={summary} tabIndex={-1} role="status" className="font-semibold text-slate-900 focus:outline-none">
            {plural(file.rows.length, 'row')}: {ready.toLocaleString('en-NG')} ready to import
            {invalid ? `, ${plural(invalid, 'row')} with errors` : ''}
          </p>
          {invalid ? (
            <p className="text-xs text-slate-600">
              Rows with errors are not sent. Fix them in the file and import it again.
            </p>
          ) : null}
        </div>
      </div>

      {pastEta ? (
        <Notice tone="warning">
          {plural(pastEta, 'row has', 'rows have')} an ETA in the past. They import as they are; check the dates if that
          is not what you meant.
        </Notice>
      ) : null}
      {file.unread.length ? <p className="text-xs text-slate-600">Not read: {file.unread.join(', ')}.</p> : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">Row numbers are the file’s: the header is row 1.</p>
        {invalid ? (
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={onlyErrors}
              onChange={(event) => setOnlyErrors(event.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            Only rows with errors
          </label>
        ) : null}
      </div>

      {/* Focusable, so the rows scroll from the keyboard too. */}
      <div
        role="region"
        aria-label="Rows of the file"
        tabIndex={0}
        className="max-h-[45dvh] overflow-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Rows of {fileName}</caption>
          <thead className="sticky top-0 z-[1]">
            <tr>
              <th scope="col" className={cn(th, 'w-14')}>
                Row
              </th>
              <th scope="col" className={th}>
                Customer
              </th>
              <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
                Route
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Price
              </th>
              <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
                ETA
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Check</span>
              </th>
            </tr>
          </thead>
          {shown.map((row) => (
            <PreviewRow key={row.row} row={row} />
          ))}
        </table>
      </div>

      {/* On a phone the sheet scrolls: the actions stay in reach at its foot. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-100 bg-white px-5 py-4 sm:static sm:m-0 sm:flex-row sm:justify-end sm:px-0 sm:pb-0">
        <Button variant="secondary" onClick={onBack}>
          <Icon node={RotateCcw} className="size-4" aria-hidden="true" />
          Choose another file
        </Button>
        <Button disabled={ready === 0} onClick={onImport}>
          <Icon node={FileUp} className="size-4" aria-hidden="true" />
          Import {plural(ready, 'delivery', 'deliveries')}
        </Button>
      </div>
    </div>
  );
}

const th =
  'bg-slate-50 px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-2 align-top';

/** One row of the file; its errors under it, each naming its column. */
function PreviewRow({ row }: { row: ImportRow }) {
  const bad = row.errors.length > 0;
  const price = row.request ? formatNaira(row.request.price) : row.price || '—';
  const eta = row.request ? formatLagosDateTime(row.request.estimatedDelivery) : row.eta || '—';
  const route: ReactNode = (
    <span className="inline-flex flex-wrap items-center gap-x-1">
      <span className="whitespace-nowrap">{row.fromCity || '—'}</span>
      <Icon node={ArrowRight} className="size-3 text-slate-400" aria-hidden="true" />
      <span className="sr-only">to</span>
      <span className="whitespace-nowrap">{row.toCity || '—'}</span>
    </span>
  );
  return (
    <tbody className={cn('border-t border-slate-100', bad && 'bg-red-50/60')}>
      <tr>
        <td className={cn(td, 'text-slate-500 tabular-nums')}>{row.row}</td>
        <td className={cn(td, 'min-w-0')}>
          <span className="block font-medium break-words text-slate-900">{row.customer || '—'}</span>
          <span className="block text-xs text-slate-600 sm:hidden">{route}</span>
          <span className="block text-xs text-slate-600 sm:hidden">{eta}</span>
        </td>
        <td className={cn(td, 'hidden text-slate-700 sm:table-cell')}>{route}</td>
        <td className={cn(td, 'text-right whitespace-nowrap text-slate-900 tabular-nums')}>{price}</td>
        <td className={cn(td, 'hidden whitespace-nowrap text-slate-700 sm:table-cell')}>
          {eta}
          {row.warnings.length ? (
            <span className="block text-xs text-orange-700">{row.warnings.join('; ')}</span>
          ) : null}
        </td>
        <td className={cn(td, 'w-8')}>
          <Icon
            node={bad ? CircleAlert : Check}
            className={cn('size-4', bad ? 'text-red-600' : 'text-green-600')}
            role="img"
            aria-label={bad ? 'Has errors' : 'Ready'}
          />
        </td>
      </tr>
      {bad ? (
        <tr>
          <td colSpan={6} className="px-3 pb-2.5">
            <ul aria-label={`Row ${row.row} errors`} className="space-y-0.5 text-xs text-red-800">
              {row.errors.map((error) => (
                <li key={error.column}>
                  Row {row.row} — {error.column === 'Row' ? error.message : `${error.column}: ${error.message}`}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
