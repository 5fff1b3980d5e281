import { setupWorker } from 'msw/browser';
import { attachPersistence, type DbState } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';
import { setSettleDelay } from './ledger';

const STORAGE_KEY = 'deliveros.mock-db';

/**
 * The mock API in the browser under `npm start`: state persisted in localStorage. Pending
 * movements settle `settleMs` after they were made (4000 by default), on the first request
 * after that time, so a reload in between does not lose the settlement.
 */
export async function startBrowserMock(options: { latencyMs: number; settleMs?: number | undefined }): Promise<void> {
  setLatency(options.latencyMs);
  if (options.settleMs !== undefined) setSettleDelay(options.settleMs);
  attachPersistence({
    load: () => {
      const raw = window.localStorage.getItem(STORAGE_KEY);
      try {
        return raw ? (JSON.parse(raw) as unknown) : null;
      } catch {
        return null;
      }
    },
    save: (state: DbState) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state)),
    clear: () => window.localStorage.removeItem(STORAGE_KEY),
  });
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
