import 'leaflet/dist/leaflet.css';
import './fleet-map.css';
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';
import { MapFrame } from '@/components/map/map-frame';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import type { FleetMarker, LatLng } from './fleet-map-model';

/*
 * The fleet map (issue 27): a marker per open delivery at its last known position, on tiles from
 * VITE_MAP_TILES_URL. Its own lazy chunk with Leaflet and Leaflet's CSS. Without tiles (offline,
 * blocked) the markers still draw, on a plain dotted background. A marker opens its delivery, as
 * the list beside the map does (the list is the keyboard's way: the map takes no focus).
 */

// Tailwind's palette as SVG attributes: a carried delivery in indigo-600, one waiting for a rider in amber-500.
const colours = { assigned: '#4f46e5', unassigned: '#f59e0b', white: '#ffffff' } as const;

const latLng = ([lat, lng]: LatLng) => L.latLng(lat, lng);
/** Lagos, when nothing has a position yet. */
const lagos: LatLng = [6.5244, 3.3792];

/** A tooltip's text as text nodes: names and cities come from the server and are never HTML. */
function tooltipContent(marker: FleetMarker) {
  const content = document.createElement('span');
  const strong = document.createElement('strong');
  strong.textContent = marker.title;
  content.append(strong, document.createElement('br'), document.createTextNode(marker.detail));
  return content;
}

function draw(layers: L.LayerGroup, markers: readonly FleetMarker[], choose: (id: string) => void) {
  layers.clearLayers();
  for (const marker of markers) {
    L.circleMarker(latLng(marker.at), {
      className: 'fleet-map-marker',
      radius: 8,
      color: colours.white,
      weight: 3,
      fillColor: marker.assigned ? colours.assigned : colours.unassigned,
      fillOpacity: 1,
    })
      .bindTooltip(tooltipContent(marker), { direction: 'top', offset: [0, -8] })
      .on('click', () => choose(marker.deliveryId))
      .addTo(layers);
  }
}

function fit(map: L.Map, markers: readonly FleetMarker[]) {
  const points = markers.map((marker) => latLng(marker.at));
  if (points.length === 0) map.setView(latLng(lagos), 10, { animate: false });
  else if (points.length === 1) map.setView(points[0]!, 13, { animate: false });
  else
    map.fitBounds(L.latLngBounds(points), {
      paddingTopLeft: L.point(28, 48),
      paddingBottomRight: L.point(28, 28),
      maxZoom: 15,
      animate: false,
    });
}

export default function FleetMap({
  markers,
  label,
  onChoose,
}: {
  markers: FleetMarker[];
  /** What the map shows, in words: its accessible name. */
  label: string;
  onChoose: (deliveryId: string) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(markers);
  const mapRef = useLeafletMap(containerRef, (map) => fit(map, markersRef.current));
  const chooseRef = useRef(onChoose);
  useEffect(() => {
    chooseRef.current = onChoose;
  }, [onChoose]);

  // Redrawn when a position changes (the fleet refetches every 15 s), the view fitted to the markers.
  const drawn = JSON.stringify(markers);
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const latest = JSON.parse(drawn) as FleetMarker[];
    markersRef.current = latest;
    draw(current.layers, latest, (id) => chooseRef.current(id));
    fit(current.map, latest);
  }, [drawn, mapRef]);

  return (
    <MapFrame containerRef={containerRef} label={label} className="fleet-map">
      <li>
        <span className="map-swatch fleet-map-swatch-assigned" />
        With a rider
      </li>
      <li>
        <span className="map-swatch fleet-map-swatch-unassigned" />
        Unassigned
      </li>
    </MapFrame>
  );
}
