import type { QueryClient } from '@tanstack/react-query';

/*
 * The query clients the tests' apps were rendered with (render.tsx), cleared after each test
 * (setup.ts): a query still retrying, or refetching on an interval, after its test has ended
 * would otherwise send requests into the next test — even the next file's, since files share
 * their worker's modules (vitest.config.ts, isolate: false).
 */
const clients = new Set<QueryClient>();

export function trackQueryClient(client: QueryClient): void {
  clients.add(client);
}

/** Cancels what every tracked client still has under way, and forgets them. */
export function clearQueryClients(): void {
  for (const client of clients) client.clear();
  clients.clear();
}
