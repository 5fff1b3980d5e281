import type { PublicTracking, PublicTrackingEvent } from '@/api/schemas/public-tracking';
import type { DeliveryStatus } from '@/api/schemas';
import { db, type DeliveryRecord } from './db';
import { eventsOf } from './delivery-store';
import { MockError } from './errors';

/*
 * What a delivery's public tracking page shows (GET /api/track/:code, issue 28): the steps, not
 * the events' notes (a partner's words, a reassignment's reason); cities, not addresses; the
 * recipient by first name and initial. Built field by field from the record: nothing else of it
 * can reach the reply.
 */

/** One answer for every code that opens nothing: a wrong code, a tracking number, any other text. */
export const trackingNotFound = () => new MockError(404, 'No delivery has this tracking link', 'NOT_FOUND');

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);
const initial = (word: string) => `${word.charAt(0).toUpperCase()}.`;

/** "Funke Adeyemi" → "Funke A.". */
export const firstNameAndInitial = (name: string) => {
  const [first = '', ...rest] = words(name);
  return [first, ...rest.slice(-1).map(initial)].join(' ');
};

/** "Tunde Adebayo" → "T. A.". */
export const initialsOf = (name: string) => words(name).map(initial).join(' ');

/** The city each step happened in: the pickup's until the parcel is on the road, then the drop-off's. */
function cityOf(delivery: DeliveryRecord, step: PublicTrackingEvent['step']): string | undefined {
  if (step === 'cancelled' || step === 'rejected') return undefined;
  return step === 'in-transit' || step === 'delivered' || step === 'attempt-failed'
    ? delivery.to.city
    : delivery.from.city;
}

/** Each status the delivery reached, once (at its first event), and each failed attempt: oldest first. */
function stepsOf(delivery: DeliveryRecord): PublicTrackingEvent[] {
  const seen = new Set<DeliveryStatus>();
  const steps: PublicTrackingEvent[] = [];
  for (const event of eventsOf(delivery.id)) {
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
function publicPosition(delivery: DeliveryRecord) {
  const last = eventsOf(delivery.id).findLast((event) => event.location?.coordinates)?.location?.coordinates;
  return last ? { lat: roughly(last.lat), lng: roughly(last.lng) } : undefined;
}

export function publicTrackingOf(code: string): PublicTracking {
  const delivery = db.state.deliveries.find((d) => d.trackingCode === code);
  if (!delivery) throw trackingNotFound();
  const events = stepsOf(delivery);
  const location = delivery.status === 'in-transit' ? publicPosition(delivery) : undefined;
  const deliveredAt = events.findLast((event) => event.step === 'delivered')?.at;
  const partner = db.state.profiles.find((profile) => profile.partnerId === delivery.partnerId);
  return {
    // A partner that has not named its company yet ('') is not named by its person either.
    partnerName: partner?.companyName || 'DeliverOS partner',
    trackingNumber: delivery.trackingNumber,
    status: delivery.status,
    estimatedDelivery: delivery.estimatedDelivery,
    fromCity: delivery.from.city,
    toCity: delivery.to.city,
    recipient: firstNameAndInitial(delivery.customer.name),
    events,
    ...(location ? { lastLocation: location } : {}),
    ...(delivery.status === 'delivered' && deliveredAt
      ? { delivered: { at: deliveredAt, to: initialsOf(delivery.proof?.recipientName ?? delivery.customer.name) } }
      : {}),
  };
}
