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

/*
 * One delivery as a card. One element tree, laid out twice by CSS: on a phone (below sm) a
 * compact card — tracking number and badges, description and price, customer, route, actions —
 * so a first screen shows three; from sm on the full card (email, dates, items and
 * special instructions join it; the detail view always has them).
 */
export function DeliveryCard({ delivery, onOpen }: { delivery: Delivery; onOpen: () => void }) {
  const headingId = useId();
  const { busy, actionsRef, actions } = useActionRow(delivery);

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      className={cn(
        'flex h-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:rounded-2xl',
        busy && 'ring-brand-300',
      )}
    >
      <div className="flex flex-1 flex-col gap-1.5 px-3 pt-3 pb-2 sm:gap-4 sm:p-5">
        {/* Phone: number and badges, then description and price. From sm: number and price, description, badges. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:items-start sm:gap-x-3">
          <h3
            id={headingId}
            className="col-start-1 row-start-1 font-mono text-sm font-bold tracking-tight text-slate-900"
          >
            {delivery.trackingNumber}
          </h3>
          <p className="col-span-2 col-start-1 row-start-2 truncate font-semibold text-slate-800 sm:mt-0.5 sm:whitespace-normal sm:break-words">
            {delivery.description}
          </p>
          <p className="col-start-3 row-start-2 text-right sm:row-span-2 sm:row-start-1">
            <span className="sr-only">Price </span>
            <span className="font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-lg">
              {formatNaira(delivery.price)}
            </span>
          </p>
          <div className="col-span-2 col-start-2 row-start-1 flex flex-wrap gap-1.5 sm:col-span-3 sm:col-start-1 sm:row-start-3 sm:mt-3">
            <StatusBadge status={delivery.status} />
            <PriorityBadge priority={delivery.priority} />
            {delivery.rider ? <span className="text-xs text-slate-600">Rider: {delivery.rider.name}</span> : null}
          </div>
        </div>

        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 sm:gap-4">
          <div className="min-w-0">
            <p className={cn(label, 'mb-1 hidden sm:block')}>Customer</p>
            <CustomerContact customer={delivery.customer} compactOnPhone />
          </div>
          <DeliveryRoute from={delivery.from} to={delivery.to} compactOnPhone />
        </div>

        <div className="hidden flex-col gap-4 sm:flex">
          <DeliveryDates createdAt={delivery.createdAt} estimatedDelivery={delivery.estimatedDelivery} />
          <ItemChips items={delivery.items} />
          <SpecialInstructions text={delivery.specialInstructions} />
        </div>
      </div>

      <div
        ref={actionsRef}
        className="flex flex-wrap items-center gap-2 rounded-b-xl px-3 pb-3 sm:rounded-b-2xl sm:border-t sm:border-slate-100 sm:bg-slate-50/70 sm:px-5 sm:py-3"
      >
        {actions}
        <ViewDetailsLink
          delivery={delivery}
          onOpen={onOpen}
          className={buttonClasses('ghost', 'sm', 'ml-auto text-brand-800 max-sm:-mr-2 max-sm:h-11 max-sm:px-2')}
        />
      </div>
    </article>
  );
}
