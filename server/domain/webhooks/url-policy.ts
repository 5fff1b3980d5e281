import { httpUrlMessage, isHttpUrl } from '@/api/schemas/webhooks';

/*
 * Where a webhook may go (docs/webhooks.md, Where webhooks go). Two checks, one policy:
 *
 * - `urlRefusal`, on the URL as typed (when an endpoint is saved, and before each attempt): an
 *   http(s) URL; an address written in it is checked as below; loopback only where the setup
 *   allows it (development), never on the API's own port (it would reach the API's routes);
 *   where only some hosts may be called at all (the mock, which cannot see addresses), those.
 * - `addressRefusal`, on each address a name resolves to, when the sender connects
 *   (server/platform/webhook-sender.ts): a name that resolves to a private address is refused
 *   as a private address written in the URL would be (DNS rebinding).
 *
 * Refused: private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), link-local (169.254/16,
 * fe80::/10), unspecified (0.0.0.0/8, ::), multicast and broadcast, the server's own addresses,
 * and loopback (127/8, ::1) unless allowed. Pure code: the mock runs it in the browser too.
 */

export interface UrlPolicy {
  /** Loopback may be called (development: `npm run webhooks:listen` on 127.0.0.1). */
  allowLoopback: boolean;
  /** The ports this API answers on: never called over loopback (but for `ownPathAllowed`). */
  ownPorts: ReadonlySet<string>;
  /** A path on the API's own port that may be called (the mock's built-in receiver, called in process). */
  ownPathAllowed?: string;
  /** The addresses of this server's own interfaces: never called. */
  ownAddresses?: ReadonlySet<string>;
  /**
   * Where only some hosts may be called (the mock: loopback and its allowlist), why another is
   * not; undefined: any host whose addresses pass.
   */
  onlyListed?: { hosts: readonly string[]; refusal: (host: string) => string };
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The IPv4 address's four numbers, or null when `text` is not one. */
function ipv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The IPv6 address's eight 16-bit groups, or null when `text` is not one (an embedded IPv4 tail allowed). */
function ipv6(text: string): number[] | null {
  let rest = text.toLowerCase();
  const lastColon = rest.lastIndexOf(':');
  const v4 = lastColon >= 0 ? ipv4(rest.slice(lastColon + 1)) : null;
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    rest = `${rest.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const back = groups(halves[1]);
  if (![...head, ...back].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = head.length + back.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array<number>(8 - known).fill(0);
  return [...head, ...zeros.map(String), ...back].map((group) => parseInt(group, 16));
}

type Kind = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | null;

function kindOfV4([a = 0, b = 0]: number[]): Kind {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127))
    return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224) return 'multicast';
  return null;
}

function kindOfV6(groups: number[]): Kind {
  const [first = 0] = groups;
  const allZeroBefore = (index: number) => groups.slice(0, index).every((group) => group === 0);
  if (allZeroBefore(8)) return 'unspecified';
  if (allZeroBefore(7) && groups[7] === 1) return 'loopback';
  // An IPv4 address mapped (::ffff:a.b.c.d) or compatible (::a.b.c.d): as that address.
  if (allZeroBefore(5) && (groups[5] === 0xffff || groups[5] === 0)) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return kindOfV4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  return null;
}

/** The address as written in a URL's host (IPv6 in brackets) or as a resolver gives it, if it is one. */
function addressOf(host: string): { kind: Kind } | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const v4 = ipv4(bare);
  if (v4) return { kind: kindOfV4(v4) };
  const v6 = bare.includes(':') ? ipv6(bare.split('%')[0] ?? '') : null;
  return v6 ? { kind: kindOfV6(v6) } : null;
}

const words: Record<Exclude<Kind, null>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast or broadcast address',
};

/** Why no webhook may be sent to `address` (an IP address) on `port`, or null. */
export function addressRefusal(address: string, policy: UrlPolicy, port?: string): string | null {
  const parsed = addressOf(address);
  if (!parsed) return `${address} is not an IP address`;
  if (policy.ownAddresses?.has(address.toLowerCase())) return `${address} is this server's own address`;
  if (parsed.kind === 'loopback' && port !== undefined && policy.ownPorts.has(port))
    return `${address} port ${port} is the DeliverOS API itself: webhooks are never sent to it`;
  if (parsed.kind === null || (parsed.kind === 'loopback' && policy.allowLoopback)) return null;
  return `${address} is ${words[parsed.kind]}: webhooks are sent to public addresses only`;
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Why a webhook may not be sent to `value`, or null when it may (its addresses are checked again on connecting). */
export function urlRefusal(value: string, policy: UrlPolicy): string | null {
  if (!isHttpUrl(value)) return httpUrlMessage;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  const address = addressOf(host);
  const loopback = isLoopbackName(host) || address?.kind === 'loopback';
  if (loopback && policy.ownPorts.has(portOf(url))) {
    if (policy.ownPathAllowed === undefined || !url.pathname.startsWith(policy.ownPathAllowed))
      return `${url.host} is the DeliverOS API itself: webhooks are never sent to it`;
  }
  if (policy.onlyListed) {
    return (loopback && policy.allowLoopback) || policy.onlyListed.hosts.includes(host)
      ? null
      : policy.onlyListed.refusal(host);
  }
  if (isLoopbackName(host))
    return policy.allowLoopback ? null : `${host} is a loopback address: webhooks are sent to public addresses only`;
  return address ? addressRefusal(host, policy) : null;
}
