import { deliverAllDue, LEASE_MS } from '../domain/webhooks/attempts';
import type { WebhookSender } from '../domain/webhooks/sending';
import type { Store } from '../domain/ports';
import { startLoop } from './loop';

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
  const dueNow = () => deliverAllDue(store, sender, Date.now(), leaseMs);
  const loop = startLoop('Webhooks', dueNow, everyMs);
  return {
    poke: loop.poke,
    /** Sends what is due now and waits for it (tests). */
    runNow: async () => {
      await loop.idle();
      return dueNow();
    },
    stop: loop.stop,
  };
}
