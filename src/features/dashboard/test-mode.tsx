import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { dashboardMode } from '@/api/mode';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/*
 * The dashboard's test mode (issue 25; src/api/mode.ts): a switch in the top bar and, while it
 * is on, a banner over the page. The cache holds one mode's data at a time: switching cancels
 * what is on its way (a live reply must never land under the test banner), resets every
 * query of the sandboxed domains, and runs the page's loaders again.
 */

/** Queries that answer the same in both modes: the session, the keys and their request logs. */
const sameInBothModes = (key: QueryKey) => ['session', 'api-keys', 'request-logs'].includes(String(key[0]));

export function useTestMode(): [boolean, (test: boolean) => Promise<void>] {
  const test = useSyncExternalStore(dashboardMode.subscribe, dashboardMode.isTest, () => false);
  const queryClient = useQueryClient();
  const router = useRouter();
  const setTest = async (next: boolean) => {
    const sandboxed = { predicate: (query: { queryKey: QueryKey }) => !sameInBothModes(query.queryKey) };
    await queryClient.cancelQueries(sandboxed);
    dashboardMode.set(next);
    await queryClient.resetQueries(sandboxed);
    await router.invalidate();
  };
  return [test, setTest];
}

export function TestModeSwitch() {
  const [test, setTest] = useTestMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={test}
      aria-label="Test mode"
      onClick={() => void setTest(!test)}
      className="flex h-9 items-center gap-2 rounded-lg px-2 text-xs font-semibold text-slate-700 hover:bg-slate-50"
    >
      <span aria-hidden="true" className="hidden sm:inline">
        Test mode
      </span>
      {/* The classes of src/components/ui/switch.tsx: no CSS of its own on every dashboard page. */}
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-6 w-11 items-center rounded-full transition-colors',
          test ? 'bg-yellow-500' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'block size-5 rounded-full bg-white shadow transition-transform',
            test ? 'translate-x-[1.375rem]' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}

export function TestModeBanner() {
  const [test, setTest] = useTestMode();
  if (!test) return null;
  return (
    <div
      role="region"
      aria-label="Test mode"
      className="flex flex-wrap items-center gap-3 bg-yellow-400 px-3 py-2 text-sm text-slate-900 sm:px-4 lg:px-6"
    >
      <p className="min-w-0 flex-1">
        <strong>Test mode:</strong> you are viewing test data. Nothing here touches your live account.
      </p>
      <Button size="sm" variant="secondary" onClick={() => void setTest(false)}>
        Leave test mode
      </Button>
    </div>
  );
}
