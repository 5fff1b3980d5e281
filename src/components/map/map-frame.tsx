import './map-frame.css';
import type { ReactNode, RefObject } from 'react';
import { env } from '@/env';
import { isOpenStreetMapTiles } from '@/map-tiles';

const osmTiles = isOpenStreetMapTiles(env.mapTilesUrl);

/**
 * A map's frame (`className`: its corners and the map's height): the map's container, an image
 * named `label` for assistive technology; the legend (`children`: its items); and the credit of
 * OpenStreetMap's tiles when they are the ones drawn.
 */
export function MapFrame({
  containerRef,
  label,
  className,
  children,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`map-frame ${className}`}>
      <div ref={containerRef} role="img" aria-label={label} className="map-canvas" />
      <ul aria-hidden="true" className="map-legend">
        {children}
      </ul>
      {osmTiles ? (
        // Text, not a link: every link on the dashboard stays on this site (src/__tests__/security.test.tsx).
        <p className="map-credit">© OpenStreetMap contributors</p>
      ) : null}
    </div>
  );
}
