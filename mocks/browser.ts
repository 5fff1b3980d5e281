import { setupWorker } from 'msw/browser';
import { attachPersistence, type DbState } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';

const STORAGE_KEY = 'deliveros.mock-db';

/** The mock API in the browser under `npm start`: state persisted in localStorage. */
export async function startBrowserMock(options: { latencyMs: number }): Promise<void> {
  setLatency(options.latencyMs);
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
