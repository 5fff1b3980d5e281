import { deliverAllDue } from '@server/domain/webhooks/attempts';
import { mockStore } from '../server-api';
import { mockWebhookServices, onWebhookEvents } from './services';

/*
 * What drives the webhooks in the mock (in the browser, in Vitest, in the HTTP mock): the
 * server's own delivery rules (server/domain/webhooks/attempts.ts) over the mock's store — the
 * events and deliveries are written in the transaction that caused them, and sent after it
 * commits (mocks/server-api.ts tells: `onWebhookEvents`) and on a one-second timer for the retries.
 * No rule lives here: only when to run them.
 */

let autoRun = true;

/** Tests: whether a commit that caused events sends them at once (true) or waits for `runDueWebhooks`. */
export function setWebhookAutoRun(on: boolean): void {
  autoRun = on;
}

/** Sends every delivery due by `now` (each endpoint's one at a time, oldest first); how many attempts were made. */
export const runDueWebhooks = (now = Date.now()): Promise<number> => deliverAllDue(mockStore, mockWebhookServices, now);

const runQuietly = () => {
  runDueWebhooks().catch((error: unknown) => console.error('Webhooks:', error));
};

/** After each commit that caused events (mocks/server-api.ts): they go out once the reply has gone. */
export function sendWebhooksAfterCommits(): void {
  onWebhookEvents(() => {
    if (autoRun) setTimeout(runQuietly, 0);
  });
}

let timer: ReturnType<typeof setInterval> | null = null;
/** The HTTP mock and the in-browser mock: retries go out on their own, checked every second. */
export function startWebhookTimer(everyMs = 1_000): void {
  timer ??= setInterval(runQuietly, everyMs);
}
export function stopWebhookTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
