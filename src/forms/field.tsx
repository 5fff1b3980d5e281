import { Eye, EyeOff } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
  /** Content beside the label (a "Forgot password?" link, say). */
  aside?: ReactNode;
}

/** Label, control, hint and error, tied together for assistive technology. */
export function FieldShell({ label, error, hint, children, className, aside }: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type InputProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  aside?: ReactNode;
};

export function TextField({ label, error, hint, aside, className, required, ...input }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} aside={aside} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          aria-required={required}
          className={inputClasses}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, aside, className, required, ...input }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} aside={aside} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            required={required}
            aria-required={required}
            className={cn(inputClasses, 'pr-11')}
            {...input}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? (
              <Icon node={EyeOff} className="size-4" aria-hidden="true" />
            ) : (
              <Icon node={Eye} className="size-4" aria-hidden="true" />
            )}
            <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export function CheckboxField({ label, error, className, ...input }: Omit<InputProps, 'type' | 'hint' | 'aside'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = ComponentPropsWithRef<'select'> & { label: ReactNode; error?: string | undefined; hint?: ReactNode };

/** A native select: keyboard and screen-reader behaviour for free, styled like the inputs. */
export function SelectField({ label, error, hint, className, children, required, ...select }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          aria-required={required}
          className={cn(inputClasses, 'pr-8')}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextareaField({ label, error, hint, className, required, rows = 4, ...textarea }: TextareaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          aria-required={required}
          className={cn(inputClasses, 'resize-y')}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
