import { CalendarClock, CalendarPlus, CircleAlert, Mail, Phone } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import type { Delivery, Place } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { safeHref } from '@/components/ui/safe-href';

/* Presentational pieces shared by the delivery card and the detail view. */

export function DeliveryRoute({ from, to, className }: { from: Place; to: Place; className?: string }) {
  // dl > div > dt + dd only: the dots and the dashed rail are decoration inside the terms.
  return (
    <dl
      className={cn(
        'relative space-y-3 before:absolute before:top-3 before:bottom-8 before:left-[5px] before:border-l-2 before:border-dashed before:border-slate-300',
        className,
      )}
    >
      <div className="relative pl-6">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          <span
            aria-hidden="true"
            className="absolute top-1 left-0 size-3 rounded-full border-2 border-brand-600 bg-white"
          />
          From
        </dt>
        <dd className="text-sm break-words text-slate-900">
          {from.address}, <span className="font-medium">{from.city}</span>
        </dd>
      </div>
      <div className="relative pl-6">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          <span aria-hidden="true" className="absolute top-1 left-0 size-3 rounded-full bg-brand-600" />
          To
        </dt>
        <dd className="text-sm break-words text-slate-900">
          {to.address}, <span className="font-medium">{to.city}</span>
        </dd>
      </div>
    </dl>
  );
}

export function CustomerContact({ customer }: { customer: Delivery['customer'] }) {
  // Built from the server's data: only ever a mailto: or tel: link (or no link at all).
  return (
    <div className="min-w-0 text-sm">
      <p className="font-semibold text-slate-900">{customer.name}</p>
      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-slate-600">
        <Icon node={Mail} className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <a href={safeHref(`mailto:${customer.email}`)} className="truncate hover:text-brand-700 hover:underline">
          {customer.email}
        </a>
      </p>
      <p className="mt-0.5 flex items-center gap-1.5 text-slate-600">
        <Icon node={Phone} className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <a
          href={safeHref(`tel:${customer.phone.replace(/\s+/g, '')}`)}
          className="hover:text-brand-700 hover:underline"
        >
          {customer.phone}
        </a>
      </p>
    </div>
  );
}

export function DeliveryDates({ createdAt, estimatedDelivery }: Pick<Delivery, 'createdAt' | 'estimatedDelivery'>) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <DateItem icon={CalendarPlus} label="Created" at={createdAt} />
      <DateItem icon={CalendarClock} label="ETA" at={estimatedDelivery} />
    </dl>
  );
}

function DateItem({ icon, label, at }: { icon: IconNode; label: string; at: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon node={icon} className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 text-slate-900">
        <time dateTime={at}>{formatDateTime(at)}</time>
      </dd>
    </div>
  );
}

export function ItemChips({ items, label = 'Items' }: { items: string[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <li
          key={`${index}-${item}`}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium break-words text-slate-700"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function SpecialInstructions({ text }: { text: string | undefined }) {
  if (!text?.trim()) return null;
  return (
    <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">Special instructions: </span>
        {text}
      </p>
    </div>
  );
}
