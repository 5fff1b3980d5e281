import { Plus, Trash2, X } from 'lucide';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { SelectField, TextField } from '@/forms/field';
import {
  faultKinds,
  faultLimits,
  faultMethods,
  mockControl,
  type FaultInput,
  type FaultKind,
  type FaultMethod,
  type FaultRule,
} from './control-api';
import { catalog, catalogGroups } from './endpoint-catalog';
import {
  ControlError,
  EmptyNote,
  Loading,
  MethodBadge,
  Mono,
  PanelCard,
  SectionIntro,
  timeOf,
  toolButton,
} from './panel-ui';
import { useControlAction, type ControlData } from './use-control';

export const kindLabels: Record<FaultKind, { title: string; description: string }> = {
  status: {
    title: 'HTTP error status',
    description: 'Answers that status with { success: false }, the message and code INJECTED_FAULT.',
  },
  network: {
    title: 'Network failure',
    description: 'The request fails before any answer, as offline or a dropped connection.',
  },
  timeout: { title: 'Timeout', description: 'No answer at all, until the client gives up (30 s).' },
  'malformed-json': { title: 'Malformed JSON', description: 'A 200 whose body is not JSON.' },
  'success-false': { title: 'success: false', description: 'A 200 with { success: false } and the message.' },
  'expired-token': {
    title: 'Expired token',
    description: 'A 401 TOKEN_EXPIRED, as an expired session: the app refreshes it and asks again.',
  },
};

/** What a rule does, in a few words: "503", "network", "timeout"… */
export const ruleEffect = (rule: Pick<FaultRule, 'kind' | 'status'>) =>
  rule.kind === 'status' ? `status ${rule.status ?? faultLimits.defaultStatus}` : rule.kind;

/** A rule's target as its link writes it: the endpoint's name, or the path pattern (with its method). */
export const ruleTarget = (rule: Pick<FaultRule, 'endpoint' | 'path'>) => rule.endpoint ?? rule.path ?? '';

type Times = 'once' | 'n' | 'always';

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
          <button
            type="button"
            className={toolButton}
            disabled={rules.length === 0 || clear.busy}
            onClick={() => void clear.run(() => mockControl.clearFaults()).then(() => onFaultsChanged())}
          >
            <Icon node={Trash2} className="size-3.5" aria-hidden="true" />
            Clear all
          </button>
        </div>
        <div className="p-4">
          <ControlError message={clear.error ?? faults.error} />
          {faults.data === undefined ? (
            faults.loading ? (
              <Loading label="Loading fault rules…" />
            ) : null
          ) : rules.length === 0 ? (
            <EmptyNote title="No fault rules">Every request reaches the mock’s handlers.</EmptyNote>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Fault rules">
              {rules.map((rule) => (
                <RuleRow key={String(rule.id)} rule={rule} onRemoved={onFaultsChanged} />
              ))}
            </ul>
          )}
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

interface FormErrors {
  path?: string;
  status?: string;
  message?: string;
  count?: string;
}

function FaultForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [target, setTarget] = useState<'endpoint' | 'path'>('endpoint');
  const [endpoint, setEndpoint] = useState<string>(
    catalog.find((entry) => entry.name === 'listDeliveries')?.name ?? catalog[0]!.name,
  );
  const [path, setPath] = useState('/api/');
  const [method, setMethod] = useState<FaultMethod | ''>('');
  const [kind, setKind] = useState<FaultKind>('status');
  const [status, setStatus] = useState(String(faultLimits.defaultStatus));
  const [message, setMessage] = useState('');
  const [times, setTimes] = useState<Times>('once');
  const [count, setCount] = useState('3');
  const [errors, setErrors] = useState<FormErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const action = useControlAction();
  const withMessage = kind === 'status' || kind === 'success-false';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const found: FormErrors = {};
    const trimmedPath = path.trim();
    if (target === 'path' && !/^\/api\/[^\s?#]*$/.test(trimmedPath)) {
      found.path = 'A path under /api/ without a query, e.g. /api/wallet/*';
    }
    const statusNumber = Number(status);
    if (
      kind === 'status' &&
      (!/^\d+$/.test(status.trim()) || statusNumber < faultLimits.minStatus || statusNumber > faultLimits.maxStatus)
    ) {
      found.status = `A status from ${faultLimits.minStatus} to ${faultLimits.maxStatus}`;
    }
    if (withMessage && message.length > faultLimits.maxMessage)
      found.message = `At most ${faultLimits.maxMessage} characters`;
    const countNumber = Number(count);
    if (times === 'n' && (!/^\d+$/.test(count.trim()) || countNumber < 1 || countNumber > 1000)) {
      found.count = 'A number of requests from 1 to 1,000';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const input: FaultInput = {
      ...(target === 'endpoint' ? { endpoint } : { path: trimmedPath, ...(method ? { method } : {}) }),
      kind,
      ...(kind === 'status' ? { status: statusNumber } : {}),
      ...(withMessage && message.trim() ? { message: message.trim() } : {}),
      times: times === 'once' ? 1 : times === 'n' ? countNumber : null,
    };
    void action
      .run(() => mockControl.addFault(input))
      .then(async (ok) => {
        if (!ok) return;
        setAdded(`${target === 'endpoint' ? endpoint : trimmedPath} → ${ruleEffect({ kind, status: statusNumber })}`);
        await onAdded();
      });
  };

  return (
    <PanelCard>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="mock-fault-form-heading">
        <h4 id="mock-fault-form-heading" className="text-sm font-semibold text-slate-900">
          Add a fault rule
        </h4>
        <Segmented
          legend="Target"
          value={target}
          onChange={(next) => setTarget(next)}
          options={[
            { value: 'endpoint', label: 'By endpoint' },
            { value: 'path', label: 'By path' },
          ]}
        />
        {target === 'endpoint' ? (
          <SelectField label="Endpoint" value={endpoint} onChange={(event) => setEndpoint(event.target.value)}>
            {catalogGroups().map(({ group, entries }) => (
              <optgroup key={group} label={group}>
                {entries.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {entry.name} — {entry.method} {entry.path}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <SelectField
              label="Method"
              value={method}
              onChange={(event) => setMethod(event.target.value as FaultMethod | '')}
            >
              <option value="">Any</option>
              {faultMethods.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Path pattern"
              hint="* matches anything (/api/wallet/*), :id one segment (/api/deliveries/:id/accept); the rest as written."
              className="font-mono"
              autoComplete="off"
              spellCheck={false}
              value={path}
              error={errors.path}
              onChange={(event) => setPath(event.target.value)}
            />
          </div>
        )}
        <SelectField
          label="Kind"
          value={kind}
          hint={kindLabels[kind].description}
          onChange={(event) => setKind(event.target.value as FaultKind)}
        >
          {faultKinds.map((name) => (
            <option key={name} value={name}>
              {kindLabels[name].title}
            </option>
          ))}
        </SelectField>
        {withMessage ? (
          <div className={cn('grid gap-3', kind === 'status' && 'sm:grid-cols-[8rem_1fr]')}>
            {kind === 'status' ? (
              <TextField
                label="Status"
                inputMode="numeric"
                autoComplete="off"
                value={status}
                error={errors.status}
                onChange={(event) => setStatus(event.target.value)}
              />
            ) : null}
            <TextField
              label="Message (optional)"
              autoComplete="off"
              maxLength={faultLimits.maxMessage + 50}
              placeholder={kind === 'status' ? 'Injected fault' : 'The server refused the request'}
              value={message}
              error={errors.message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <Segmented
            legend="How often"
            value={times}
            onChange={(next) => setTimes(next)}
            options={[
              { value: 'once', label: 'Once' },
              { value: 'n', label: 'N times' },
              { value: 'always', label: 'Always' },
            ]}
          />
          {times === 'n' ? (
            <TextField
              className="w-28"
              label="Requests"
              inputMode="numeric"
              autoComplete="off"
              value={count}
              error={errors.count}
              onChange={(event) => setCount(event.target.value)}
            />
          ) : null}
        </div>
        <ControlError message={action.error} className="mt-0" />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex h-9 items-center gap-1.5 rounded-md bg-slate-900 px-3 text-sm font-semibold text-white shadow-sm hover:bg-slate-800 disabled:opacity-60"
            disabled={action.busy}
          >
            <Icon node={Plus} className="size-4" aria-hidden="true" />
            {action.busy ? 'Adding…' : 'Add fault rule'}
          </button>
          <p role="status" className="text-xs text-slate-600">
            {added ? (
              <>
                Added <Mono>{added}</Mono>
              </>
            ) : null}
          </p>
        </div>
      </form>
    </PanelCard>
  );
}

function Segmented<T extends string>({
  legend,
  value,
  onChange,
  options,
}: {
  legend: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-xs font-semibold text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === option.value && 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
