/*
 * The client reports "the server ended this session" (a 401 whose refresh failed); the
 * app decides what that looks like (router.tsx). A dependency-free module, so the router
 * can listen without pulling the HTTP client into the landing page's first load.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionExpired(): void {
  for (const listener of listeners) listener();
}
