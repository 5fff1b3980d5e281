import type { Transaction } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { transactionStatusLabels } from './transaction-labels';

const statusTones: Record<Transaction['status'], BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  held: 'blue',
};

/** Completed green, pending yellow, failed red, held (at the wallet limit) blue. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return <Badge tone={statusTones[status]}>{transactionStatusLabels[status]}</Badge>;
}
