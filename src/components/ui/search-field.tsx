import { Search } from 'lucide';
import { useId } from 'react';
import { cn } from './cn';
import { Icon } from './icons';
import { inputClasses } from './input';

/**
 * A labelled search box with its magnifier: a list page's text filter (its text usually from
 * `useSearchText`, which debounces it into the URL).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
  inputClassName,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  maxLength: number;
  className?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          className={cn(inputClasses, 'pl-9', inputClassName)}
        />
      </div>
    </div>
  );
}
