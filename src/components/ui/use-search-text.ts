import { useEffect, useState } from 'react';

/** How long the URL waits for typing to pause. */
export const searchDebounceMs = 300;

/**
 * A search box's text, for the caller to show (and search with at once, if it likes), and the
 * URL's `q` following it once typing pauses (the caller's `writeQ` replaces the history entry,
 * so typing adds none). A change of `q` from elsewhere (Back/Forward, Clear filters, a shared
 * link) replaces the text — unless it is the value written from here coming back, so a
 * keystroke typed meanwhile is never overwritten.
 */
export function useSearchText(q: string, writeQ: (q: string) => void) {
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  const [written, setWritten] = useState<string | null>(null);
  if (q !== seen) {
    setSeen(q);
    // Our own write, back from the router: nothing to do but stop expecting it, so that a
    // later Back or Forward to the same value still sets the box.
    if (q === written) setWritten(null);
    else setText(q);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setWritten(next);
      writeQ(next);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, q, writeQ]);
  return [text, setText] as const;
}
