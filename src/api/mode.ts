import { storageKeys } from '@/config';

/*
 * The dashboard's test mode (issue 25): while it is on, every partner endpoint an API key may
 * call answers from the partner's sandbox — the data a test key sees — because each signed-in
 * request carries `X-DeliverOS-Mode: test` (src/api/client.ts; mocks/http.ts). Kept in
 * sessionStorage: a new tab, or a new sign-in, starts in live mode.
 */
export const MODE_HEADER = 'X-DeliverOS-Mode';

type Listener = (test: boolean) => void;
const listeners = new Set<Listener>();

const store = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

const isTest = (): boolean => store()?.getItem(storageKeys.testMode) === 'on';

export const dashboardMode = {
  isTest,
  set: (test: boolean): void => {
    if (test === isTest()) return;
    if (test) store()?.setItem(storageKeys.testMode, 'on');
    else store()?.removeItem(storageKeys.testMode);
    for (const listener of listeners) listener(test);
  },
  /** For useSyncExternalStore: `listener` after each switch. */
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
