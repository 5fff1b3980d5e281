import { storageKeys } from '@/config';
import { dashboardMode } from './mode';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/**
 * Both tokens live under separate keys: in localStorage when the partner asked to be
 * remembered, in sessionStorage otherwise. Reads look in both, so a refresh keeps the
 * storage the sign-in chose.
 */
function stores(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function read(key: string): string | null {
  for (const store of stores()) {
    const value = store.getItem(key);
    if (value) return value;
  }
  return null;
}

function storeHolding(key: string): Storage | undefined {
  return stores().find((store) => store.getItem(key) !== null);
}

export const tokenStorage = {
  getToken: (): string | null => read(storageKeys.token),
  getRefreshToken: (): string | null => read(storageKeys.refreshToken),
  hasSession: (): boolean => read(storageKeys.token) !== null,

  save(tokens: SessionTokens, remember: boolean): void {
    this.clear();
    const store = remember ? window.localStorage : window.sessionStorage;
    store.setItem(storageKeys.token, tokens.token);
    store.setItem(storageKeys.refreshToken, tokens.refreshToken);
  },

  /** After a refresh: replace the token(s) where the session already lives. */
  update(tokens: { token: string; refreshToken?: string | undefined }): void {
    const store = storeHolding(storageKeys.refreshToken) ?? storeHolding(storageKeys.token) ?? window.sessionStorage;
    store.setItem(storageKeys.token, tokens.token);
    if (tokens.refreshToken) store.setItem(storageKeys.refreshToken, tokens.refreshToken);
  },

  /** Signed out (or about to sign in): the session's tokens go, and test mode with them (./mode.ts). */
  clear(): void {
    for (const store of stores()) {
      store.removeItem(storageKeys.token);
      store.removeItem(storageKeys.refreshToken);
    }
    dashboardMode.set(false);
  },
};
