import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import type { PublicTracking } from '@/api/schemas/public-tracking';
import { quietMap } from '@/components/map/quiet-map';
import { env } from '@/env';
import { isOpenStreetMapTiles } from '@/map-tiles';
import { el } from './dom';

/*
 * The parcel's last reported position on a map: this module, Leaflet and Leaflet's CSS are one
 * lazy chunk, loaded only while a parcel on the road has a position. As the app's maps (see
 * src/components/map/use-leaflet-map.ts): tiles from VITE_MAP_TILES_URL (the CSP's img-src
 * names their origin), no keyboard stop, zoom buttons or wheel zoom inside the picture, no
 * one-finger drag on a phone. Without tiles (offline, blocked) the marker still draws, on the
 * frame's dotted background. Colours are SVG attributes: Leaflet styles through the CSSOM only.
 */

type Position = NonNullable<PublicTracking['lastLocation']>;

export interface ParcelMap {
  /** A newer position: the marker moves there, and the view with it. */
  move: (at: Position) => void;
  remove: () => void;
}

const colours = { brand: '#047857', halo: '#34d399', white: '#ffffff' } as const;
const zoom = 13;

export function drawParcelMap(canvas: HTMLElement, at: Position): ParcelMap {
  const map = quietMap(canvas);
  const place = L.latLng(at.lat, at.lng);
  const halo = L.circleMarker(place, {
    radius: 18,
    stroke: false,
    fillColor: colours.halo,
    fillOpacity: 0.35,
    interactive: false,
  }).addTo(map);
  const dot = L.circleMarker(place, {
    radius: 8,
    color: colours.white,
    weight: 3,
    fillColor: colours.brand,
    fillOpacity: 1,
    interactive: false,
  }).addTo(map);
  map.setView(place, zoom, { animate: false });
  if (isOpenStreetMapTiles(env.mapTilesUrl)) {
    // Text, not a link: the tiles' licence asks for the credit, and the page links nowhere else.
    canvas.after(el('p', 'trk-credit', '© OpenStreetMap contributors'));
  }
  canvas.dataset.trkMap = 'drawn';
  return {
    move(next) {
      const latLng = L.latLng(next.lat, next.lng);
      halo.setLatLng(latLng);
      dot.setLatLng(latLng);
      map.setView(latLng, map.getZoom(), { animate: false });
    },
    remove: () => map.remove(),
  };
}
