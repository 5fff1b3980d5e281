import { ArrowRight, Check, CircleAlert, Download, FileSpreadsheet, FileUp, RotateCcw, X } from 'lucide';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { saveFile } from '@/components/csv';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/dialog';
import { formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { formatLagosDateTime } from '@/components/ui/lagos-time';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useImportDeliveries, type ImportDeliveriesResult } from '@/queries/delivery-import';
import {
  describeErrors,
  errorReportCsv,
  errorReportFileName,
  fileProblem,
  ignoredColumns,
  importLimits,
  optionalColumns,
  readDeliveriesCsv,
  requiredColumns,
  rowList,
  templateCsv,
  templateFileName,
  type ImportFile,
  type ImportRow,
} from './delivery-import';

/*
 * The CSV import dialog (issue 15): choose a file (the export's format), see every row checked
 * before anything is sent, import the valid rows 100 a request with a progress bar and
 * Cancel, then a report of what was created and what was not, with the reasons as a CSV.
 */

type ReadFile = Extract<ImportFile, { ok: true }>;

type State =
  | { phase: 'choose'; error?: string }
  | { phase: 'reading'; fileName: string }
  | { phase: 'preview'; fileName: string; file: ReadFile }
  | { phase: 'importing'; fileName: string; file: ReadFile; done: number; total: number }
  | { phase: 'report'; fileName: string; file: ReadFile; sent: ImportRow[]; result: ImportDeliveriesResult };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

const megabytes = `${importLimits.maxBytes / 1024 / 1024} MB`;

