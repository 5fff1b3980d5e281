import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Props that make an element a keyboard-scrollable region (focusable, named) while its content
 * is wider than it is — a wide table or a long curl on a phone — and nothing otherwise, so the
 * page has no tab stop where there is nothing to scroll.
 */
export function useSidewaysScroll<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const check = () => setScrolls(node.scrollWidth > node.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const props: HTMLAttributes<T> = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return { ref, props };
}

/** A box whose content scrolls sideways inside it, never the page. */
export function ScrollArea({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const { ref, props } = useSidewaysScroll<HTMLDivElement>(label);
  return (
    <div ref={ref} className={className} {...props}>
      {children}
    </div>
  );
}
