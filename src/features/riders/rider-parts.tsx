import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Rider, RiderStatus } from '@/api/schemas/riders';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { vehicleLabels } from '@/forms/rider-form';

/*
 * The Riders section's words and badges (issue 27): a rider's status, vehicle and load, and the
 * few delivery words its lists show (the same as the deliveries feature's: components/ui/delivery-badges).
 */

/** A thumb's 44 px on a phone or any touch screen. */
export const touchHeight = 'max-sm:h-11 pointer-coarse:h-11';

export const riderStatusLabels: Record<RiderStatus, string> = {
  available: 'Available',
  'on-delivery': 'On a delivery',
  'off-duty': 'Off duty',
  archived: 'Archived',
};
const riderStatusTones: Record<RiderStatus, BadgeTone> = {
  available: 'green',
  'on-delivery': 'blue',
  'off-duty': 'yellow',
  archived: 'gray',
};

export function RiderStatusBadge({ status }: { status: RiderStatus }) {
  return <Badge tone={riderStatusTones[status]}>{riderStatusLabels[status]}</Badge>;
}

/** "Motorbike · LND-482-KJ". */
export const vehicleLine = (rider: Pick<Rider, 'vehicle' | 'plate'>) =>
  rider.plate ? `${vehicleLabels[rider.vehicle]} · ${rider.plate}` : vehicleLabels[rider.vehicle];

/** "1 open · 2 delivered today". */
export const loadLine = (rider: Pick<Rider, 'openDeliveries' | 'completedToday'>) =>
  `${rider.openDeliveries} open · ${rider.completedToday} delivered today`;

/** A phone number as a `tel:` href: digits and the leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export {
  deliveryStatusLabels as deliveryStatusWords,
  priorityLabels as priorityWords,
  PriorityBadge,
} from '@/components/ui/delivery-badges';

/** A link to a delivery's detail in the Deliveries section (`?delivery=`). */
export function DeliveryLink({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  return (
    <Link to="/dashboard/deliveries" search={{ delivery: id }} className={className}>
      {children}
    </Link>
  );
}
