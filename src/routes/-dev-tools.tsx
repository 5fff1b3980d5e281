import { useNavigate } from '@tanstack/react-router';
import { RotateCcw } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { useResetMockData } from '@/queries/dev';

/** Development only (never in a production build): reset the in-browser mock to the demo data. */
export default function DevTools() {
  const reset = useResetMockData();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="fixed bottom-3 left-3 z-30 inline-flex items-center gap-1.5 rounded-full bg-slate-900/85 p-2 sm:px-3 sm:py-1.5 text-xs font-medium text-white shadow-lg hover:bg-slate-900 disabled:opacity-60"
      disabled={reset.isPending}
      onClick={() =>
        reset.mutate(undefined, {
          onSuccess: () => {
            notify.success('Demo data reset', { description: 'Sign in again with demo@example.com / Partner123!' });
            void navigate({ to: '/signin' });
          },
          onError: (error) => notify.error('Could not reset the demo data', { description: error.message }),
        })
      }
    >
      <Icon node={RotateCcw} className="size-3.5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Reset demo data</span>
    </button>
  );
}
