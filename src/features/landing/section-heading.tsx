import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A landing section's eyebrow, h2 (its id labels the section) and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  inverted = false,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn('text-sm font-semibold tracking-wide uppercase', inverted ? 'text-brand-300' : 'text-brand-700')}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {children ? (
        <p
          className={cn(
            'mt-4 text-base leading-7 text-pretty sm:text-lg',
            inverted ? 'text-slate-300' : 'text-slate-600',
          )}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
