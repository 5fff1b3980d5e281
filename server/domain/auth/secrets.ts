import { sha256Hex } from '../sha256';

/*
 * Secrets at rest. Nothing a person typed or was handed is stored as it was:
 * - passwords through the `PasswordHasher` the store is run with: argon2id on the server
 *   (server/platform/argon2.ts); the in-browser mock, which has no argon2, uses `lightHasher`
 *   below (a salted SHA-256: enough that its localStorage holds no password, not a defence
 *   against cracking, and the server upgrades such a hash to argon2id at the next sign-in);
 * - tokens (access, refresh, reset, invitation) and codes (verification) as their SHA-256, looked
 *   up by it: a token is 128 random bits, so its hash alone tells nothing.
 * Codes and hashes are compared in constant time (`sameText`).
 */

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hash` was made from (false for a hash of a kind it does not know). */
  verify(hash: string, password: string): Promise<boolean>;
  /** Whether `hash` is of an older or weaker kind than this hasher makes: replace it at the next sign-in. */
  needsRehash(hash: string): boolean;
}

/** The SHA-256 (hex) a token or a code is stored and looked up by. */
export const hashToken = (token: string): string => sha256Hex(token);

/** Whether two texts are equal, in a time that depends on their length only (hashes: always 64). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `prefix_` and 32 random hex digits (128 bits): an access, refresh or reset token. */
export const randomToken = (prefix: string): string => `${prefix}_${hex(crypto.getRandomValues(new Uint8Array(16)))}`;

/** A random 6-digit code (a verification code outside the demo). */
export const randomDigits = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join('');

const LIGHT_PREFIX = 'sha256$';

/** `sha256$<salt>$<SHA-256 of salt:password>`: the mock's kind (see above). */
export function lightHash(password: string, salt = hex(crypto.getRandomValues(new Uint8Array(8)))): string {
  return `${LIGHT_PREFIX}${salt}$${sha256Hex(`${salt}:${password}`)}`;
}

export function verifyLightHash(hash: string, password: string): boolean {
  if (!hash.startsWith(LIGHT_PREFIX)) return false;
  const [salt = '', digest = ''] = hash.slice(LIGHT_PREFIX.length).split('$');
  return sameText(sha256Hex(`${salt}:${password}`), digest);
}

export const isLightHash = (hash: string) => hash.startsWith(LIGHT_PREFIX);

/** The mock's hasher (and the seed's hashes): salted SHA-256, synchronous underneath. */
export const lightHasher: PasswordHasher = {
  hash: (password) => Promise.resolve(lightHash(password)),
  verify: (hash, password) => Promise.resolve(verifyLightHash(hash, password)),
  needsRehash: (hash) => !isLightHash(hash),
};
