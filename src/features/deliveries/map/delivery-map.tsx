import 'leaflet/dist/leaflet.css';
import './delivery-map.css';
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';
import { MapFrame } from '@/components/map/map-frame';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import type { DeliveryMapModel, LatLng, MapPlace } from './delivery-map-model';

/*
 * The delivery map (issue 15): pickup, drop-off and the track between them on tiles from
 * VITE_MAP_TILES_URL. Its own lazy chunk with Leaflet and Leaflet's CSS, loaded once a delivery
 * with coordinates is opened. Without tiles (offline, blocked) the markers and the path still
 * draw, on a plain dotted background. Leaflet styles through the CSSOM only; the path colours
 * are SVG attributes.
 */

// Tailwind's palette as SVG attributes: the route's marks as the Route section draws them
// (pickup a hollow brand ring, drop-off a filled brand dot), the rider in the In Transit badge's indigo.
const colours = {
  brand: '#059669',
  rider: '#4f46e5',
  riderLight: '#818cf8',
  muted: '#64748b',
  white: '#ffffff',
} as const;

const latLng = ([lat, lng]: LatLng) => L.latLng(lat, lng);

/** A tooltip's text as a text node: addresses come from the server and are never HTML. */
function tooltipContent(title: string, place: MapPlace) {
  const content = document.createElement('span');
  const strong = document.createElement('strong');
  strong.textContent = title;
  content.append(strong, document.createElement('br'), document.createTextNode(place.label));
  return content;
}

/** The route's ends (see `colours`): pickup a hollow ring, drop-off a filled dot. */
const ends = {
  pickup: { className: 'delivery-map-pickup', radius: 7, color: colours.brand, weight: 3.5, fillColor: colours.white },
  dropOff: {
    className: 'delivery-map-drop-off',
    radius: 8.5,
    color: colours.white,
    weight: 3,
    fillColor: colours.brand,
  },
} satisfies Record<string, L.CircleMarkerOptions>;

/** A place's marker (a reported location, the pickup, the drop-off) with its tooltip above it. */
function placeMarker(layers: L.LayerGroup, place: MapPlace, title: string, style: L.CircleMarkerOptions) {
  L.circleMarker(latLng(place.at), { ...style, fillOpacity: 1 })
    .bindTooltip(tooltipContent(title, place), { direction: 'top', offset: [0, -8] })
    .addTo(layers);
}

function draw(layers: L.LayerGroup, model: DeliveryMapModel) {
  layers.clearLayers();
  if (model.remaining.length > 1) {
    L.polyline(model.remaining.map(latLng), {
      className: 'delivery-map-remaining',
      color: colours.muted,
      weight: 3,
      opacity: 0.9,
      dashArray: '1 9',
      lineCap: 'round',
      interactive: false,
    }).addTo(layers);
  }
  if (model.track.length > 1) {
    // A pale casing under the line keeps it readable on any tile.
    L.polyline(model.track.map(latLng), {
      color: colours.white,
      weight: 8,
      opacity: 0.85,
      lineCap: 'round',
      lineJoin: 'round',
      interactive: false,
    }).addTo(layers);
    L.polyline(model.track.map(latLng), {
      className: 'delivery-map-track',
      color: colours.brand,
      weight: 4,
      lineCap: 'round',
      lineJoin: 'round',
      interactive: false,
    }).addTo(layers);
  }
  model.reported.forEach((place, index) => {
    const latest = index === model.reported.length - 1;
    if (latest) {
      L.circleMarker(latLng(place.at), {
        radius: 15,
        stroke: false,
        fillColor: colours.riderLight,
        fillOpacity: 0.25,
        interactive: false,
      }).addTo(layers);
    }
    placeMarker(layers, place, latest ? 'Last reported location' : 'Reported location', {
      className: 'delivery-map-reported',
      radius: latest ? 7 : 4.5,
      color: latest ? colours.white : colours.rider,
      weight: latest ? 3 : 2,
      fillColor: latest ? colours.rider : colours.white,
    });
  });
  if (model.pickup) placeMarker(layers, model.pickup, 'Pickup', ends.pickup);
  if (model.dropOff) placeMarker(layers, model.dropOff, 'Drop-off', ends.dropOff);
}

function fit(map: L.Map, model: DeliveryMapModel) {
  const points = model.bounds.map(latLng);
  // Room at the top for the legend, around the rest for the markers' rings.
  const padding = { paddingTopLeft: L.point(28, 48), paddingBottomRight: L.point(28, 28), animate: false };
  if (points.length === 1) map.setView(points[0]!, 14, { animate: false });
  else map.fitBounds(L.latLngBounds(points), { ...padding, maxZoom: 16 });
}

export default function DeliveryMap({ model }: { model: DeliveryMapModel }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const modelRef = useRef(model);
  const mapRef = useLeafletMap(containerRef, (map) => fit(map, modelRef.current));

  // Redrawn when the track changes (a location update), the view fitted to the new points.
  const drawn = JSON.stringify(model);
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const latest = JSON.parse(drawn) as DeliveryMapModel;
    modelRef.current = latest;
    draw(current.layers, latest);
    fit(current.map, latest);
  }, [drawn, mapRef]);

  return (
    <MapFrame containerRef={containerRef} label={model.label} className="delivery-map">
      <li>
        <span className="map-swatch delivery-map-swatch-pickup" />
        Pickup
      </li>
      <li>
        <span className="map-swatch delivery-map-swatch-drop-off" />
        Drop-off
      </li>
      {model.reported.length > 0 ? (
        <li>
          <span className="map-swatch delivery-map-swatch-rider" />
          Rider
        </li>
      ) : null}
      {model.remaining.length > 1 ? (
        <li>
          <span className="delivery-map-swatch-to-go" />
          To go
        </li>
      ) : null}
    </MapFrame>
  );
}
