import { Download, FileSpreadsheet } from 'lucide';
import { useId } from 'react';
import { saveFile } from '@/components/csv';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import {
  ignoredColumns,
  importLimits,
  optionalColumns,
  requiredColumns,
  templateCsv,
  templateFileName,
} from './delivery-import';

/* The import's first step: the file input, the columns a file needs and a template to start from. */

const megabytes = `${importLimits.maxBytes / 1024 / 1024} MB`;

export function ChooseFile({ error, onChoose }: { error: string | undefined; onChoose: (file: File) => void }) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="space-y-5">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-5 text-center">
        <Icon node={FileSpreadsheet} className="mx-auto size-8 text-brand-700" aria-hidden="true" />
        <label htmlFor={inputId} className="mt-2 block text-sm font-semibold text-slate-900">
          CSV file
        </label>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Up to {importLimits.maxRows.toLocaleString('en-NG')} deliveries and {megabytes} a file. An Export CSV file
          imports as it is.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (after fixing it) reads it again.
            event.target.value = '';
            if (file) onChoose(file);
          }}
          className="mx-auto mt-4 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
      </div>

      <section aria-labelledby={`${inputId}-columns`} className="space-y-3 text-sm text-slate-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${inputId}-columns`} className="font-semibold text-slate-900">
            Columns the file needs
          </h3>
          <Button variant="ghost" size="sm" onClick={() => saveFile(templateCsv(), templateFileName)}>
            <Icon node={Download} className="size-4" aria-hidden="true" />
            Download a template
          </Button>
        </div>
        <ColumnList label="Required" columns={requiredColumns} tone="required" />
        <ColumnList label="Optional" columns={optionalColumns} tone="optional" />
        <p className="text-xs text-slate-600">
          The first row names the columns, in any order (capitals do not matter). Priority is High, Medium or Low
          (Medium when blank); Items are separated by “;” or a new line in the cell; Price is in naira, e.g. 8500.00,
          and so is Cash on delivery, what the rider collects at the door (blank: nothing). {ignoredColumns.join(', ')}{' '}
          and any other column are not read: every row becomes a new pending delivery.
        </p>
        <p className="text-xs text-slate-600">
          ETA date is day first: DD/MM/YYYY, D/M/YY (e.g. 15/01/2027 or 15/1/27; “-” or “.” between them also do) or
          YYYY-MM-DD. ETA time is Lagos time, 24-hour HH:MM (e.g. 14:30) or with am/pm (e.g. 2pm, 2:30 PM).
        </p>
      </section>
    </div>
  );
}

function ColumnList({
  label,
  columns,
  tone,
}: {
  label: string;
  columns: readonly string[];
  tone: 'required' | 'optional';
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-1.5">
      <span className="mr-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <ul aria-label={`${label} columns`} className="contents">
        {columns.map((column) => (
          <li
            key={column}
            className={cn(
              'rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
              tone === 'required'
                ? 'bg-white text-slate-800 ring-slate-300'
                : 'bg-slate-50 text-slate-600 ring-slate-200',
            )}
          >
            {column}
          </li>
        ))}
      </ul>
    </div>
  );
}
