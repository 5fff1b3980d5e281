import type { QueryClient } from '@tanstack/react-query';

/*
 * What the tests' apps leave running (render.tsx), ended after each test (setup.ts): a query
 * still retrying, or refetching on an interval, and a router still listening to the session's
 * end would otherwise act in the next test — even the next file's, since files share their
 * worker's modules (vitest.config.ts, isolate: false). One router left listening answered every
 * later "session expired" by loading its pages again: requests from tests long finished.
 */
const clients = new Set<QueryClient>();
let apps = new AbortController();

export function trackQueryClient(client: QueryClient): void {
  clients.add(client);
}

/** Aborts when the current test ends: a test app's router stops listening then. */
export function testAppSignal(): AbortSignal {
  return apps.signal;
}

/** Cancels what every tracked client still has under way, forgets them, and ends the test's apps. */
export function disposeTestApps(): void {
  for (const client of clients) client.clear();
  clients.clear();
  apps.abort();
  apps = new AbortController();
}
