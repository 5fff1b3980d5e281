/*
 * Where the mock may send a webhook: the server's policy (server/domain/webhooks/url-policy.ts)
 * with the mock's settings. The mock cannot see the addresses a name resolves to (a browser
 * does not say), so it calls only loopback addresses (localhost, 127.0.0.0/8, ::1); anything else
 * is refused with the reason, when the endpoint is saved and again before each attempt (`npm run
 * api:mock` is the server, with the server's policy).
 * Redirects are not followed (mocks/webhooks/transport.ts).
 *
 * Never the API itself: a loopback URL on the mock's own port (the page's) would reach its routes — `/__mock/reset` among them — so it is refused,
 * but for the built-in receiver, which is called in process, never over HTTP.
 */

import type { UrlPolicy } from '@server/domain/webhooks/url-policy';
import { RECEIVER_PATH } from './receiver';

/** The ports the mock answers on, over loopback (whatever name loopback goes by). */
let ownPorts: ReadonlySet<string> = new Set();

/** The mock's own origins (the page's): no webhook may be sent there. */
export function setOwnOrigins(origins: readonly string[]): void {
  ownPorts = new Set(origins.map((origin) => portOf(new URL(origin))));
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

export const mockUrlPolicy = (): UrlPolicy => ({
  allowLoopback: true,
  ownPorts,
  ownPathAllowed: RECEIVER_PATH,
  onlyListed: {
    hosts: [],
    refusal: (host) =>
      `The mock API sends webhooks to loopback addresses only (localhost, 127.0.0.1, [::1]): ${host} is not one`,
  },
});
