import { Plus } from 'lucide';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { SelectField, TextField } from '@/forms/field';
import { faultKinds, faultLimits, faultMethods, mockControl, type FaultKind, type FaultMethod } from './control-api';
import { catalogGroups } from './endpoint-catalog';
import {
  checkFaultForm,
  initialFaultForm,
  takesMessage,
  type FaultFormValues,
  type FormErrors,
} from './fault-form-values';
import { kindLabels, ruleEffect } from './fault-words';
import { ControlError, Mono, PanelCard } from './panel-ui';
import { useControlAction } from './use-control';

/** The values, a setter for some of them and a typed field's props: what each group of fields gets. */
interface FieldsProps {
  values: FaultFormValues;
  set: (change: Partial<FaultFormValues>) => void;
  /** A typed field's value, its error and the change that sets it. */
  text: (name: keyof FormErrors) => {
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** "Add a fault rule": what it targets, what it answers, and how often. */
export function FaultForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [values, setValues] = useState(initialFaultForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const action = useControlAction();
  const set = (change: Partial<FaultFormValues>) => setValues((current) => ({ ...current, ...change }));
  const text = (name: keyof FormErrors) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
  });
  const fields = { values, set, text };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const { errors: found, input } = checkFaultForm(values);
    setErrors(found);
    if (!input) return;
    void action
      .run(() => mockControl.addFault(input))
      .then(async (ok) => {
        if (!ok) return;
        setAdded(
          `${input.endpoint ?? input.path} → ${ruleEffect({ kind: input.kind, status: Number(values.status) })}`,
        );
        await onAdded();
      });
  };

  return (
    <PanelCard>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="mock-fault-form-heading">
        <h4 id="mock-fault-form-heading" className="text-sm font-semibold text-slate-900">
          Add a fault rule
        </h4>
        <TargetFields {...fields} />
        <AnswerFields {...fields} />
        <TimesFields {...fields} />
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

/** Which requests the rule answers: a named endpoint, or a path pattern (and a method). */
function TargetFields({ values, set, text }: FieldsProps) {
  return (
    <>
      <Segmented
        legend="Target"
        value={values.target}
        onChange={(target) => set({ target })}
        options={[
          { value: 'endpoint', label: 'By endpoint' },
          { value: 'path', label: 'By path' },
        ]}
      />
      {values.target === 'endpoint' ? (
        <SelectField
          label="Endpoint"
          value={values.endpoint}
          onChange={(event) => set({ endpoint: event.target.value })}
        >
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
            value={values.method}
            onChange={(event) => set({ method: event.target.value as FaultMethod | '' })}
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
            {...text('path')}
          />
        </div>
      )}
    </>
  );
}

/** What the rule answers instead of the handler: its kind, and a status and message where it has them. */
function AnswerFields({ values, set, text }: FieldsProps) {
  const { kind } = values;
  return (
    <>
      <SelectField
        label="Kind"
        value={kind}
        hint={kindLabels[kind].description}
        onChange={(event) => set({ kind: event.target.value as FaultKind })}
      >
        {faultKinds.map((name) => (
          <option key={name} value={name}>
            {kindLabels[name].title}
          </option>
        ))}
      </SelectField>
      {takesMessage(kind) ? (
        <div className={cn('grid gap-3', kind === 'status' && 'sm:grid-cols-[8rem_1fr]')}>
          {kind === 'status' ? (
            <TextField label="Status" inputMode="numeric" autoComplete="off" {...text('status')} />
          ) : null}
          <TextField
            label="Message (optional)"
            autoComplete="off"
            maxLength={faultLimits.maxMessage + 50}
            placeholder={kind === 'status' ? 'Injected fault' : 'The server refused the request'}
            {...text('message')}
          />
        </div>
      ) : null}
    </>
  );
}

/** How many matching requests the rule answers: once, N, or every one. */
function TimesFields({ values, set, text }: FieldsProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Segmented
        legend="How often"
        value={values.times}
        onChange={(times) => set({ times })}
        options={[
          { value: 'once', label: 'Once' },
          { value: 'n', label: 'N times' },
          { value: 'always', label: 'Always' },
        ]}
      />
      {values.times === 'n' ? (
        <TextField className="w-28" label="Requests" inputMode="numeric" autoComplete="off" {...text('count')} />
      ) : null}
    </div>
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
