import type { Ctx } from '@server/domain/ports';

/*
 * Work due before the mock answers a request: whatever has "happened" since the last one
 * (a bank answering a pending withdrawal, the `arrivals` scenario's new requests). The module
 * that assembles the mock (mocks/handlers/index.ts) registers the steps, so the request
 * pipeline (mocks/http.ts) does not import the modules that own them. A leaf module.
 */

/**
 * One step: does what is due by now and says how many records it changed (0: nothing to save).
 * `ctx`: the request's transaction, for a step that runs the server's rules (a delivery arriving).
 */
export type BeforeRequestStep = (ctx: Ctx) => number | Promise<number>;

const steps: BeforeRequestStep[] = [];

/** Adds a step; steps run in the order they were added. The same function is added once. */
export function onBeforeRequest(step: BeforeRequestStep): void {
  if (!steps.includes(step)) steps.push(step);
}

/** Runs every step (each one, even after another changed something); how many records they changed. */
export async function runBeforeRequest(ctx: Ctx): Promise<number> {
  let changed = 0;
  for (const step of steps) changed += await step(ctx);
  return changed;
}
