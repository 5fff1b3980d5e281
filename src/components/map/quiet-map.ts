import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { env } from '@/env';

/**
 * A Leaflet map in `container` as every map here is drawn (a delivery's, the fleet's, a
 * customer's parcel): tiles from VITE_MAP_TILES_URL (the CSP's img-src names their origin); no
 * keyboard handler and no zoom buttons (no tab stop inside the picture), no attribution links
 * inside it (written beside it), no wheel zoom stealing the page's scroll, no one-finger drag
 * stealing it on a phone; motion only where the user has not asked for less.
 */
export function quietMap(container: HTMLElement, options: L.MapOptions = {}): L.Map {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const map = L.map(container, {
    keyboard: false,
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: false,
    boxZoom: false,
    dragging: !L.Browser.mobile,
    zoomAnimation: !reduceMotion,
    fadeAnimation: !reduceMotion,
    markerZoomAnimation: !reduceMotion,
    renderer: L.svg({ padding: 0.5 }),
    ...options,
  });
  L.tileLayer(env.mapTilesUrl, { maxZoom: 19, detectRetina: true }).addTo(map);
  return map;
}
