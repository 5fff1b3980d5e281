import { X } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { mockControl, type FaultRule } from './control-api';
import { FaultForm } from './fault-form';
import { ruleEffect, ruleTarget } from './fault-words';
import { ClearButton, ControlError, ControlList, EmptyNote, MethodBadge, Mono, SectionIntro, timeOf } from './panel-ui';
import { useControlAction, type ControlData } from './use-control';

/** The fault rules in force, and the form that adds one. */
export function FaultsSection({
  faults,
  onFaultsChanged,
}: {
  faults: ControlData<FaultRule[]>;
  onFaultsChanged: () => Promise<void>;
}) {
  const clear = useControlAction();
  const rules = faults.data ?? [];
  return (
    <section aria-labelledby="mock-faults-heading" className="space-y-4">
      <SectionIntro id="mock-faults-heading" title="Faults">
        A matching rule answers instead of the mock’s handler, so nothing changes in the data; the newest matching rule
        wins, and a rule for N requests goes once it has answered them. The control routes are never faulted.
      </SectionIntro>
      <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h4 className="text-sm font-semibold text-slate-900">
            Active rules <span className="font-normal text-slate-600">({rules.length})</span>
          </h4>
          <ClearButton
            disabled={rules.length === 0 || clear.busy}
            onClick={() => void clear.run(() => mockControl.clearFaults()).then(() => onFaultsChanged())}
          >
            Clear all
          </ClearButton>
        </div>
        <div className="p-4">
          <ControlList
            list={faults}
            actionError={clear.error}
            loading="Loading fault rules…"
            empty={<EmptyNote title="No fault rules">Every request reaches the mock’s handlers.</EmptyNote>}
          >
            {(items) => (
              <ul className="divide-y divide-slate-100" aria-label="Fault rules">
                {items.map((rule) => (
                  <RuleRow key={String(rule.id)} rule={rule} onRemoved={onFaultsChanged} />
                ))}
              </ul>
            )}
          </ControlList>
        </div>
      </div>
      <FaultForm onAdded={onFaultsChanged} />
    </section>
  );
}

function RuleRow({ rule, onRemoved }: { rule: FaultRule; onRemoved: () => Promise<void> }) {
  const remove = useControlAction();
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          {rule.path ? <MethodBadge method={rule.method} /> : null}
          <Mono className="font-semibold">{ruleTarget(rule)}</Mono>
          <span className="text-slate-400" aria-hidden="true">
            →
          </span>
          <span className="rounded bg-red-50 px-1.5 py-0.5 font-mono text-[0.6875rem] font-semibold text-red-800 ring-1 ring-red-600/20 ring-inset">
            {ruleEffect(rule)}
          </span>
        </p>
        <p className="text-xs text-slate-600">
          {rule.remaining === null ? 'Always' : `${rule.remaining} left`} ·{' '}
          {rule.hits === 1 ? '1 hit' : `${rule.hits} hits`} · added {timeOf(rule.createdAt)}
          {rule.message ? <> · “{rule.message}”</> : null}
        </p>
        <ControlError message={remove.error} className="mt-2" />
      </div>
      <button
        type="button"
        className="-mt-1 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700 disabled:opacity-50"
        disabled={remove.busy}
        onClick={() => void remove.run(() => mockControl.removeFault(rule.id)).then(() => onRemoved())}
      >
        <Icon node={X} className="size-4" aria-hidden="true" />
        <span className="sr-only">
          Remove fault rule {ruleTarget(rule)} {ruleEffect(rule)}
        </span>
      </button>
    </li>
  );
}
