/*
 * The tracking page's DOM helpers: elements built from a tag, a class and children, text always
 * as text nodes (what the server sends is never HTML), and lucide's icon nodes drawn as SVG.
 * Class names start with `trk-`: Tailwind scans this folder for the app's stylesheet, and no
 * utility may look like one of these.
 */

import type { IconNode } from 'lucide';

type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | undefined>;

/** `<tag class=…>` with its attributes (undefined ones left out) and its children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  children: Child | Child[] = [],
  attributes: Attributes = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of Array.isArray(children) ? children : [children]) {
    if (child) element.append(child);
  }
  return element;
}

/** Text hidden from sight, read by screen readers. */
export const srOnly = (text: string) => el('span', 'trk-sr', text);

/** An icon as lucide describes it: [tag, attributes][]. */
export type { IconNode };

const svgNs = 'http://www.w3.org/2000/svg';

/** A decorative 24×24 stroke icon (hidden from assistive technology: the text beside it says it). */
export function icon(node: IconNode, className = 'trk-icon'): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  const attributes: Record<string, string> = {
    class: className,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, shape] of node) {
    const part = document.createElementNS(svgNs, tag);
    for (const [name, value] of Object.entries(shape)) if (value !== undefined) part.setAttribute(name, String(value));
    svg.append(part);
  }
  return svg;
}
