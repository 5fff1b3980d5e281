import { expect, type Page } from '@playwright/test';

/*
 * Layout checks any journey can run on the page as it is: no sideways scroll, and no text
 * drawn over other text (a pinned column over the next one, a dialog's button over its label,
 * a toast over the page's heading). They measure what the browser painted, at the current
 * viewport and scroll positions.
 */

/** Issue 24's widths: a small phone, a phone, a tablet, a laptop and a wide screen. */
export const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Two pieces of text from different elements whose boxes intersect. */
export interface TextOverlap {
  first: string;
  second: string;
  /** The intersection, in px: width × height. */
  by: string;
}

/**
 * Every overlap between the text inside the elements `roots` selects (CSS selectors; their
 * text is checked together, so a frame's top bar over a list counts too). Each text node's
 * line boxes are measured with a Range, then cut to what its scrolling and clipping ancestors
 * show: text scrolled out of a frame, cut by an ellipsis or visually hidden (sr-only) is not on
 * screen and cannot overlap. A pinned (sticky or fixed) box with a background counts as text:
 * a sticky cell over the next column's text is an overlap. Boxes of the same element never
 * count; two boxes count when they intersect by more than `tolerance` px both ways.
 */
export async function findTextOverlaps(page: Page, roots: string[], tolerance = 1): Promise<TextOverlap[]> {
  return page.evaluate(
    ({ roots, tolerance }) => {
      interface Box {
        owner: Element;
        text: string;
        left: number;
        top: number;
        right: number;
        bottom: number;
      }
      // What an element's clipping ancestors leave visible of `box`, or null when nothing is.
      const visiblePart = (element: Element, box: Omit<Box, 'owner' | 'text'>) => {
        let { left, top, right, bottom } = box;
        for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.visibility === 'hidden' || style.opacity === '0') return null;
          const clipsX = style.overflowX !== 'visible';
          const clipsY = style.overflowY !== 'visible';
          if (!clipsX && !clipsY) continue;
          const frame = at.getBoundingClientRect();
          // The padding box: inside the borders, without the scrollbars.
          const frameLeft = frame.left + at.clientLeft;
          const frameTop = frame.top + at.clientTop;
          if (clipsX) {
            left = Math.max(left, frameLeft);
            right = Math.min(right, frameLeft + at.clientWidth);
          }
          if (clipsY) {
            top = Math.max(top, frameTop);
            bottom = Math.min(bottom, frameTop + at.clientHeight);
          }
          if (right - left < 1 || bottom - top < 1) return null;
        }
        return { left, top, right, bottom };
      };

      const boxes: Box[] = [];
      const seen = new Set<Node>();
      for (const selector of roots) {
        for (const root of document.querySelectorAll(selector)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const owner = node.parentElement;
            const text = node.textContent?.trim() ?? '';
            // An SVG's title and desc are its tooltip and description: never painted.
            if (!owner || !text || seen.has(node) || owner.closest('select, option, script, style, title, desc'))
              continue;
            // Not rendered: inside a closed <details> (content-visibility: hidden), display: none.
            if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
            seen.add(node);
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              const shown = visiblePart(owner, rect);
              // Under 2 px either way: a visually hidden (sr-only) text's 1 px box.
              if (shown && shown.right - shown.left >= 2 && shown.bottom - shown.top >= 2) {
                boxes.push({ owner, text, ...shown });
              }
            }
          }
        }
      }

      // Pinned boxes with a background (a sticky column's cells, a sticky head): they hide
      // whatever text they are over, so they count as if they were text.
      const covers: Box[] = [];
      for (const selector of roots) {
        for (const root of document.querySelectorAll(selector)) {
          for (const element of root.querySelectorAll('*')) {
            const style = getComputedStyle(element);
            if (style.position !== 'sticky' && style.position !== 'fixed') continue;
            if (style.backgroundColor === 'transparent' || style.backgroundColor.endsWith(', 0)')) continue;
            const shown = visiblePart(element, element.getBoundingClientRect());
            if (shown) covers.push({ owner: element, text: `[pinned ${element.tagName.toLowerCase()}]`, ...shown });
          }
        }
      }

      const overlaps: { first: string; second: string; by: string }[] = [];
      const check = (a: Box, b: Box) => {
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > tolerance && height > tolerance) {
          overlaps.push({ first: a.text, second: b.text, by: `${width.toFixed(1)} × ${height.toFixed(1)}` });
        }
      };
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          if (boxes[i]!.owner !== boxes[j]!.owner) check(boxes[i]!, boxes[j]!);
        }
      }
      for (const cover of covers) {
        for (const box of boxes) {
          // Its own text, and the text of what holds it (a sticky head's row), are not under it.
          if (!cover.owner.contains(box.owner) && !box.owner.contains(cover.owner)) check(cover, box);
        }
      }
      return overlaps;
    },
    { roots, tolerance },
  );
}

/** Fails with the overlapping texts when any text inside `roots` covers another's. */
export async function expectNoTextOverlap(page: Page, roots: string[]) {
  expect(await findTextOverlaps(page, roots), `text drawn over other text inside ${roots.join(', ')}`).toEqual([]);
}

/** Fails when the page itself scrolls sideways (a frame inside it may), naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, outside } = await page.evaluate(() => {
    // The elements past the viewport's right edge that no scrolling or clipping ancestor holds.
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.getBoundingClientRect().right <= window.innerWidth + 0.5) continue;
      // An absolute or fixed box escapes its ancestors' clipping unless one is its containing
      // block: reported whatever holds it (the message only helps to find the culprit).
      let held = false;
      if (!['absolute', 'fixed'].includes(getComputedStyle(element).position)) {
        for (let at = element.parentElement; at && at !== document.body && !held; at = at.parentElement) {
          held = getComputedStyle(at).overflowX !== 'visible';
        }
      }
      if (!held) outside.push(`${element.tagName.toLowerCase()}.${element.className.toString().split(' ').join('.')}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, outside };
  });
  expect(
    scrollWidth,
    `the page is ${scrollWidth} px wide in a ${innerWidth} px viewport: ${outside.slice(0, 5).join(', ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * No button's (or button-like link's) content runs past its own box: a label wider than the
 * button draws over its edge (the wallet's "Add money" at a laptop's width did), which the
 * text-overlap check cannot see (one element's text over its own border). Cut labels
 * (`text-overflow: ellipsis`) are meant.
 */
export async function expectNoOverflowingButtons(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('button, [role="button"], a[class*="inline-flex"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(element).textOverflow === 'ellipsis') return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => (element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.tagName),
  );
  expect(overflowing, 'buttons whose content runs past their edge').toEqual([]);
}
