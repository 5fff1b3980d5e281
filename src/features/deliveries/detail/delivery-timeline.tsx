import { MapPin } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { TrackingEvent } from '@/api/schemas';
import { formatDateTime } from '@/components/ui/format';
import { Timeline } from '@/components/ui/timeline';
import { deliveryStatusLabels, statusDot } from '../badges';

/**
 * A delivery's tracking history, oldest first: it reads as the story of the parcel, and the
 * last step is the current one.
 */
export function DeliveryTimeline({ events, labelledBy }: { events: TrackingEvent[]; labelledBy?: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No tracking events yet.</p>;
  return (
    <Timeline
      labelledBy={labelledBy}
      steps={events.map((event) => ({
        key: event.id,
        title: deliveryStatusLabels[event.status],
        at: event.timestamp,
        atText: formatDateTime(event.timestamp),
        dotClass: statusDot(event.status),
        details: (
          <>
            <p className="mt-0.5 text-sm break-words text-slate-600">{event.note}</p>
            {event.location?.address ? (
              <p className="mt-1 flex items-start gap-1 text-xs text-slate-500">
                <Icon node={MapPin} className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                <span className="break-words">{event.location.address}</span>
              </p>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
