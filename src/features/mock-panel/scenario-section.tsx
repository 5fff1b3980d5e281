import { Check } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import type { ScenarioInfo, ScenarioState } from './control-api';
import { ControlError, Loading, SectionIntro, toolButton } from './panel-ui';
import type { ControlData } from './use-control';

/** The mock's data sets: the current one marked, any other one a click away (it resets the data). */
export function ScenarioSection({
  scenario,
  switching,
  error,
  onSwitch,
}: {
  scenario: ControlData<ScenarioState>;
  /** The name being switched to. */
  switching: string | null;
  error: string | undefined;
  onSwitch: (info: ScenarioInfo) => void;
}) {
  const current = scenario.data?.current;
  return (
    <section aria-labelledby="mock-scenario-heading">
      <SectionIntro id="mock-scenario-heading" title="Scenario">
        A ready-made data set. Switching resets the mock’s data to it (sessions included: you may have to sign in again)
        and clears the fault rules unless the scenario brings its own. The request log and the outbox stay.
      </SectionIntro>
      <ControlError message={error ?? scenario.error} />
      {scenario.data ? (
        <ul className="space-y-2">
          {scenario.data.scenarios.map((info) => {
            const isCurrent = info.name === current;
            return (
              <li
                key={info.name}
                className={cn(
                  'flex items-start gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 sm:p-4',
                  isCurrent ? 'ring-2 ring-brand-600' : 'ring-slate-200',
                )}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="text-sm font-semibold text-slate-900">{info.title}</span>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.6875rem] text-slate-700">
                      {info.name}
                    </code>
                  </p>
                  <p className="mt-1 text-xs leading-5 text-slate-600">{info.description}</p>
                </div>
                {isCurrent ? (
                  <span className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md bg-brand-50 px-2.5 text-xs font-semibold text-brand-800">
                    <Icon node={Check} className="size-3.5" aria-hidden="true" />
                    Current
                  </span>
                ) : (
                  <button
                    type="button"
                    className={toolButton}
                    disabled={switching !== null}
                    aria-busy={switching === info.name}
                    onClick={() => onSwitch(info)}
                  >
                    {switching === info.name ? 'Switching…' : 'Switch'} <span className="sr-only">to {info.title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : scenario.loading ? (
        <Loading label="Loading scenarios…" />
      ) : null}
    </section>
  );
}
