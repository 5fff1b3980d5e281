import { useId } from 'react';
import type { Delivery } from '@/api/schemas';
import { PriorityBadge, StatusBadge } from '@/features/deliveries/badges';
import {
  CustomerContact,
  DeliveryDates,
  DeliveryRoute,
  ItemChips,
  SpecialInstructions,
} from '@/features/deliveries/delivery-parts';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { ViewDetailsLink } from './detail-link';
import { useActionRow } from './use-action-row';

const label = 'text-xs font-medium tracking-wide text-slate-500 uppercase';

export function DeliveryCard({ delivery, onOpen }: { delivery: Delivery; onOpen: () => void }) {
  const headingId = useId();
  const { busy, actionsRef, actions } = useActionRow(delivery);

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      className={cn(
        'flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
        busy && 'ring-brand-300',
      )}
    >
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="font-mono text-sm font-bold tracking-tight text-slate-900">
              {delivery.trackingNumber}
            </h3>
            <p className="mt-1 font-semibold break-words text-slate-800">{delivery.description}</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">Price </span>
            <span className="text-lg font-bold text-slate-900">{formatNaira(delivery.price)}</span>
          </p>
        </div>

        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={delivery.status} />
          <PriorityBadge priority={delivery.priority} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <p className={cn(label, 'mb-1')}>Customer</p>
            <CustomerContact customer={delivery.customer} />
          </div>
          <DeliveryRoute from={delivery.from} to={delivery.to} />
        </div>

        <DeliveryDates createdAt={delivery.createdAt} estimatedDelivery={delivery.estimatedDelivery} />
        <ItemChips items={delivery.items} />
        <SpecialInstructions text={delivery.specialInstructions} />
      </div>

      <div
        ref={actionsRef}
        className="flex flex-wrap items-center gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-4 py-3 sm:px-5"
      >
        {actions}
        <ViewDetailsLink
          delivery={delivery}
          onOpen={onOpen}
          className={buttonClasses('ghost', 'sm', 'ml-auto text-brand-800')}
        />
      </div>
    </article>
  );
}
