import { notify } from '../components/ui/toast';

/** What the end-to-end suite reaches on `window` (e2e/toasts.spec.ts raises each tone of toast). */
export interface TestHooks {
  notify: typeof notify;
}

/**
 * On the dev server and in the end-to-end build only: the app's own `notify`, so a test can
 * raise every tone of toast without a flow that fails on purpose. A production build has none
 * (MODE is a constant there and the branch is left out).
 */
export function exposeTestHooks(): void {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'e2e') return;
  const hooks: TestHooks = { notify };
  Object.assign(window, { __deliveros: hooks });
}
