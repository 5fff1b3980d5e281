/*
 * A worker's loop, shared by the outbox relay, the webhooks' worker and settlement: `work` runs
 * every `everyMs` and on each `poke`, at most one run at a time in this process — a poke or a tick
 * during a run asks for one more run after it. A failing run is logged under `name` and the loop
 * goes on. `stop` ends the ticks and waits for the run under way.
 */
export function startLoop(name: string, work: () => Promise<unknown>, everyMs: number) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error: unknown) => console.error(`${name}:`, error))
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
    /** Waits until no run is under way (one asked for during a run included). */
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
