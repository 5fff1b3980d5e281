import type { ReactNode } from 'react';
import type { Delivery } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatNaira } from '@/components/ui/format';
import { PriorityBadge, StatusBadge } from '../badges';
import { DeliveryDetailLink } from '../detail-link';
import { checkbox, rowHeight, stickySelect, stickyStart, stickyStartStyle, td } from './table-cells';

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
  const from = `${delivery.from.address}, ${delivery.from.city}`;
  const to = `${delivery.to.address}, ${delivery.to.city}`;
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
      <th
        scope="row"
        className={cn(cell, stickyStart, 'bg-white text-left font-normal group-hover:bg-slate-50')}
        style={stickyStartStyle}
      >
        <DeliveryDetailLink
          id={delivery.id}
          onOpen={onOpen}
          className="rounded font-mono text-xs font-bold text-brand-800 underline-offset-2 hover:underline"
        >
          {delivery.trackingNumber}
        </DeliveryDetailLink>
      </th>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <Truncated className="font-medium text-slate-900">{delivery.customer.name}</Truncated>
        <Truncated className="text-xs text-slate-500">{delivery.customer.phone}</Truncated>
      </td>
      <td className={cn(cell, 'text-slate-700 group-hover:bg-slate-50')}>
        <Truncated title={from}>
          <span className="sr-only">From </span>
          {from}
        </Truncated>
        <Truncated title={to} className="text-xs text-slate-500">
          <span aria-hidden="true">→ </span>
          <span className="sr-only">to </span>
          {to}
        </Truncated>
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <DateTime at={delivery.createdAt} />
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <DateTime at={delivery.estimatedDelivery} />
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <PriorityBadge priority={delivery.priority} />
      </td>
      <td className={cn(cell, 'group-hover:bg-slate-50')}>
        <StatusBadge status={delivery.status} />
        {/* Who carries it, under its status (issue 27): no column of its own, the table keeps its width. */}
        {delivery.rider ? (
          <Truncated className="mt-0.5 text-xs text-slate-500">{delivery.rider.name}</Truncated>
        ) : delivery.status === 'accepted' ? (
          <p className="mt-0.5 text-xs text-slate-500">Unassigned</p>
        ) : null}
      </td>
      <td className={cn(cell, 'text-right font-semibold text-slate-900 tabular-nums group-hover:bg-slate-50')}>
        {formatNaira(delivery.price)}
      </td>
    </tr>
  );
}

/**
 * One line of a cell, cut with an ellipsis when the column is narrower than it; the whole text
 * in its title (a tooltip on hover), in the page (a screen reader reads all of it), and on screen
 * while the row holds the keyboard focus (its checkbox or tracking number, `:focus-visible`: a
 * click must not move the link under the pointer): the row then wraps its cells' text and grows
 * (a virtualised table's spacer rows keep the others in place).
 */
function Truncated({ title, className, children }: { title?: string; className?: string; children: ReactNode }) {
  return (
    <p
      title={title ?? (typeof children === 'string' ? children : undefined)}
      className={cn(
        'truncate group-has-[:focus-visible]:whitespace-normal group-has-[:focus-visible]:wrap-anywhere',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** "27 Nov 2026," over "05:07": the day and the time on two lines, so the column stays narrow. */
function DateTime({ at }: { at: string }) {
  const text = formatDateTime(at);
  const cut = text.lastIndexOf(', ');
  return (
    <time dateTime={at} title={text} className="block text-slate-700">
      {cut < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, cut + 1)}
          <span className="block text-xs text-slate-500 tabular-nums"> {text.slice(cut + 2)}</span>
        </>
      )}
    </time>
  );
}
