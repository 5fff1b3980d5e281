import { Download, X } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { isAbortError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { addDays, formatCalendarDay, lagosDay } from '@/components/ui/lagos-time';
import { Spinner } from '@/components/ui/spinner';
import type { StatementProgress } from './statement-download';

/** Days a statement covers when no date filter is set: the last 30, today included. */
export const defaultStatementDays = 30;

/**
 * The statement's range: the date filters' (an open end closes at today, an open start 30 days
 * before the end), or the last 30 days in Lagos when none is set.
 */
export function statementRange(
  { from, to }: { from: string; to: string },
  today: string = lagosDay(),
): { from: string; to: string } {
  const end = to || (from && from > today ? from : today);
  const start = from || addDays(end, -(defaultStatementDays - 1));
  return { from: start, to: end };
}

type State =
  | { phase: 'idle'; note?: string }
  | { phase: 'running'; progress?: StatementProgress }
  | { phase: 'failed'; message: string };

const progressText = (progress: StatementProgress | undefined) =>
  progress ? `Preparing statement… ${progress.done} of ${progress.total} pages` : 'Preparing statement…';

/**
 * "Download statement": every transaction of the range as a CSV file. The work (the pages, the
 * CSV builder) loads on the click; the progress is told as it goes, and Cancel stops it.
 */
export function StatementButton({ from, to }: { from: string; to: string }) {
  const range = statementRange({ from, to });
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const rangeId = useId();

  // Leaving the page stops a statement on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'running' });
    try {
      const { downloadStatement } = await import('./statement-download');
      const count = await downloadStatement(range, {
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ phase: 'running', progress });
        },
      });
      setState({
        phase: 'idle',
        note: `Statement downloaded: ${count} ${count === 1 ? 'transaction' : 'transactions'}.`,
      });
    } catch (error) {
      if (current.signal.aborted || isAbortError(error)) return; // Cancel has said so
      setState({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'An unexpected error occurred',
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle', note: 'Statement cancelled.' });
  };

  const running = state.phase === 'running';
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <div className="flex flex-wrap items-center gap-2">
        {running ? (
          <Button variant="ghost" size="sm" onClick={cancel}>
            <Icon node={X} className="size-4" aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void start()}
          disabled={running}
          aria-busy={running}
          aria-describedby={rangeId}
        >
          {running ? <Spinner className="size-4" /> : <Icon node={Download} className="size-4" aria-hidden="true" />}
          Download statement
        </Button>
      </div>
      <p id={rangeId} className="text-xs text-slate-500">
        CSV of {formatCalendarDay(range.from)} – {formatCalendarDay(range.to)}
      </p>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {running ? progressText(state.progress) : state.phase === 'idle' ? (state.note ?? '') : ''}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="max-w-xs text-sm text-red-700">
          Couldn’t prepare the statement: {state.message}
        </p>
      ) : null}
    </div>
  );
}
