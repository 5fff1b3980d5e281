import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { cn } from '@/components/ui/cn';
import { Icon, type IconNode } from '@/components/ui/icons';
import { brand } from '@/config';
import { useFocusOnShow } from './use-focus-on-show';

/** The card the sign-in, sign-up and password screens sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <div className="mb-6 text-center">
            <LogoMark className="mx-auto size-10" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}

/** A card's footer: a question and the link that answers it ("Remembered it? Back to sign in"). */
export function AuthFooterLink({
  question,
  to,
  children,
}: {
  question: ReactNode;
  to: '/signin' | '/signup';
  children: ReactNode;
}) {
  return (
    <>
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:text-brand-800">
        {children}
      </Link>
    </>
  );
}

/** "Need help? Contact DeliverOS support": the support address, after the screen's own words. */
export function SupportLine({ lead, end, className }: { lead: string; end?: string; className: string }) {
  return (
    <p className={className}>
      {lead} Contact{' '}
      <a href={`mailto:${brand.supportEmail}`} className="font-medium text-brand-700 hover:text-brand-800">
        {brand.name} support
      </a>
      {end}
    </p>
  );
}

const outcomeTones = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-50/50',
  success: 'bg-green-50 text-green-700 ring-green-50/50',
  error: 'bg-red-50 text-red-700 ring-red-50/50',
} as const;

/**
 * What replaced the form the user was in (sent, updated, verified, a dead link): its icon in a
 * ring, then what it says. It takes the focus along, so it is read out.
 */
export function AuthOutcome({
  icon,
  tone,
  className,
  children,
}: {
  icon: IconNode;
  tone: keyof typeof outcomeTones;
  /** The block's spacing and alignment ("space-y-6 text-center"). */
  className: string;
  children: ReactNode;
}) {
  const ref = useFocusOnShow();
  return (
    <div ref={ref} tabIndex={-1} className={cn(className, 'focus:outline-none')}>
      <div className={cn('mx-auto flex size-14 items-center justify-center rounded-full ring-8', outcomeTones[tone])}>
        <Icon node={icon} className="size-7" aria-hidden="true" />
      </div>
      {children}
    </div>
  );
}
