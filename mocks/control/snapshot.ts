import { z } from 'zod/mini';
import { getLatency, setLatency } from '../latency';
import { faultsSnapshot, restoreFaults } from './faults';
import { outboxKinds, outboxSnapshot, restoreOutbox } from './outbox';

/*
 * The controls as the in-browser mock keeps them across a reload (mocks/browser.ts saves this
 * under its own localStorage key, apart from the data): the fault rules with their counts, the
 * latency and the outbox. The scenario is part of the data (db.state.scenario) and the request
 * log stays in memory. A kept copy that does not parse is ignored (the defaults apply).
 */

export const CONTROL_SNAPSHOT_VERSION = 1;

const snapshotSchema = z.object({
  version: z.literal(CONTROL_SNAPSHOT_VERSION),
  latencyMs: z.number().check(z.gte(0)),
  faults: z.object({ rules: z.array(z.unknown()), sequence: z.number() }),
  outbox: z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        kind: z.enum(outboxKinds),
        link: z.optional(z.string()),
      }),
    ),
    sequence: z.number(),
  }),
});
export type ControlSnapshot = z.infer<typeof snapshotSchema>;

export function controlSnapshot(): ControlSnapshot {
  return {
    version: CONTROL_SNAPSHOT_VERSION,
    latencyMs: getLatency(),
    faults: faultsSnapshot(),
    outbox: outboxSnapshot(),
  };
}

/** Puts a kept snapshot back; false (nothing changed) when it does not parse. */
export function restoreControl(stored: unknown): boolean {
  const parsed = snapshotSchema.safeParse(stored);
  if (!parsed.success) return false;
  setLatency(parsed.data.latencyMs);
  restoreFaults(parsed.data.faults);
  restoreOutbox(parsed.data.outbox);
  return true;
}
