import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * The data layer (TanStack Query, and behind it ky, zod and the contract) loads on first
 * need: a first visit to the landing page downloads none of it (issue 5's budget). A
 * route that reads or writes server state awaits `load()` in its `beforeLoad`; a stored
 * session loads it at start; the API-access dialog loads it when it opens. This file is
 * in the entry chunk, so it imports nothing from TanStack Query but its React context.
 */
export interface DataLayer {
  /** The app's QueryClient once loaded, undefined before. */
  readonly current: QueryClient | undefined;
  /** Loads the client (once) and resolves with it. */
  load: () => Promise<QueryClient>;
  subscribe: (listener: () => void) => () => void;
}

/** `create` runs once, on the first `load()`; tests pass an already created client as `ready`. */
export function createDataLayer(create: () => Promise<QueryClient>, ready?: QueryClient): DataLayer {
  let current = ready;
  let loading: Promise<QueryClient> | undefined = ready ? Promise.resolve(ready) : undefined;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= create().then(
        (client) => {
          current = client;
          for (const listener of listeners) listener();
          return client;
        },
        (error: unknown) => {
          // A failed chunk load (offline, a deploy replaced it) may succeed next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A `subscribe` for useSyncExternalStore when there is nothing to listen to. */
export const noSubscription = () => () => {};

/**
 * QueryClientProvider for a client that arrives later: the context goes from undefined to
 * the client without remounting anything under it (the landing page stays as it is when
 * the API-access dialog loads the data layer).
 */
export function DataLayerProvider({ dataLayer, children }: { dataLayer: DataLayer; children: ReactNode }) {
  const client = useSyncExternalStore(
    dataLayer.subscribe,
    () => dataLayer.current,
    () => dataLayer.current,
  );
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** The app's QueryClient under a DataLayerProvider, or undefined while the data layer has not loaded. */
export const useLoadedQueryClient = (): QueryClient | undefined => useContext(QueryClientContext);
