import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/config';

/*
 * Whether the partner chose to hide the wallet balance: one choice for every place that
 * shows it (the overview strip, the Wallet tab), kept for the browser session.
 */
const listeners = new Set<() => void>();

function read(): boolean {
  return typeof window !== 'undefined' && window.sessionStorage.getItem(storageKeys.balanceHidden) === 'true';
}

export function setBalanceHidden(hidden: boolean): void {
  window.sessionStorage.setItem(storageKeys.balanceHidden, String(hidden));
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return [hidden, setBalanceHidden];
}

export const maskedAmount = '₦••••••';
