import { describe, expect, it } from 'vitest';
import type { Delivery, Tracking, TrackingEvent } from '@/api/schemas';
import {
  defaultMapTilesUrl,
  isOpenStreetMapTiles,
  mapTilesOrigin,
  mapTilesProblem,
  mapTilesUrlPattern,
} from '@/map-tiles';
import { deliveryMapModel } from '../delivery-map-model';

const lekki = { lat: 6.4474, lng: 3.4723 };
const ikeja = { lat: 6.6018, lng: 3.3515 };
const bridge = { lat: 6.5, lng: 3.4 };
const maryland = { lat: 6.57, lng: 3.37 };

const delivery = (status: Delivery['status'], withCoordinates = true): Pick<Delivery, 'status' | 'from' | 'to'> => ({
  status,
  from: { address: '12 Admiralty Way, Lekki', city: 'Lagos', ...(withCoordinates ? { coordinates: lekki } : {}) },
  to: { address: 'Allen Avenue, Ikeja', city: 'Lagos', ...(withCoordinates ? { coordinates: ikeja } : {}) },
});

let sequence = 0;
const event = (at: string, location?: TrackingEvent['location']): TrackingEvent => ({
  id: `trk_${++sequence}`,
  status: 'in-transit',
  timestamp: at,
  note: 'Location updated',
  ...(location ? { location } : {}),
});
const tracking = (...events: TrackingEvent[]): Pick<Tracking, 'events' | 'currentLocation'> => ({ events });

describe('deliveryMapModel', () => {
  it('puts pickup and drop-off on the map, with the leg still to go dashed, before any location is reported', () => {
    const model = deliveryMapModel(
      delivery('in-transit'),
      tracking(event('2026-01-01T10:00:00Z', { address: 'Lekki' })),
    );
    expect(model).toEqual({
      pickup: { at: [lekki.lat, lekki.lng], label: '12 Admiralty Way, Lekki, Lagos' },
      dropOff: { at: [ikeja.lat, ikeja.lng], label: 'Allen Avenue, Ikeja, Lagos' },
      reported: [],
      track: [[lekki.lat, lekki.lng]],
      remaining: [
        [lekki.lat, lekki.lng],
        [ikeja.lat, ikeja.lng],
      ],
      bounds: [
        [lekki.lat, lekki.lng],
        [ikeja.lat, ikeja.lng],
      ],
      label:
        'Map: pickup 12 Admiralty Way, Lekki, Lagos; drop-off Allen Avenue, Ikeja, Lagos; no reported locations yet',
    });
  });

  it('runs the track through each reported location in time order, whatever order the events came in', () => {
    const model = deliveryMapModel(
      delivery('in-transit'),
      tracking(
        event('2026-01-01T12:00:00Z', { address: 'Ikorodu Road, Maryland', coordinates: maryland }),
        event('2026-01-01T10:00:00Z', { address: 'Third Mainland Bridge', coordinates: bridge }),
        event('2026-01-01T11:00:00Z', { address: 'No coordinates here' }),
      ),
    )!;
    expect(model.track).toEqual([
      [lekki.lat, lekki.lng],
      [bridge.lat, bridge.lng],
      [maryland.lat, maryland.lng],
    ]);
    expect(model.reported.map((place) => place.label)).toEqual(['Third Mainland Bridge', 'Ikorodu Road, Maryland']);
    // The dashed leg starts where the rider was last seen.
    expect(model.remaining).toEqual([
      [maryland.lat, maryland.lng],
      [ikeja.lat, ikeja.lng],
    ]);
    expect(model.label).toBe(
      'Map: pickup 12 Admiralty Way, Lekki, Lagos; drop-off Allen Avenue, Ikeja, Lagos; 2 reported locations',
    );
  });

  it('ends the track at the drop-off once delivered, with nothing left to go', () => {
    const model = deliveryMapModel(
      delivery('delivered'),
      tracking(event('2026-01-01T10:00:00Z', { coordinates: bridge })),
    )!;
    expect(model.track).toEqual([
      [lekki.lat, lekki.lng],
      [bridge.lat, bridge.lng],
      [ikeja.lat, ikeja.lng],
    ]);
    expect(model.remaining).toEqual([]);
    // No address: the event's note names it.
    expect(model.reported).toEqual([{ at: [bridge.lat, bridge.lng], label: 'Location updated' }]);
    expect(model.label).toMatch(/; 1 reported location$/);
  });

  it('draws no leg to go for a cancelled delivery', () => {
    expect(deliveryMapModel(delivery('cancelled'), tracking())!.remaining).toEqual([]);
  });

  it('counts a location reported twice in a row once on the track, and adds a current location the events lack', () => {
    const model = deliveryMapModel(delivery('picked-up'), {
      events: [
        event('2026-01-01T10:00:00Z', { coordinates: bridge }),
        event('2026-01-01T10:30:00Z', { coordinates: bridge }),
      ],
      currentLocation: { address: 'Maryland', coordinates: maryland },
    })!;
    expect(model.track).toEqual([
      [lekki.lat, lekki.lng],
      [bridge.lat, bridge.lng],
      [maryland.lat, maryland.lng],
    ]);
    expect(model.reported.at(-1)).toEqual({ at: [maryland.lat, maryland.lng], label: 'Maryland' });
  });

  it('counts a place carried forward by status changes as one report, as needs-attention does', () => {
    // Created, accepted, picked up and on its way: four events at the pickup, one place reported.
    const atPickup = { address: '12 Admiralty Way, Lekki', coordinates: lekki };
    const model = deliveryMapModel(
      delivery('in-transit'),
      tracking(
        event('2026-01-01T09:00:00Z', atPickup),
        event('2026-01-01T09:10:00Z', atPickup),
        event('2026-01-01T09:40:00Z', atPickup),
        event('2026-01-01T10:00:00Z', atPickup),
      ),
    )!;
    expect(model.reported).toEqual([{ at: [lekki.lat, lekki.lng], label: '12 Admiralty Way, Lekki' }]);
    expect(model.label).toContain('1 reported location');
    expect(model.label).not.toContain('4 reported locations');
  });

  it('shows reported locations alone when the delivery’s places have no coordinates, and no map when nothing has', () => {
    expect(
      deliveryMapModel(delivery('in-transit', false), tracking(event('2026-01-01T10:00:00Z', { address: 'Yaba' }))),
    ).toBeNull();
    const model = deliveryMapModel(
      delivery('in-transit', false),
      tracking(event('2026-01-01T10:00:00Z', { address: 'Third Mainland Bridge', coordinates: bridge })),
    )!;
    expect(model).toMatchObject({ pickup: null, dropOff: null, track: [[bridge.lat, bridge.lng]], remaining: [] });
    expect(model.label).toBe('Map: 1 reported location');
  });
});

