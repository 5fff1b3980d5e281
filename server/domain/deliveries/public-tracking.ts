import type { DeliveryStatus } from '@/api/schemas';
import type { PublicTracking, PublicTrackingEvent } from '@/api/schemas/public-tracking';
import { DomainError } from '../errors';
import { limitedLookup } from '../lookup-limits';
import { isSandboxId } from '../partners/sandbox-ids';
import type { Ctx } from '../ports';
import { eventsOf } from './events';
import type { DeliveryRecord, TrackingEventRecord } from './records';

/*
 * What a delivery's public tracking page shows (GET /api/track/:code, issue 28): the steps, not
 * the events' notes (a partner's words, a reassignment's reason); cities, not addresses; the
 * recipient by first name and initial. Built field by field from the record: nothing else of it
 * can reach the reply. Each client may look up so many codes in a window, found or not
 * (server/domain/lookup-limits.ts), so codes cannot be tried by the thousand.
 */

/** One answer for every code that opens nothing: a wrong code, a tracking number, any other text. */
const trackingNotFound = () => new DomainError(404, 'No delivery has this tracking link', 'NOT_FOUND');

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);
const initial = (word: string) => `${word.charAt(0).toUpperCase()}.`;

/** "Funke Adeyemi" → "Funke A.". */
const firstNameAndInitial = (name: string) => {
  const [first = '', ...rest] = words(name);
  return [first, ...rest.slice(-1).map(initial)].join(' ');
};

/** "Tunde Adebayo" → "T. A.". */
const initialsOf = (name: string) => words(name).map(initial).join(' ');

/** The city each step happened in: the pickup's until the parcel is on the road, then the drop-off's. */
function cityOf(delivery: DeliveryRecord, step: PublicTrackingEvent['step']): string | undefined {
  if (step === 'cancelled' || step === 'rejected') return undefined;
  return step === 'in-transit' || step === 'delivered' || step === 'attempt-failed'
    ? delivery.to.city
    : delivery.from.city;
}

/** Each status the delivery reached, once (at its first event), and each failed attempt: oldest first. */
function stepsOf(delivery: DeliveryRecord, events: readonly TrackingEventRecord[]): PublicTrackingEvent[] {
  const seen = new Set<DeliveryStatus>();
  const steps: PublicTrackingEvent[] = [];
  for (const event of events) {
    if (seen.has(event.status)) continue;
    seen.add(event.status);
    steps.push({ step: event.status, at: event.timestamp });
  }
  for (const attempt of delivery.attempts ?? []) steps.push({ step: 'attempt-failed', at: attempt.at });
  return steps
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((step) => {
      const city = cityOf(delivery, step.step);
      return city ? { ...step, city } : step;
    });
}

/** About a kilometre: where the parcel is, not whose door it is at. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * The last position with coordinates, as the fleet map has it (a later address-only report has
 * none), to two decimals: until the rider reports, that is the pickup's — a street, not a door.
 */
function publicPosition(events: readonly TrackingEventRecord[]) {
  const last = events.findLast((event) => event.location?.coordinates)?.location?.coordinates;
  return last ? { lat: roughly(last.lat), lng: roughly(last.lng) } : undefined;
}

/** The page of `delivery` (its events oldest first), carried by `companyName`'s company. */
function publicTrackingOf(
  delivery: DeliveryRecord,
  events: readonly TrackingEventRecord[],
  companyName: string | undefined,
): PublicTracking {
  const steps = stepsOf(delivery, events);
  const location = delivery.status === 'in-transit' ? publicPosition(events) : undefined;
  const deliveredAt = steps.findLast((event) => event.step === 'delivered')?.at;
  return {
    // A partner that has not named its company yet ('') is not named by its person either.
    partnerName: companyName || 'DeliverOS partner',
    trackingNumber: delivery.trackingNumber,
    status: delivery.status,
    estimatedDelivery: delivery.estimatedDelivery,
    fromCity: delivery.from.city,
    toCity: delivery.to.city,
    recipient: firstNameAndInitial(delivery.customer.name),
    events: steps,
    ...(location ? { lastLocation: location } : {}),
    ...(delivery.status === 'delivered' && deliveredAt
      ? { delivered: { at: deliveredAt, to: initialsOf(delivery.proof?.recipientName ?? delivery.customer.name) } }
      : {}),
    // Made in test mode (the partner's sandbox twin): the page says so.
    test: isSandboxId(delivery.partnerId),
  };
}

/** GET /api/track/:code, counted against the asking client's look-ups. */
export const publicTracking = (ctx: Ctx, code: string, now: number): Promise<PublicTracking> =>
  limitedLookup(ctx.tx, 'tracking', ctx.request.client, now, async () => {
    const delivery = await ctx.tx.deliveries.byTrackingCode(code);
    if (!delivery) throw trackingNotFound();
    const profile = await ctx.tx.profiles.of(delivery.partnerId);
    return publicTrackingOf(delivery, await eventsOf(ctx, delivery.id), profile?.companyName);
  });
