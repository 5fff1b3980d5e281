import { WifiOff } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '@/components/ui/icons';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/forms/field';
import { maxLatencyMs, mockControl, type FaultRule } from './control-api';
import { updateMockStatus, useMockStatus } from './panel-state';
import { ControlError, PanelCard, SectionIntro, toolButton } from './panel-ui';
import { useControlAction, type ControlData } from './use-control';

/** The Offline switch is this rule, always: every API request fails at the network level. */
export const offlineRule = { path: '/api/*', kind: 'network' } as const;
export const isOfflineRule = (rule: FaultRule) =>
  rule.path === offlineRule.path && rule.kind === offlineRule.kind && !rule.method && rule.remaining === null;

const presets = [0, 300, 1_000, 3_000] as const;
const formatMs = (ms: number) => `${ms.toLocaleString('en-NG')} ms`;

export function NetworkSection({
  faults,
  onFaultsChanged,
}: {
  faults: ControlData<FaultRule[]>;
  onFaultsChanged: () => Promise<void>;
}) {
  return (
    <section aria-labelledby="mock-network-heading" className="space-y-4">
      <SectionIntro id="mock-network-heading" title="Network">
        How the API answers: slow, or not at all.
      </SectionIntro>
      <LatencyCard />
      <OfflineCard faults={faults} onFaultsChanged={onFaultsChanged} />
    </section>
  );
}

function LatencyCard() {
  const { latencyMs } = useMockStatus();
  const [typed, setTyped] = useState(latencyMs === null ? '' : String(latencyMs));
  const [invalid, setInvalid] = useState<string | undefined>();
  const action = useControlAction();

  const apply = async (ms: number) => {
    setTyped(String(ms));
    setInvalid(undefined);
    await action.run(async () => {
      await mockControl.setLatency(ms);
      updateMockStatus({ latencyMs: ms });
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    const ms = Number(text);
    if (!/^\d+$/.test(text) || ms > maxLatencyMs) {
      setInvalid(`A whole number of milliseconds from 0 to ${maxLatencyMs.toLocaleString('en-NG')}`);
      return;
    }
    void apply(ms);
  };

  return (
    <PanelCard>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            className="w-40"
            label="Latency (ms)"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            error={invalid}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(undefined);
            }}
          />
          <button type="submit" className={`${toolButton} h-10 px-3`} disabled={action.busy}>
            {action.busy ? 'Applying…' : 'Apply'}
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Latency presets">
          {presets.map((ms) => (
            <button
              key={ms}
              type="button"
              className={`${toolButton} aria-pressed:bg-slate-900 aria-pressed:text-white aria-pressed:ring-slate-900`}
              aria-pressed={latencyMs === ms}
              disabled={action.busy}
              onClick={() => void apply(ms)}
            >
              {formatMs(ms)}
            </button>
          ))}
        </div>
        <p className="text-xs text-slate-600" aria-live="polite">
          Every API answer waits{' '}
          <strong className="font-semibold text-slate-900">
            {latencyMs === null ? 'as the mock was started' : formatMs(latencyMs)}
          </strong>
          .
        </p>
        <ControlError message={action.error} className="mt-1" />
      </form>
    </PanelCard>
  );
}

function OfflineCard({
  faults,
  onFaultsChanged,
}: {
  faults: ControlData<FaultRule[]>;
  onFaultsChanged: () => Promise<void>;
}) {
  const action = useControlAction();
  const labelId = useId();
  const descriptionId = useId();
  const offlineRules = (faults.data ?? []).filter(isOfflineRule);
  const offline = offlineRules.length > 0;

  const toggle = (next: boolean) =>
    void action
      .run(async () => {
        if (next) await mockControl.addFault({ ...offlineRule, times: null });
        else await Promise.all(offlineRules.map((rule) => mockControl.removeFault(rule.id)));
      })
      .then(() => onFaultsChanged());

  return (
    <PanelCard>
      <div className="flex items-start gap-3">
        <Icon node={WifiOff} className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p id={labelId} className="text-sm font-semibold text-slate-900">
            Offline
          </p>
          <p id={descriptionId} className="mt-0.5 text-xs leading-5 text-slate-600">
            Every <code className="font-mono">/api/*</code> request fails at the network level (a fault rule{' '}
            <code className="font-mono">/api/* → network</code>, always). The browser itself stays online.
          </p>
        </div>
        <Switch
          checked={offline}
          disabled={action.busy || !faults.data}
          onCheckedChange={toggle}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        />
      </div>
      <ControlError message={action.error} className="mt-3" />
    </PanelCard>
  );
}