export default function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<State>({ phase: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const importDeliveries = useImportDeliveries();

  const choose = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return setState({ phase: 'choose', error: problem });
    setState({ phase: 'reading', fileName: file.name });
    try {
      const read = await readDeliveriesCsv(await file.text());
      setState(
        read.ok ? { phase: 'preview', fileName: file.name, file: read } : { phase: 'choose', error: read.error },
      );
    } catch {
      setState({
        phase: 'choose',
        error: `“${file.name}” could not be read. Please check it is a CSV file and try again.`,
      });
    }
  };

  const start = async (fileName: string, file: ReadFile) => {
    const sent = file.rows.filter((row) => row.request !== null);
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'importing', fileName, file, done: 0, total: sent.length });
    try {
      const result = await importDeliveries.mutateAsync({
        bodies: sent.map((row) => row.request!),
        signal: controller.signal,
        onProgress: (done, total) => setState({ phase: 'importing', fileName, file, done, total }),
      });
      setState({ phase: 'report', fileName, file, sent, result });
    } catch (error) {
      setState({ phase: 'choose', error: `The import stopped: ${(error as ApiError).message}` });
    }
  };

  const onOpenChange = (open: boolean) => {
    if (open) return;
    // Closing while rows are being sent cancels the rest; the report then says what was created.
    if (state.phase === 'importing') abort.current?.abort();
    else onClose();
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Import deliveries from CSV"
      description="Each row of the file becomes a new pending delivery. Nothing is sent until you have checked the preview."
      // Wider than a form dialog (the modal is max-w-lg): the preview is a table.
      className="sm:max-w-3xl!"
    >
      {state.phase === 'choose' ? (
        <ChooseFile error={state.error} onChoose={(file) => void choose(file)} />
      ) : state.phase === 'reading' ? (
        <div className="flex min-h-32 items-center justify-center text-sm text-slate-700">
          <Spinner label={`Checking “${state.fileName}”…`} />
        </div>
      ) : state.phase === 'preview' ? (
        <Preview
          fileName={state.fileName}
          file={state.file}
          onBack={() => setState({ phase: 'choose' })}
          onImport={() => void start(state.fileName, state.file)}
        />
      ) : state.phase === 'importing' ? (
        <Progress done={state.done} total={state.total} onCancel={() => abort.current?.abort()} />
      ) : (
        <Report
          fileName={state.fileName}
          file={state.file}
          sent={state.sent}
          result={state.result}
          onAgain={() => setState({ phase: 'choose' })}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

/** Focuses the element once it appears: the summary of a preview or a report, read out first. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ChooseFile({ error, onChoose }: { error: string | undefined; onChoose: (file: File) => void }) {
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
          (Medium when blank); Items are separated by “;”; Price is in naira, e.g. 8500.00; ETA date is YYYY-MM-DD and
          ETA time HH:MM, Lagos time. {ignoredColumns.join(', ')} and any other column are not read: every row becomes a
          new pending delivery.
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

function Preview({
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
            {count(file.rows.length, 'row')}: {ready.toLocaleString('en-NG')} ready to import
            {invalid ? `, ${count(invalid, 'row')} with errors` : ''}
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
          {count(pastEta, 'row has', 'rows have')} an ETA in the past. They import as they are; check the dates if that
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
          Import {count(ready, 'delivery', 'deliveries')}
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

function Progress({ done, total, onCancel }: { done: number; total: number; onCancel: () => void }) {
  return (
    <div className="space-y-4 py-2">
      <p role="status" className="text-sm font-medium text-slate-900">
        Importing… {done.toLocaleString('en-NG')} of {count(total, 'delivery', 'deliveries')}
      </p>
      <progress
        max={total}
        value={done}
        aria-label="Import progress"
        className="h-2.5 w-full overflow-hidden rounded-full accent-brand-700"
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Icon node={X} className="size-4" aria-hidden="true" />
          Cancel import
        </Button>
      </div>
    </div>
  );
}

function Report({
  fileName,
  file,
  sent,
  result,
  onAgain,
  onDone,
}: {
  fileName: string;
  file: ReadFile;
  sent: ImportRow[];
  result: ImportDeliveriesResult;
  onAgain: () => void;
  onDone: () => void;
}) {
  const summary = useFocusOnMount<HTMLParagraphElement>();
  const outcomes = sent.map((row, index) => ({ row, outcome: result.outcomes[index]! }));
  const created = outcomes.filter(({ outcome }) => outcome.result === 'created').length;
  const failed = outcomes.flatMap(({ row, outcome }) =>
    outcome.result === 'failed' ? [{ row, reason: outcome.reason, uncertain: outcome.uncertain }] : [],
  );
  // A request carries 100 rows, created together or not at all: one line per reason, not per row.
  const failures = new Map<string, number[]>();
  for (const { row, reason } of failed) {
    const rows = failures.get(reason) ?? [];
    rows.push(row.row);
    failures.set(reason, rows);
  }
  const uncertain = failed.some((failure) => failure.uncertain);
  const notSent = outcomes.filter(({ outcome }) => outcome.result === 'not-sent').map(({ row }) => row);
  const invalid = file.rows.filter((row) => row.errors.length > 0);
  const problems = failed.length + notSent.length + invalid.length;

  const parts = [
    `${count(created, 'delivery', 'deliveries')} imported`,
    failed.length ? `${failed.length.toLocaleString('en-NG')} failed` : '',
    notSent.length ? `${notSent.length.toLocaleString('en-NG')} not sent (cancelled)` : '',
    invalid.length ? `${count(invalid.length, 'row')} with errors skipped` : '',
  ].filter(Boolean);

  const downloadReport = () => {
    const rows = [
      ...invalid.map((row) => ({ row, error: describeErrors(row.errors) })),
      ...failed.map(({ row, reason }) => ({ row, error: `Not imported: ${reason}` })),
      ...notSent.map((row) => ({ row, error: 'Not sent: the import was cancelled' })),
    ].sort((a, b) => a.row.row - b.row.row);
    saveFile(errorReportCsv(file.header, rows), errorReportFileName());
  };

  const bad = failed.length > 0 || created === 0;
  return (
    <div className="space-y-4">
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl p-4 ring-1',
          bad ? 'bg-red-50 ring-red-200' : 'bg-green-50 ring-green-200',
        )}
      >
        <Icon
          node={bad ? CircleAlert : Check}
          className={cn('mt-0.5 size-5 shrink-0', bad ? 'text-red-600' : 'text-green-600')}
          aria-hidden="true"
        />
        <div className="min-w-0 space-y-0.5">
          <p
            ref={summary}
            tabIndex={-1}
            role="status"
            className={cn('font-semibold focus:outline-none', bad ? 'text-red-900' : 'text-green-900')}
          >
            {parts.join(', ')}.
          </p>
          <p className="truncate text-xs text-slate-700">
            From {fileName}. {created ? 'They are in the list as pending deliveries.' : ''}
          </p>
        </div>
      </div>

      {failed.length ? (
        <section aria-labelledby="import-failures" className="space-y-2">
          <h3 id="import-failures" className="text-sm font-semibold text-slate-900">
            Not imported
          </h3>
          <ul role="alert" className="divide-y divide-slate-100 rounded-xl text-sm ring-1 ring-slate-200">
            {[...failures].map(([reason, rows]) => (
              <li key={reason} className="flex flex-wrap gap-x-2 px-3 py-2">
                <span className="font-medium text-slate-900">{rowList(rows)}:</span>
                <span className="text-red-700">{reason}</span>
              </li>
            ))}
          </ul>
          {uncertain ? (
            <p className="text-xs text-slate-700">
              No answer came for some rows: they may have been created all the same. Check the list before you import
              the error report again.
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        {problems ? (
          <Button variant="secondary" onClick={downloadReport} className="sm:mr-auto">
            <Icon node={Download} className="size-4" aria-hidden="true" />
            Download error report
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onAgain}>
          <Icon node={RotateCcw} className="size-4" aria-hidden="true" />
          Import another file
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
