/**
 * Runs `task` over `items`, `concurrency` at a time, started in the items' order, and stops
 * starting new ones once `signal` is aborted; `onDone` after each task, with how many are done.
 * Resolves with that count once every started task is over. A task reports its own outcome
 * (it must not throw). The bulk actions and the CSV import send their batches through it.
 */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
  { signal, onDone }: { signal?: AbortSignal | undefined; onDone?: ((done: number) => void) | undefined } = {},
): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      await task(items[index]!, index);
      done += 1;
      onDone?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return done;
}
