import { lazy, type ComponentType } from 'react';

let markSettled = () => {};

/**
 * Settles in the task after the router has rendered its first page with that page's data (or
 * adopted a prerendered page): what the first screen does not need — the footer below the
 * fold, the offline banner — loads after it, and never competes with the page's own code and
 * data. At build time (the prerender) there is nothing to wait for.
 */
export const firstPageSettled: Promise<void> = import.meta.env.SSR
  ? Promise.resolve()
  : new Promise((resolve) => {
      markSettled = () => {
        markSettled = () => {};
        setTimeout(() => {
          // A user-timing mark: the budget (scripts/budget.ts) tells the first screen's code from what loads after it.
          performance.mark('first-page-settled');
          resolve();
        }, 0);
      };
    });

/** Called by the router (src/router.tsx) when it has rendered a page. */
export const markFirstPageSettled = () => markSettled();

/**
 * A component that is not part of the first screen (the footer, what is below the landing
 * page's hero): its code loads after the first page has settled. A prerendered page has its
 * markup from the start (the prerender renders until no lazy part is missing), which React
 * leaves as it is, links working as plain links, until the code arrives.
 */
export function lazyAfterFirstPage<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => firstPageSettled.then(load).then((module) => ({ default: module[name] })));
}
