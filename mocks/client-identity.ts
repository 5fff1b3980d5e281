/*
 * Who is asking, for the sign-in limits (server/domain/auth/limits.ts): a key that stands for one client.
 *
 * - Over HTTP (`npm run api:mock`, `npm run server`) each request's socket is known: the client
 *   is its remote address (server/http/client.ts). A header cannot change it, so no request can pose as another
 *   client or dodge a limit by renaming itself.
 * - The in-process and in-browser mock (msw, no socket) sees one client, `local`, unless the
 *   request names one in CLIENT_HEADER: tests use it to play a stranger beside the partner's
 *   own browser. Over HTTP the header is ignored.
 */

import { clientOfAddress } from '@server/http/client';

/** Names the client where no socket does (in-process tests only; ignored over HTTP). */
export const CLIENT_HEADER = 'X-Mock-Client';

/** The longest client name taken from CLIENT_HEADER (a longer one is cut there). */
const MAX_CLIENT_NAME = 64;

/** The remote address of each request the HTTP server made (kept by the Request object msw hands on). */
const remoteAddresses = new WeakMap<Request, string>();

/** The HTTP server's part: the socket's remote address of a request it hands to the handlers. */
export function setRemoteAddress(request: Request, address: string | undefined): void {
  if (address) remoteAddresses.set(request, address);
}

/** A copy of a request (HEAD's GET copy: mocks/head.ts) is asked by the same client as the request. */
export function sameClient(copy: Request, original: Request): Request {
  setRemoteAddress(copy, remoteAddresses.get(original));
  return copy;
}

/** The client a request comes from (see above). */
export function clientOf(request: Request): string {
  const remote = remoteAddresses.get(request);
  if (remote) return clientOfAddress(remote);
  const named = request.headers.get(CLIENT_HEADER)?.trim();
  return named ? `name:${named.slice(0, MAX_CLIENT_NAME)}` : 'local';
}
