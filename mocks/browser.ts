import { setupWorker } from 'msw/browser';
import { apiConfig } from '@/config';
import { onControlChange } from './control/changes';
import { setTimeoutHoldLimit } from './control/fault-responder';
import { apiLogger } from './control/log';
import { setDefaultAppOrigin } from './control/outbox';
import { controlSnapshot, restoreControl } from './control/snapshot';
import { attachPersistence, type DbState } from './db';
import { handlers } from './handlers';
import { getLatency, setLatency } from './latency';
import { setSettleDelay } from './ledger';
import { startWebhookTimer } from './webhooks/engine';
import { setOwnOrigins } from './webhooks/url-policy';

const STORAGE_KEY = 'deliveros.mock-db';
/** The mock's controls (fault rules, latency, outbox: mocks/control/snapshot.ts), apart from the data. */
const CONTROL_KEY = 'deliveros.mock-control';

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the mock goes on in memory.
  }
}

/**
 * The mock API in the browser under `npm start` (and the e2e build): state persisted in
 * localStorage. Pending movements settle `settleMs` after they were made (4000 by default), on
 * the first request after that time, so a reload in between does not lose the settlement.
 *
 * The controls (issue 14) survive a reload too: the fault rules with their counts, the latency
 * set through POST /__mock/latency (it wins over `latencyMs`) and the outbox are saved under
 * their own key on every change; the scenario is part of the data. The request log is kept in
 * memory only: a reload empties it. Links in the outbox's e-mails point at this page's origin.
 *
 * Resolves with the latency in force (the kept one, if any).
 */
export async function startBrowserMock(options: {
  latencyMs: number;
  settleMs?: number | undefined;
}): Promise<{ latencyMs: number }> {
  setLatency(options.latencyMs);
  if (options.settleMs !== undefined) setSettleDelay(options.settleMs);
  setDefaultAppOrigin(window.location.origin);
  // The mock answers on the page's own origin: webhooks never call it (mocks/webhooks/url-policy.ts).
  setOwnOrigins([window.location.origin]);
  // The worker never tells the page's handlers that a request was aborted: a `timeout` fault
  // lets go a little after the client's own timeout has given up on it.
  setTimeoutHoldLimit(apiConfig.timeoutMs + 5_000);
  attachPersistence({
    load: () => readJson(STORAGE_KEY),
    save: (state: DbState) => writeJson(STORAGE_KEY, state),
    clear: () => window.localStorage.removeItem(STORAGE_KEY),
  });
  restoreControl(readJson(CONTROL_KEY));
  onControlChange(() => writeJson(CONTROL_KEY, controlSnapshot()));

  // One handler in front for /api/*: it asks the others for the reply and logs it.
  const worker = setupWorker(apiLogger(handlers), ...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  // Webhook retries go out on their own while the page is open (mocks/webhooks/engine.ts).
  startWebhookTimer();
  return { latencyMs: getLatency() };
}