describe('the tile URL (VITE_MAP_TILES_URL)', () => {
  it('defaults to OpenStreetMap’s tiles, whose one origin the CSP names', () => {
    expect(defaultMapTilesUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapTilesProblem(defaultMapTilesUrl)).toBeNull();
    expect(mapTilesOrigin(defaultMapTilesUrl)).toBe('https://tile.openstreetmap.org');
    expect(isOpenStreetMapTiles(defaultMapTilesUrl)).toBe(true);
    expect(isOpenStreetMapTiles('https://tiles.example.ng/{z}/{x}/{y}.png')).toBe(false);
  });

  it('accepts https anywhere and http on localhost only, with {z}, {x} and {y} and one host', () => {
    expect(mapTilesProblem('https://tiles.example.ng/v1/{z}/{x}/{y}@2x.png?key=abc')).toBeNull();
    expect(mapTilesOrigin('https://tiles.example.ng:8443/v1/{z}/{x}/{y}.png')).toBe('https://tiles.example.ng:8443');
    expect(mapTilesProblem('http://localhost:8080/{z}/{x}/{y}.png')).toBeNull();
    expect(mapTilesOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(mapTilesProblem('http://tiles.example.ng/{z}/{x}/{y}.png')).toBe('must be https (http only on localhost)');
    expect(mapTilesProblem('https://tiles.example.ng/{z}/{x}.png')).toBe('must contain {z}, {x} and {y}');
    expect(mapTilesProblem('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'must name one host (no {s} subdomains)',
    );
    expect(mapTilesProblem('/tiles/{z}/{x}/{y}.png')).toBe('must be an absolute URL');
    expect(mapTilesProblem('javascript://{z}/{x}/{y}')).toBe('must name one host (no {s} subdomains)');
    expect(() => mapTilesOrigin('ftp://tiles.example.ng/{z}/{x}/{y}.png')).toThrow(
      'VITE_MAP_TILES_URL must be https (http only on localhost): ftp://tiles.example.ng/{z}/{x}/{y}.png',
    );
  });

  it('is refused by the app (src/env.ts’s one pattern) exactly when the build’s CSP refuses it', () => {
    const templates = [
      defaultMapTilesUrl,
      'https://tiles.example.ng/v1/{z}/{x}/{y}@2x.png?key=abc',
      'https://tiles.example.ng:8443/tiles?z={z}&x={x}&y={y}',
      'http://localhost:8080/{z}/{x}/{y}.png',
      'http://127.0.0.1/{z}/{x}/{y}.png',
      'http://tiles.example.ng/{z}/{x}/{y}.png',
      'http://localhost.evil.example/{z}/{x}/{y}.png',
      'https://tiles.example.ng/{z}/{x}.png',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      '/tiles/{z}/{x}/{y}.png',
      'javascript://{z}/{x}/{y}',
      'ftp://tiles.example.ng/{z}/{x}/{y}.png',
    ];
    for (const template of templates) {
      expect({ template, app: mapTilesUrlPattern.test(template) }).toEqual({
        template,
        app: mapTilesProblem(template) === null,
      });
    }
  });
});
