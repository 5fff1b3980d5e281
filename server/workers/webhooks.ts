import { deliverAllDue, LEASE_MS } from '../domain/webhooks/attempts';
import type { WebhookSender } from '../domain/webhooks/sending';
import type { Store } from '../domain/ports';

/*
 * The webhooks' worker (docs/webhooks.md, The worker): the deliveries due go out after each
 * commit that caused events (`poke`) and every `everyMs` (retries, and what a dead process left
 * leased). Each is taken in a transaction of its own with a lease — endpoints locked FOR UPDATE
 * SKIP LOCKED, so two workers (two processes) never take the same attempt — then sent with no
 * transaction open, then recorded in a second one (server/domain/webhooks/attempts.ts). At most
 * one run at a time in this process; `stop` waits for the one under way.
 */
export function startWebhookWorker(
  store: Store,
  sender: WebhookSender,
  { everyMs = 1_000, leaseMs = LEASE_MS }: { everyMs?: number; leaseMs?: number } = {},
) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverAllDue(store, sender, Date.now(), leaseMs)
      .catch((error: unknown) => console.error('Webhooks:', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    poke: run,
    /** Sends what is due now and waits for it (tests). */
    runNow: async () => {
      await running;
      return deliverAllDue(store, sender, Date.now(), leaseMs);
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
