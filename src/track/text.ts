import type { PublicTracking, PublicTrackingEvent, PublicTrackingStep } from '@/api/schemas/public-tracking';
import { lagosClock, lagosDay, lagosTimeZone } from '@/components/ui/lagos-time';

/*
 * What the tracking page says, from the reply alone: the status as a sentence for the customer,
 * each step's name, and times as a Lagos customer reads them (Africa/Lagos, 24-hour), whatever
 * the phone's own time zone.
 */

/** How the status card looks: moving along, waiting to start, done, needs a word, stopped. */
export type Tone = 'moving' | 'waiting' | 'done' | 'warning' | 'stopped';

export interface Headline {
  title: string;
  detail: string;
  tone: Tone;
}

/** A delivery that will not change any more: no ETA, no refreshing. */
export const hasEnded = (tracking: Pick<PublicTracking, 'status'>) =>
  ['delivered', 'rejected', 'cancelled', 'returned'].includes(tracking.status);

/** The timeline's name of each step. */
export const stepNames: Record<PublicTrackingStep, string> = {
  pending: 'Order received',
  accepted: 'Confirmed',
  'picked-up': 'Picked up',
  'in-transit': 'On the way',
  delivered: 'Delivered',
  'attempt-failed': 'Delivery attempt failed',
  rejected: 'Not accepted',
  cancelled: 'Cancelled',
  returned: 'Returned to sender',
};

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: lagosTimeZone,
});

/** "Sat 28 Nov" in Lagos. */
export const formatDay = (when: string | Date) => dayLabel.format(new Date(when));

/** "14:05" in Lagos. */
export const formatClock = (when: string | Date) => lagosClock(when);

/** "today, Sat 28 Nov", "tomorrow, Sun 29 Nov", or "Mon 30 Nov" — relative to `now`, in Lagos. */
export function relativeDay(when: string, now: Date): string {
  const day = lagosDay(when);
  if (day === lagosDay(now)) return `today, ${formatDay(when)}`;
  if (day === lagosDay(new Date(now.getTime() + 86_400_000))) return `tomorrow, ${formatDay(when)}`;
  return formatDay(when);
}

/** "Delivered to T. A. at 14:05". */
export const deliveredLine = (delivered: NonNullable<PublicTracking['delivered']>) =>
  `Delivered to ${delivered.to} at ${formatClock(delivered.at)}`;

const lastStep = (tracking: PublicTracking) => tracking.events.at(-1)?.step;

/** The status card's sentence: what the customer most wants to know. */
export function headline(tracking: PublicTracking): Headline {
  const { partnerName, fromCity, toCity } = tracking;
  switch (tracking.status) {
    case 'pending':
      return { title: 'Order received', detail: `${partnerName} will confirm it shortly.`, tone: 'waiting' };
    case 'accepted':
      return { title: 'Confirmed', detail: `A rider will pick it up in ${fromCity}.`, tone: 'waiting' };
    case 'picked-up':
      return { title: 'Picked up', detail: `Collected in ${fromCity}, soon on its way to ${toCity}.`, tone: 'moving' };
    case 'in-transit':
      return lastStep(tracking) === 'attempt-failed'
        ? {
            title: 'Delivery attempt failed — we’ll try again',
            detail: `The rider couldn’t hand it over. ${partnerName} will try again.`,
            tone: 'warning',
          }
        : { title: `On its way to ${toCity}`, detail: `With a ${partnerName} rider.`, tone: 'moving' };
    case 'delivered':
      return {
        title: 'Delivered',
        detail: tracking.delivered ? deliveredLine(tracking.delivered) : `Delivered in ${toCity}`,
        tone: 'done',
      };
    case 'rejected':
      return { title: 'Not accepted', detail: `${partnerName} could not take this delivery.`, tone: 'stopped' };
    case 'cancelled':
      return { title: 'Cancelled', detail: 'This delivery was cancelled.', tone: 'stopped' };
    case 'returned':
      return { title: 'Returned to sender', detail: 'The parcel has gone back to the sender.', tone: 'stopped' };
  }
}

/** The four stages of a delivery that goes ahead, and how many of them it has reached. */
export const stages = ['Confirmed', 'Picked up', 'On the way', 'Delivered'] as const;

export function stagesReached(tracking: PublicTracking): number | null {
  const reached: Partial<Record<PublicTracking['status'], number>> = {
    pending: 0,
    accepted: 1,
    'picked-up': 2,
    'in-transit': 3,
    delivered: 4,
  };
  return reached[tracking.status] ?? null;
}

export interface TimelineDay {
  /** "Sat 28 Nov". */
  label: string;
  /** Newest first. */
  events: PublicTrackingEvent[];
}

/** The steps grouped by their Lagos day, newest day and newest step first. */
export function timelineDays(events: readonly PublicTrackingEvent[]): TimelineDay[] {
  const days: TimelineDay[] = [];
  let current: { key: string; day: TimelineDay } | undefined;
  for (const event of [...events].reverse()) {
    const key = lagosDay(event.at);
    if (current?.key !== key) {
      current = { key, day: { label: formatDay(event.at), events: [] } };
      days.push(current.day);
    }
    current.day.events.push(event);
  }
  return days;
}

/** "in 4 minutes", "in 45 seconds": when the page may ask again (Retry-After). */
export function waitFor(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
