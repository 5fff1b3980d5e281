/*
 * Where the mock may send a webhook (issue 26): a URL a partner typed is only ever called on a
 * loopback address (localhost, 127.0.0.0/8, ::1) or a host of the allowlist
 * (MOCK_WEBHOOK_ALLOWLIST, comma-separated, read by mocks/server.ts). Anything else is refused
 * with the reason, when the endpoint is saved and again before each attempt. Redirects are not
 * followed (mocks/webhooks/transport.ts), so an allowed host cannot bounce a request elsewhere.
 */

import { httpUrlMessage, isHttpUrl } from '@/api/schemas/webhooks';

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
  const host = new URL(value).hostname.toLowerCase();
  if (isLoopback(host) || allowlist.includes(host)) return null;
  return `The mock API sends webhooks to loopback addresses only (localhost, 127.0.0.1, [::1]) and the hosts of MOCK_WEBHOOK_ALLOWLIST: ${host} is not one`;
}
