import { Check, PackageCheck, Truck, UserRound, X } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import { deliveryActions } from '@/api/schemas';
import type { CardAction } from './use-delivery-actions';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

const touchHeight = 'max-sm:h-11 pointer-coarse:h-11';

const icons: Record<CardAction, IconNode> = {
  assign: UserRound,
  accept: Check,
  reject: X,
  pickUp: PackageCheck,
  startDelivery: Truck,
  markDelivered: Check,
};

/** The §4 buttons of one delivery (and Assign rider); all disabled while any action on it is in flight. */
export function DeliveryActionButtons({
  available,
  run,
  busy,
  size = 'sm',
}: {
  available: CardAction[];
  run: (action: CardAction) => void;
  busy: boolean;
  size?: 'sm' | 'md';
}) {
  if (available.length === 0 && !busy) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {available.map((action) => {
        const negative = action === 'reject';
        return (
          <Button
            key={action}
            size={size}
            variant={negative ? 'secondary' : 'primary'}
            // A thumb's 44 px on a phone or any touch screen.
            className={cn(touchHeight, negative && 'text-red-700! hover:bg-red-50!')}
            disabled={busy}
            onClick={() => run(action)}
          >
            <Icon node={icons[action]} className="size-4" aria-hidden="true" />
            {action === 'assign' ? 'Assign rider' : deliveryActions[action].label}
          </Button>
        );
      })}
      {busy ? <Spinner className="size-4" label="Updating…" /> : null}
    </div>
  );
}
