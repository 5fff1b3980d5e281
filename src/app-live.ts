let markLive = () => {};

/**
 * Settles in the task after the app has committed its first tree (rendered a page, or adopted
 * a prerendered one): what is below the fold loads after it (the footer), so it never
 * competes with the first screen. At build time (the prerender) there is nothing to wait for.
 */
export const appLive: Promise<void> = import.meta.env.SSR
  ? Promise.resolve()
  : new Promise((resolve) => {
      markLive = () => void setTimeout(resolve, 0);
    });

/** Called by <App> on its first commit. */
export const markAppLive = () => markLive();
