import { useInsertionEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '../router';

/**
 * The app adopts a prerendered page as it is — no new DOM, no flash of a spinner — once its
 * route has loaded, carrying over anything typed meanwhile (./carry-over.ts, loaded only when
 * the page has fields) and replaying the click held meanwhile (./hold-clicks.ts).
 *
 * `router.ssr` is what TanStack Start sets before hydrating: the router renders the tree it
 * rendered at build time (without it, a client-only Suspense boundary wraps the root: React
 * error #418). Not awaited by the entry: the route's code imports the entry, which must have
 * finished evaluating first.
 */
export async function hydratePrerendered({
  container,
  router,
  app,
  replayClick,
}: {
  container: HTMLElement;
  router: AppRouter;
  app: ReactNode;
  replayClick: (app: HTMLElement) => void;
}): Promise<void> {
  router.ssr = { manifest: undefined };
  const carryOver = container.querySelector('input') ? import('./carry-over') : undefined;
  await nextTask();
  const [typed] = await Promise.all([carryOver, router.load()]);
  const fields = typed?.carryOverTypedInput(container);
  const tookOver = () => {
    if (!container.dataset.prerendered) return;
    delete container.dataset.prerendered;
    fields?.restore();
    // After the commit: React dispatches no event to a tree it is still committing.
    queueMicrotask(() => replayClick(container));
  };
  hydrateRoot(
    container,
    <Hydrated beforeCommit={() => fields?.snapshot()} onCommit={tookOver}>
      {app}
    </Hydrated>,
  );
}

/** The browser gets a turn: short tasks rather than one long one (Total Blocking Time on a phone). */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `beforeCommit` runs as the hydrated tree commits, before any ref is attached (a form
 * library's ref resets its field); `onCommit` once the whole tree is live (a parent's
 * layout effect runs after its children's).
 */
function Hydrated({
  beforeCommit,
  onCommit,
  children,
}: {
  beforeCommit: () => void;
  onCommit: () => void;
  children: ReactNode;
}) {
  useInsertionEffect(beforeCommit, [beforeCommit]);
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
