import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/config';

/*
 * Whether the partner chose to hide the wallet balance: one choice for every place that
 * shows it (the overview strip, the Wallet tab), kept for the browser session.
 */
const listeners = new Set<() => void>();

// Storage can be blocked (privacy settings): then the choice lasts for the page only.
let fallback = false;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.balanceHidden) === 'true';
  } catch {
    return fallback;
  }
}

export function setBalanceHidden(hidden: boolean): void {
  fallback = hidden;
  try {
    window.sessionStorage.setItem(storageKeys.balanceHidden, String(hidden));
  } catch {
    // keep the in-memory choice
  }
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
