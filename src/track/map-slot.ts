import type { PublicTracking } from '@/api/schemas/public-tracking';
import { el } from './dom';
import type { ParcelMap } from './map';
import { mapCard } from './render';

/*
 * The map's place on the tracking page: its card while the parcel is on the road with a position,
 * kept across refreshes (the marker moves; the tiles stay), gone once it has arrived. Leaflet
 * loads when the card is first on screen, not before.
 */

export interface MapSlot {
  /** The card for this reply (the one on screen, a new one) or null; draw() once it is in the page. */
  place: (tracking: PublicTracking) => HTMLElement | null;
  /** Draws a newly placed card's map (loading Leaflet); a no-op for the card already drawn. */
  draw: () => void;
  drop: () => void;
}

type Position = NonNullable<PublicTracking['lastLocation']>;

interface Slot {
  card: HTMLElement;
  canvas: HTMLElement;
  at: Position;
  view: Promise<ParcelMap | null> | null;
}

/** The map's position while the parcel is on the road and has one. */
const positionOf = (tracking: PublicTracking) => (tracking.status === 'in-transit' ? tracking.lastLocation : undefined);

export function createMapSlot(): MapSlot {
  let slot: Slot | null = null;

  async function drawInto(drawn: Slot): Promise<ParcelMap | null> {
    // No layout (jsdom, a page with no room for it): nothing to draw; the frame and its label stay.
    if (drawn.canvas.clientWidth === 0) return null;
    try {
      const { drawParcelMap } = await import('./map');
      return slot === drawn ? drawParcelMap(drawn.canvas, drawn.at) : null;
    } catch {
      drawn.canvas.append(el('p', 'trk-map-fallback', 'The map couldn’t load. The updates below are current.'));
      return null;
    }
  }

  function drop() {
    void slot?.view?.then((view) => view?.remove());
    slot = null;
  }

  return {
    place(tracking) {
      const at = positionOf(tracking);
      if (!at) {
        drop();
        return null;
      }
      if (slot) {
        slot.at = at;
        void slot.view?.then((view) => view?.move(at));
        return slot.card;
      }
      slot = { ...mapCard(tracking), at, view: null };
      return slot.card;
    },
    draw() {
      if (slot && !slot.view) slot.view = drawInto(slot);
    },
    drop,
  };
}
