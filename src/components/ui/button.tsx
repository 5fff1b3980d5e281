import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary:
    'bg-white text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/50',
  accent: 'bg-accent-400 text-slate-950 shadow-sm hover:bg-accent-500 disabled:bg-accent-400/50',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
} as const;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

/** A button; a link that should look like one uses `buttonClasses` instead. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
