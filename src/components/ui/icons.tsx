import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export type { IconNode };

/**
 * Draws one of Lucide's icons: the drawings come from the `lucide` package (one module
 * per icon, so a chunk carries only the icons it uses); lucide-react's own renderer would
 * cost ~1 KB gzip more on the landing page (issue 5's budget). Decorative unless the
 * caller gives it an accessible name.
 *   <Icon node={Truck} className="size-4" aria-hidden="true" />
 */
export function Icon({ node, ...props }: SVGProps<SVGSVGElement> & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
