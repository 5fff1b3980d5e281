/*
 * Who wants to know when the mock's controls change (fault rules and their counts, the latency,
 * the outbox): the in-browser mock saves them to localStorage on every change (mocks/browser.ts),
 * so they survive a reload. The HTTP mock keeps them in memory only and listens to nothing.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every change of the controls; returns the function that stops it. */
export function onControlChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the controls changed. */
export function controlChanged(): void {
  for (const listener of listeners) listener();
}
