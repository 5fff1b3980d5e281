import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The connection as the cache sees it. Offline, React Query pauses queries and holds
 * mutations (networkMode 'online'); on reconnect it refetches and sends each held
 * mutation once. This tells the UI how many changes are waiting.
 */
export function useConnectionStatus(): { online: boolean; waitingChanges: number } {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  const waitingChanges = useIsMutating({ predicate: (mutation) => mutation.state.isPaused });
  return { online, waitingChanges };
}
