import type { Delivery } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatNaira } from '@/components/ui/format';
import { PriorityBadge, StatusBadge } from '../badges';
import { DeliveryDetailLink } from '../detail-link';
import { checkbox, rowHeight, stickySelect, stickyStart, td } from './table-cells';

/** One delivery as a row; its tracking number opens the detail view. */
export function Row({
  delivery,
  rowIndex,
  selected,
  onToggle,
  onOpen,
}: {
  delivery: Delivery;
  rowIndex: number;
  selected: boolean;
  /** With `range`, every row from the last one clicked (Shift). */
  onToggle: (range: boolean) => void;
  onOpen: () => void;
}) {
  const cell = cn(td, 'border-b border-slate-100');
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={selected}
      style={{ height: rowHeight }}
      className={cn('group', selected && '[&>*]:bg-brand-50')}
    >
      <td className={cn(cell, stickySelect, 'bg-white group-hover:bg-slate-50')}>
        <input
          type="checkbox"
          aria-label={`Select ${delivery.trackingNumber}`}
          checked={selected}
          onChange={(event) => onToggle('shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true)}
          className={checkbox}
        />
      </td>
      <th scope="row" className={cn(cell, stickyStart, 'bg-white text-left font-normal group-hover:bg-slate-50')}>
        <DeliveryDetailLink
          id={delivery.id}
          onOpen={onOpen}
          className="rounded font-mono text-xs font-bold text-brand-800 underline-offset-2 hover:underline"
        >
          {delivery.trackingNumber}
        </DeliveryDetailLink>
      </th>
      <td className={cn(cell, 'max-w-48 group-hover:bg-slate-50')}>
        <p className="truncate font-medium text-slate-900">{delivery.customer.name}</p>
        <p className="truncate text-xs text-slate-500">{delivery.customer.phone}</p>
      </td>
      <td className={cn(cell, 'max-w-56 text-slate-700 group-hover:bg-slate-50')}>
        <p className="truncate">
          <span className="sr-only">From </span>
          {delivery.from.address}, {delivery.from.city}
        </p>
        <p className="truncate text-xs text-slate-500">
          <span aria-hidden="true">→ </span>
          <span className="sr-only">to </span>
          {delivery.to.address}, {delivery.to.city}
        </p>
      </td>
      <td className={cn(cell, 'text-slate-700 group-hover:bg-slate-50')}>
        <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
      </td>
      <td className={cn(cell, 'text-slate-700 group-hover:bg-slate-50')}>
        <time dateTime={delivery.estimatedDelivery}>{formatDateTime(delivery.estimatedDelivery)}</time>
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <PriorityBadge priority={delivery.priority} />
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <StatusBadge status={delivery.status} />
      </td>
      <td className={cn(cell, 'text-right font-semibold text-slate-900 tabular-nums group-hover:bg-slate-50')}>
        {formatNaira(delivery.price)}
      </td>
    </tr>
  );
}
