import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the URL's hash names this section (the /routes shortcut lands on
 * `#delivery-routes`), bring it into view and move focus to its heading — once its data
 * is there, so the page does not shift under it afterwards. Once per navigation.
 */
export function useHashFocus(hash: string, heading: RefObject<HTMLElement | null>, ready: boolean) {
  const location = useLocation({ select: (l) => ({ hash: l.hash, key: l.state.__TSR_key ?? l.state.key ?? l.href }) });
  const handled = useRef<string | null>(null);
  const target = location.hash === hash ? location.key : null;

  useEffect(() => {
    const element = heading.current;
    if (!ready || target === null || handled.current === target || !element) return;
    handled.current = target;
    // jsdom has no scrollIntoView; browsers do.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [ready, target, heading]);
}
