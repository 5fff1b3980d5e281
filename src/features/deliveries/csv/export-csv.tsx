import { FileDown, X } from 'lucide';
import { useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import type { DeliveryListQuery } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; count: number }
  | { phase: 'failed'; message: string };

/**
 * "Export CSV": every delivery of the table's filter — all pages, fetched one after the other
 * with a progress bar, cancellable — written to a file. The CSV code loads with the first click.
 */
export function ExportCsv({ query }: { query: DeliveryListQuery }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'running', done: 0, total: 1 });
    try {
      const { matchingDeliveries, saveDeliveries } = await import('./delivery-csv');
      const deliveries = await matchingDeliveries(query, {
        signal: controller.signal,
        onProgress: ({ done, total }) => setState({ phase: 'running', done, total }),
      });
      controller.signal.throwIfAborted();
      setState({ phase: 'done', count: saveDeliveries(deliveries) });
    } catch (error) {
      setState(
        controller.signal.aborted
          ? { phase: 'idle' }
          : { phase: 'failed', message: `Export failed: ${(error as ApiError).message}` },
      );
    }
  };

  const running = state.phase === 'running';
  return (
    <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
      {running ? (
        <>
          <progress
            max={state.total}
            value={state.done}
            aria-label="Export progress"
            className="h-2 w-32 overflow-hidden rounded-full accent-brand-700"
          />
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            <Icon node={X} className="size-4" aria-hidden="true" />
            Cancel export
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void start()}>
          <Icon node={FileDown} className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      )}
      <p role="status" className="w-full text-sm text-slate-700 sm:w-auto">
        {state.phase === 'running'
          ? `Exporting… page ${state.done} of ${state.total}`
          : state.phase === 'done'
            ? `Exported ${state.count} ${state.count === 1 ? 'delivery' : 'deliveries'}.`
            : state.phase === 'failed'
              ? state.message
              : ''}
      </p>
    </div>
  );
}
