/*
 * Where the mock may send a webhook (issue 26): a URL a partner typed is only ever called on a
 * loopback address (localhost, 127.0.0.0/8, ::1) or a host of the allowlist
 * (MOCK_WEBHOOK_ALLOWLIST, comma-separated, read by mocks/server.ts). Anything else is refused
 * with the reason, when the endpoint is saved and again before each attempt. Redirects are not
 * followed (mocks/webhooks/transport.ts), so an allowed host cannot bounce a request elsewhere.
 *
 * Never the API itself (issue 38): a loopback URL on one of the mock's own ports (the HTTP
 * mock's, the page's in the browser) would reach its routes — `/__mock/reset` among them — so it
 * is refused, but for the built-in receiver, which is called in process, never over HTTP.
 */

import { httpUrlMessage, isHttpUrl } from '@/api/schemas/webhooks';
import { RECEIVER_PATH } from './receiver';

/** The ports the mock answers on, over loopback (whatever name loopback goes by). */
let ownPorts: ReadonlySet<string> = new Set();

/** The mock's own origins (the HTTP mock's, the page's): no webhook may be sent there. */
export function setOwnOrigins(origins: readonly string[]): void {
  ownPorts = new Set(origins.map((origin) => portOf(new URL(origin))));
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

let allowlist: readonly string[] = [];

/** Hosts besides loopback that webhooks may go to (lower case, no port). */
export function setWebhookAllowlist(hosts: readonly string[]): void {
  allowlist = hosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]';

/** Why the mock will not call `value`, or null when it will. */
export function webhookUrlRefusal(value: string): string | null {
  if (!isHttpUrl(value)) return httpUrlMessage;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  if (isLoopback(host) && ownPorts.has(portOf(url)) && !url.pathname.startsWith(RECEIVER_PATH)) {
    return `${url.host} is the DeliverOS API itself: webhooks are never sent to it`;
  }
  if (isLoopback(host) || allowlist.includes(host)) return null;
  return `The mock API sends webhooks to loopback addresses only (localhost, 127.0.0.1, [::1]) and the hosts of MOCK_WEBHOOK_ALLOWLIST: ${host} is not one`;
}
