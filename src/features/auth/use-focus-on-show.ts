import { useEffect, useRef } from 'react';

/** A view that replaced the form the user was in takes the focus along, so it is read out. */
export function useFocusOnShow() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
