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
      markSettled = () => void setTimeout(resolve, 0);
    });

/** Called by the router (src/router.tsx) when it has rendered a page. */
export const markFirstPageSettled = () => markSettled();
