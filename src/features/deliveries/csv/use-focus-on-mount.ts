import { useEffect, useRef } from 'react';

/** Focuses the element once it appears: the summary of a preview or a report, read out first. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
