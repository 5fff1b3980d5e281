import { useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import { Modal } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useImportDeliveries, type ImportDeliveriesResult } from '@/queries/delivery-import';
import { fileProblem, readDeliveriesCsv, type ImportRow, type ReadFile } from './delivery-import';
import { ChooseFile } from './import-choose-file';
import { Preview } from './import-preview';
import { Progress } from './import-progress';
import { Report } from './import-report';

/*
 * The CSV import dialog (issue 15): choose a file (the export's format), see every row checked
 * before anything is sent, import the valid rows 100 a request with a progress bar and
 * Cancel, then a report of what was created and what was not, with the reasons as a CSV.
 */

type State =
  | { phase: 'choose'; error?: string }
  | { phase: 'reading'; fileName: string }
  | { phase: 'preview'; fileName: string; file: ReadFile }
  | { phase: 'importing'; fileName: string; file: ReadFile; done: number; total: number }
  | { phase: 'report'; fileName: string; file: ReadFile; sent: ImportRow[]; result: ImportDeliveriesResult };

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
