import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { inputClasses } from './input';

/** A control that acts at once (a list's filter), outside any form, with its label above it. */
export function FilterField({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A filter's select: `onChange` gets the chosen option's value. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'pr-8')}
        >
          {children}
        </select>
      )}
    </FilterField>
  );
}

/** A select over one filter's values, 'all' first (named `allLabel`), the others by `labels`. */
export function ValueFilter<T extends string>({
  value,
  values,
  allLabel,
  labels,
  onChange,
  ...field
}: {
  label: string;
  className?: string;
  value: T;
  values: readonly T[];
  allLabel: string;
  labels: Record<Exclude<T, 'all'>, string>;
  onChange: (value: T) => void;
}) {
  return (
    <FilterSelect
      value={value}
      onChange={(chosen) => {
        const next = values.find((v) => v === chosen);
        if (next !== undefined) onChange(next);
      }}
      {...field}
    >
      {values.map((v) => (
        <option key={v} value={v}>
          {v === 'all' ? allLabel : labels[v as Exclude<T, 'all'>]}
        </option>
      ))}
    </FilterSelect>
  );
}
