import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from './icons';

/** "← Back to …" above a page's heading: the way back to the section it belongs to. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
