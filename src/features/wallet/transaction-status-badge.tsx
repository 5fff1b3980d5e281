import type { Transaction } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { transactionStatusLabels } from './transaction-labels';

const statusTones: Record<Transaction['status'], BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** Completed green, pending yellow, failed red. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return <Badge tone={statusTones[status]}>{transactionStatusLabels[status]}</Badge>;
}
