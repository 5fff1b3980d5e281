import type { FleetEntry } from '@/api/schemas/riders';

/** [latitude, longitude]: what Leaflet draws. */
export type LatLng = readonly [lat: number, lng: number];

/** One open delivery on the fleet map. */
export interface FleetMarker {
  deliveryId: string;
  at: LatLng;
  /** The tooltip's first line: the tracking number. */
  title: string;
  /** Its second: the rider (or Unassigned) and the destination. */
  detail: string;
  assigned: boolean;
}

/** The entries with a position, as markers; the map's accessible name says how many of all. */
export function fleetMarkers(entries: readonly FleetEntry[]): { markers: FleetMarker[]; label: string } {
  const markers = entries.flatMap((entry) =>
    entry.position
      ? [
          {
            deliveryId: entry.deliveryId,
            at: [entry.position.coordinates.lat, entry.position.coordinates.lng] as const,
            title: entry.trackingNumber,
            detail: `${entry.rider?.name ?? 'Unassigned'} · to ${entry.toCity}`,
            assigned: entry.rider !== undefined,
          },
        ]
      : [],
  );
  const label = `Map: ${markers.length} of ${entries.length} open ${entries.length === 1 ? 'delivery' : 'deliveries'} by last known position`;
  return { markers, label };
}
