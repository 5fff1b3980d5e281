import type { DeliveryStatus, Priority } from '@/api/schemas';
import { Badge, type BadgeTone } from './badge';

/** The words and colours of each delivery status (cancelled and any other: grey), in every section. */
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  'picked-up': 'Picked Up',
  'in-transit': 'In Transit',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

const statusTones: Partial<Record<DeliveryStatus, BadgeTone>> = {
  pending: 'yellow',
  accepted: 'blue',
  'picked-up': 'purple',
  'in-transit': 'indigo',
  delivered: 'green',
  rejected: 'red',
};

const statusDots: Partial<Record<DeliveryStatus, string>> = {
  pending: 'bg-yellow-500',
  accepted: 'bg-blue-500',
  'picked-up': 'bg-purple-500',
  'in-transit': 'bg-indigo-500',
  delivered: 'bg-green-500',
  rejected: 'bg-red-500',
};

export const statusTone = (status: DeliveryStatus): BadgeTone => statusTones[status] ?? 'gray';
export const statusDot = (status: DeliveryStatus): string => statusDots[status] ?? 'bg-slate-400';

export function StatusBadge({ status, className }: { status: DeliveryStatus; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className}>
      <span aria-hidden="true" className={`mr-1.5 size-1.5 rounded-full ${statusDot(status)}`} />
      {deliveryStatusLabels[status]}
    </Badge>
  );
}

/** High red, medium yellow, low green. */
const priorityTones: Record<Priority, BadgeTone> = { high: 'red', medium: 'yellow', low: 'green' };
export const priorityLabels: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export function PriorityBadge({ priority, className }: { priority: Priority; className?: string }) {
  return (
    <Badge tone={priorityTones[priority]} className={className}>
      {priorityLabels[priority]}
    </Badge>
  );
}
