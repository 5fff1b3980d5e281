import { CircleAlert, Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { Delivery, Place } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { safeHref } from '@/components/ui/safe-href';

/* Presentational pieces shared by the delivery card and the detail view. */

/**
 * Where a delivery goes: from, then to. `compactOnPhone` (the cards): below sm each place is one
 * line, truncated, its full text in its title.
 */
export function DeliveryRoute({
  from,
  to,
  className,
  compactOnPhone = false,
}: {
  from: Place;
  to: Place;
  className?: string;
  compactOnPhone?: boolean;
}) {
  const row = cn('relative pl-6', compactOnPhone && 'max-sm:flex max-sm:items-baseline max-sm:gap-2');
  const term = cn(
    'text-xs font-medium tracking-wide text-slate-500 uppercase',
    compactOnPhone && 'max-sm:w-8 max-sm:shrink-0',
  );
  const place = cn('text-sm break-words text-slate-900', compactOnPhone && 'max-sm:min-w-0 max-sm:truncate');
  // dl > div > dt + dd only: the dots and the dashed rail are decoration inside the terms.
  return (
    <dl
      className={cn(
        'relative space-y-3 before:absolute before:top-3 before:bottom-8 before:left-[5px] before:border-l-2 before:border-dashed before:border-slate-300',
        compactOnPhone && 'max-sm:space-y-0.5 max-sm:before:top-3.5 max-sm:before:bottom-3.5',
        className,
      )}
    >
      <div className={row}>
        <dt className={term}>
          <span
            aria-hidden="true"
            className="absolute top-1 left-0 size-3 rounded-full border-2 border-brand-600 bg-white"
          />
          From
        </dt>
        <dd className={place} title={`${from.address}, ${from.city}`}>
          {from.address}, <span className="font-medium">{from.city}</span>
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>
          <span aria-hidden="true" className="absolute top-1 left-0 size-3 rounded-full bg-brand-600" />
          To
        </dt>
        <dd className={place} title={`${to.address}, ${to.city}`}>
          {to.address}, <span className="font-medium">{to.city}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The customer's name, email and phone. `compactOnPhone` (the cards): below sm the name and
 * phone share one line and the email waits for the detail view.
 */
export function CustomerContact({
  customer,
  compactOnPhone = false,
}: {
  customer: Delivery['customer'];
  compactOnPhone?: boolean;
}) {
  // Built from the server's data: only ever a mailto: or tel: link (or no link at all).
  return (
    <div className={cn('min-w-0 text-sm', compactOnPhone && 'max-sm:flex max-sm:items-center max-sm:gap-3')}>
      <p className={cn('font-semibold text-slate-900', compactOnPhone && 'max-sm:min-w-0 max-sm:truncate')}>
        {customer.name}
      </p>
      <p className={cn('mt-1 flex min-w-0 items-center gap-1.5 text-slate-600', compactOnPhone && 'max-sm:hidden')}>
        <Icon node={Mail} className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <a
          href={safeHref(`mailto:${customer.email}`)}
          title={customer.email}
          className="truncate hover:text-brand-700 hover:underline"
        >
          {customer.email}
        </a>
      </p>
      <p
        className={cn(
          'mt-0.5 flex items-center gap-1.5 text-slate-600',
          compactOnPhone && 'max-sm:mt-0 max-sm:ml-auto max-sm:shrink-0',
        )}
      >
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
      <DateItem label="Created" at={createdAt} />
      <DateItem label="ETA" at={estimatedDelivery} />
    </dl>
  );
}

// Labelled as Customer, From and To are: in words, no icon (icons cost the first visit bytes).
function DateItem({ label, at }: { label: string; at: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
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
