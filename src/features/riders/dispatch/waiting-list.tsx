import type { Delivery } from '@/api/schemas';
import { PriorityBadge, priorityWords } from '../rider-parts';

/** "DOS-2026-0008 for Funke Adeyemi, Ibadan → Ibadan, medium priority": the choice's name, read as one. */
const deliveryName = (delivery: Delivery) =>
  `${delivery.trackingNumber} for ${delivery.customer.name}, ${delivery.from.city} → ${delivery.to.city}, ${priorityWords[delivery.priority].toLowerCase()}`;

/** The deliveries waiting for a rider as one radio group: arrow keys move the choice, Assign gives it. */
export function WaitingList({
  items,
  chosen,
  onChoose,
  total,
}: {
  items: Delivery[];
  chosen: Delivery | undefined;
  onChoose: (id: string) => void;
  total: number;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Choose a delivery, then a rider’s Assign</legend>
      {items.map((delivery) => (
        <label
          key={delivery.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
        >
          <input
            type="radio"
            name="dispatch-delivery"
            value={delivery.id}
            checked={delivery.id === chosen?.id}
            onChange={() => onChoose(delivery.id)}
            aria-label={deliveryName(delivery)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span className="min-w-0 flex-1 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold text-slate-900">{delivery.trackingNumber}</span>
              <PriorityBadge priority={delivery.priority} />
            </span>
            <span className="block text-slate-600">{delivery.customer.name}</span>
            <span className="block text-xs text-slate-500">
              {delivery.from.city} → {delivery.to.city}
            </span>
          </span>
        </label>
      ))}
      {total > items.length ? (
        <p className="text-xs text-slate-500">
          Showing the {items.length} most urgent of {total}; the rest follow as these get riders.
        </p>
      ) : null}
    </fieldset>
  );
}
