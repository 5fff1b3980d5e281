import { RotateCcw } from 'lucide';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { ControlError, PanelCard, SectionIntro } from './panel-ui';
import { useControlAction } from './use-control';

/** Reset: the demo data back as seeded, every session signed out. */
export function ResetSection({ onReset }: { onReset: () => Promise<void> }) {
  const action = useControlAction();
  return (
    <section aria-labelledby="mock-reset-heading">
      <SectionIntro id="mock-reset-heading" title="Reset">
        Back to the demo data: every account, delivery, balance and movement as seeded, and every session signed out.
        The fault rules, the latency, the request log and the outbox stay as they are.
      </SectionIntro>
      <PanelCard>
        <p className="text-xs leading-5 text-slate-600">
          Sign in again with <code className="font-mono text-slate-800">demo@example.com</code> /{' '}
          <code className="font-mono text-slate-800">Partner123!</code> afterwards. To start from another data set, pick
          a scenario instead.
        </p>
        <ControlError message={action.error} className="mt-3" />
        <button
          type="button"
          className={cn(
            'mt-4 inline-flex h-9 items-center gap-1.5 rounded-md bg-red-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60',
          )}
          disabled={action.busy}
          onClick={() => void action.run(onReset)}
        >
          <Icon node={RotateCcw} className="size-4" aria-hidden="true" />
          {action.busy ? 'Resetting…' : 'Reset demo data'}
        </button>
      </PanelCard>
    </section>
  );
}
