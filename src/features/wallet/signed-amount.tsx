import type { Transaction } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';

/** "+₦5,000" in green for a credit, "−₦1,800" in red for a debit. */
export function signedAmount({ type, amount }: Pick<Transaction, 'type' | 'amount'>): string {
  return `${type === 'credit' ? '+' : '−'}${formatNaira(amount)}`;
}

export function SignedAmount({
  transaction,
  className,
}: {
  transaction: Pick<Transaction, 'type' | 'amount'>;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        transaction.type === 'credit' ? 'text-brand-700' : 'text-red-700',
        className,
      )}
    >
      {signedAmount(transaction)}
    </span>
  );
}
