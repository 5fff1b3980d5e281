import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Accessible toast notifications (sonner: a polite live region) for the alerts of
 * docs/product.md#error-texts. sonner and its toaster load on the first notification, never on a page's
 * first load; sonner replays toasts raised before its toaster subscribed.
 */
const LazyToaster = lazy(() => import('./toaster'));

let mounted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function mountToaster() {
  if (mounted) return;
  mounted = true;
  for (const listener of listeners) listener();
}

/** Rendered once, in the root layout. */
export function ToastRegion() {
  const show = useSyncExternalStore(
    subscribe,
    () => mounted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

type Tone = 'success' | 'error' | 'info' | 'warning';
export interface NotifyOptions {
  description?: string;
  /** e.g. a "Retry" that repeats the failed action with the same Idempotency-Key. */
  action?: { label: string; onClick: () => void };
  id?: string;
  /** How long it stays, in ms (sonner's default, 4 s, when not given; `Infinity`: until closed). */
  duration?: number;
}

function show(tone: Tone, message: string, options: NotifyOptions = {}) {
  mountToaster();
  void import('sonner').then(({ toast }) => {
    toast[tone](message, options);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
};
