import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

/**
 * A detail sheet whose id is in the URL (`?delivery=`, `?transaction=`). Opened from the list
 * (`onOpen`), closing goes Back, so the history has no extra entry; opened from a link or a
 * reload, closing replaces the entry (`removeFromUrl`).
 */
export function useDetailInUrl(openId: string | undefined, removeFromUrl: () => void) {
  const router = useRouter();
  const [openedHere, setOpenedHere] = useState(false);
  if (openedHere && !openId) setOpenedHere(false); // closed by Back
  const onOpen = useCallback(() => setOpenedHere(true), []);
  const close = () => {
    if (openedHere) {
      setOpenedHere(false);
      router.history.back();
    } else {
      removeFromUrl();
    }
  };
  return { onOpen, close };
}
