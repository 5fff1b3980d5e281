import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef, type RefObject } from 'react';
import { quietMap } from './quiet-map';

export interface LeafletMap {
  map: L.Map;
  layers: L.LayerGroup;
}

/**
 * A Leaflet map in `container`, as the app's maps draw them (a delivery's, the fleet's): tiles
 * from VITE_MAP_TILES_URL; no keyboard handler and no zoom buttons (no tab stop inside the
 * image: the page beside it is the keyboard's way), no attribution links inside it (written
 * beside it), no wheel zoom stealing the page's scroll, no one-finger drag stealing it on a
 * phone; motion only where the user has not asked for less. `refit` runs when the container's
 * width changes (the map may mount before its final size). Gone with the component.
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLDivElement | null>,
  refit: (map: L.Map) => void,
): RefObject<LeafletMap | null> {
  const mapRef = useRef<LeafletMap | null>(null);
  const refitRef = useRef(refit);
  useEffect(() => {
    refitRef.current = refit;
  }, [refit]);

  useEffect(() => {
    const container = containerRef.current!;
    // Fit the points snugly rather than at the whole zoom level below.
    const map = quietMap(container, { zoomSnap: 0.25 });
    mapRef.current = { map, layers: L.layerGroup().addTo(map) };

    let lastWidth = container.clientWidth;
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (container.clientWidth === lastWidth) return;
            lastWidth = container.clientWidth;
            map.invalidateSize({ animate: false });
            refitRef.current(map);
          });
    resize?.observe(container);
    return () => {
      resize?.disconnect();
      mapRef.current = null;
      map.remove();
    };
  }, [containerRef]);

  return mapRef;
}
