import { Check, CircleAlert, Download, RotateCcw } from 'lucide';
import { saveFile } from '@/components/csv';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { plural } from '@/components/ui/plural';
import type { ImportDeliveriesResult } from '@/queries/delivery-import';
import {
  describeErrors,
  errorReportCsv,
  errorReportFileName,
  rowList,
  type ImportRow,
  type ReadFile,
} from './delivery-import';
import { useFocusOnMount } from './use-focus-on-mount';

/** The import's last step: what was created, what was not and why, and the rows to fix as a CSV. */
export function Report({
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
    `${plural(created, 'delivery', 'deliveries')} imported`,
    failed.length ? `${failed.length.toLocaleString('en-NG')} failed` : '',
    notSent.length ? `${notSent.length.toLocaleString('en-NG')} not sent (cancelled)` : '',
    invalid.length ? `${plural(invalid.length, 'row')} with errors skipped` : '',
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
