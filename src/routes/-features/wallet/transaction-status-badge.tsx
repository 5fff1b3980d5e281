import type { Transaction } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const statusTones: Record<Transaction['status'], BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
};

const statusLabels: Record<Transaction['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

/** Completed green, pending yellow, failed red. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
