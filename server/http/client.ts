/*
 * Who is asking, for the sign-in limits (server/domain/auth/limits.ts): a key that stands for one
 * client — its remote address: an IPv4 address as such, an IPv6 address by its /64 (what one
 * subscriber is usually given, so rotating addresses inside it is the same client). Taken from
 * the socket, never from a header, so no request can pose as another client or dodge a limit.
 */

/** The first 64 bits of an IPv6 address in a canonical form (`2001:db8:0:1::/64`), or null if it is none. */
export function ipv6Prefix64(address: string): string | null {
  const bare = (address.split('%')[0] ?? '').toLowerCase();
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  // An embedded IPv4 address (the last 32 bits) counts as two groups.
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The client key of a remote address: `ip:203.0.113.7`, `ip:2001:db8:0:1::/64`. */
export function clientOfAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  if (!address.includes(':')) return `ip:${address}`;
  return `ip:${ipv6Prefix64(address) ?? address}`;
}
