import type { Delivery, Place, Tracking } from '@/api/schemas';

/** [latitude, longitude]: what Leaflet draws. */
export type LatLng = readonly [lat: number, lng: number];

export interface MapPlace {
  at: LatLng;
  /** The address as the timeline writes it, for the marker's tooltip. */
  label: string;
}

export interface DeliveryMapModel {
  pickup: MapPlace | null;
  dropOff: MapPlace | null;
  /** Each reported location with coordinates, oldest first (the last is where the rider was last seen). */
  reported: MapPlace[];
  /** The road so far: pickup, then each reported location, in time order (and the drop-off once delivered). */
  track: LatLng[];
  /** The leg still to go, drawn dashed: from the last known point to the drop-off, while the delivery is open. */
  remaining: LatLng[];
  /** Every point on the map, to fit the view to. */
  bounds: LatLng[];
  /** What the map shows, in words: its accessible name. */
  label: string;
}

const placeLabel = (place: Place) =>
  place.city && !place.address.includes(place.city) ? `${place.address}, ${place.city}` : place.address;
const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLng => [lat, lng];
const same = (a: LatLng | undefined, b: LatLng | undefined) => Boolean(a && b && a[0] === b[0] && a[1] === b[1]);

/** Appends `point` unless it repeats the last one (a location reported twice is one step). */
function append(line: LatLng[], point: LatLng) {
  if (!same(line.at(-1), point)) line.push(point);
}

/**
 * The delivery map's content: pickup and drop-off from the delivery, the track through every
 * tracking event that carries coordinates, in time order, and its summary in words. Null when
 * nothing has coordinates: then there is no map (the timeline already lists the addresses).
 */
export function deliveryMapModel(
  delivery: Pick<Delivery, 'status' | 'from' | 'to'>,
  tracking?: Pick<Tracking, 'events' | 'currentLocation'>,
): DeliveryMapModel | null {
  const pickup = delivery.from.coordinates
    ? { at: toLatLng(delivery.from.coordinates), label: placeLabel(delivery.from) }
    : null;
  const dropOff = delivery.to.coordinates
    ? { at: toLatLng(delivery.to.coordinates), label: placeLabel(delivery.to) }
    : null;

  const events = [...(tracking?.events ?? [])].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const reported: MapPlace[] = [];
  for (const event of events) {
    const coordinates = event.location?.coordinates;
    // A status change carries the last known place forward: the same place again is not a new
    // report (needs-attention counts reports the same way).
    if (coordinates && !same(reported.at(-1)?.at, toLatLng(coordinates))) {
      reported.push({ at: toLatLng(coordinates), label: event.location?.address || event.note });
    }
  }
  // A backend may report the current location apart from the events: it is the latest point.
  const current = tracking?.currentLocation?.coordinates;
  if (current && !same(reported.at(-1)?.at, toLatLng(current))) {
    reported.push({ at: toLatLng(current), label: tracking?.currentLocation?.address || 'Last known location' });
  }

  const track: LatLng[] = [];
  if (pickup) append(track, pickup.at);
  for (const place of reported) append(track, place.at);
  const remaining: LatLng[] = [];
  if (dropOff && delivery.status === 'delivered') append(track, dropOff.at);
  else if (dropOff && delivery.status !== 'cancelled' && track.length > 0 && !same(track.at(-1), dropOff.at)) {
    remaining.push(track.at(-1)!, dropOff.at);
  }

  const bounds = [
    ...(pickup ? [pickup.at] : []),
    ...reported.map((place) => place.at),
    ...(dropOff ? [dropOff.at] : []),
  ];
  if (bounds.length === 0) return null;

  const parts = [
    ...(pickup ? [`pickup ${pickup.label}`] : []),
    ...(dropOff ? [`drop-off ${dropOff.label}`] : []),
    reported.length === 0
      ? 'no reported locations yet'
      : `${reported.length} reported location${reported.length === 1 ? '' : 's'}`,
  ];
  return { pickup, dropOff, reported, track, remaining, bounds, label: `Map: ${parts.join('; ')}` };
}
