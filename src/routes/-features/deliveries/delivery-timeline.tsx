import { MapPin } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { TrackingEvent } from '@/api/schemas';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/components/ui/format';
import { deliveryStatusLabels, statusDot } from './badges';

/**
 * A delivery's tracking history as an ordered list, oldest first: it reads as the story of
 * the parcel, and the last step is the current one (aria-current="step").
 */
export function DeliveryTimeline({ events, labelledBy }: { events: TrackingEvent[]; labelledBy?: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No tracking events yet.</p>;
  return (
    <ol aria-labelledby={labelledBy} className="relative">
      {events.map((event, index) => {
        const current = index === events.length - 1;
        return (
          <li key={event.id} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {/* The rail between two dots. */}
            {current ? null : (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[7px] w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-4 shrink-0 rounded-full ring-4',
                current ? `${statusDot(event.status)} ring-brand-100` : 'bg-slate-300 ring-white',
              )}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <p className={cn('text-sm font-semibold', current ? 'text-slate-900' : 'text-slate-700')}>
                  {deliveryStatusLabels[event.status]}
                  {current ? <span className="sr-only"> (current status)</span> : null}
                </p>
                <time dateTime={event.timestamp} className="text-xs text-slate-500">
                  {formatDateTime(event.timestamp)}
                </time>
              </div>
              <p className="mt-0.5 text-sm break-words text-slate-600">{event.note}</p>
              {event.location?.address ? (
                <p className="mt-1 flex items-start gap-1 text-xs text-slate-500">
                  <Icon node={MapPin} className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  <span className="break-words">{event.location.address}</span>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
