import { useCallback, useEffect, useRef, useState } from 'react';

export interface ControlData<T> {
  data: T | undefined;
  /** The last refresh's failure, in the mock's words; cleared by the next success. */
  error: string | undefined;
  loading: boolean;
  refresh: () => Promise<void>;
}

/**
 * Reads one control route while the component is mounted: at once, every `pollMs` when
 * given (the log and the outbox fill as the app makes requests), and on `refresh()` after an
 * action. A slow answer never overwrites a newer one. `load` must be stable (a module's function).
 */
export function useControlData<T>(load: () => Promise<T>, pollMs?: number): ControlData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | undefined; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const latest = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const data = await load();
      if (mounted.current && ticket === latest.current) setState({ data, error: undefined, loading: false });
    } catch (error) {
      if (mounted.current && ticket === latest.current) {
        setState((previous) => ({
          ...previous,
          error: error instanceof Error ? error.message : String(error),
          loading: false,
        }));
      }
    }
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const timer = pollMs ? window.setInterval(() => void refresh(), pollMs) : undefined;
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
    };
  }, [refresh, pollMs]);

  return { ...state, refresh };
}

/** Runs an action of the panel: busy while it runs, its failure kept for the form to show. */
export function useControlAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  /** True when the action succeeded. */
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clearError: useCallback(() => setError(undefined), []) };
}
