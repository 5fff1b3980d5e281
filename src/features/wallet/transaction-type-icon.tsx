import { ArrowDownLeft, ArrowUpRight } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { Transaction } from '@/api/schemas';
import { cn } from '@/components/ui/cn';

/** A round arrow: money in (credit) or out (debit), named for screen readers. */
export function TransactionTypeIcon({ type, className }: { type: Transaction['type']; className?: string }) {
  const credit = type === 'credit';
  const arrow = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        credit ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-700',
        className,
      )}
    >
      <Icon node={arrow} className="size-5" aria-hidden="true" />
      <span className="sr-only">{credit ? 'Credit' : 'Debit'}</span>
    </span>
  );
}
