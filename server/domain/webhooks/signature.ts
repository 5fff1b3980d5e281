/*
 * How DeliverOS signs a webhook (issue 26), Stripe's scheme: each POST carries
 *
 *   DeliverOS-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *
 * keyed with the endpoint's signing secret (`whsec_…`). While a rotated secret is still valid,
 * the header carries one `v1=` per secret, so a receiver with either verifies. A receiver checks
 * that one `v1` matches its secret and that `t` is within SIGNATURE_TOLERANCE_SECONDS of its
 * clock (a replayed old delivery is refused). Web Crypto only: this runs on the server, in the mock
 * (in the browser too) and in `npm run webhooks:listen`. docs/webhooks.md.
 */

export const SIGNATURE_HEADER = 'DeliverOS-Signature';
/** How old (or how far ahead) a signature's timestamp may be, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

/** The hex HMAC-SHA256 of `message` keyed with `secret`. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return [...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header's value for `body` sent at `timestamp` (unix seconds), one `v1` per secret. */
export async function signatureHeader(secrets: readonly string[], timestamp: number, body: string): Promise<string> {
  const macs = await Promise.all(secrets.map((secret) => hmacSha256Hex(secret, `${timestamp}.${body}`)));
  return [`t=${timestamp}`, ...macs.map((mac) => `v1=${mac}`)].join(',');
}

export type Verification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'timestamp' | 'mismatch'; message: string };

/** Equal strings in a time that does not depend on where they first differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Checks a received delivery: `header` as received (or null), `body` the raw text, `now` in unix
 * seconds. The reason says what a developer should look at.
 */
export async function verifySignature({
  header,
  body,
  secret,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
}: {
  header: string | null;
  body: string;
  secret: string;
  now?: number;
  toleranceSeconds?: number;
}): Promise<Verification> {
  if (!header) return { ok: false, reason: 'missing', message: `No ${SIGNATURE_HEADER} header` };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value ?? '');
  const timestamp = Number(timestamps[0]);
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0] ?? '') || signatures.length === 0) {
    return { ok: false, reason: 'malformed', message: `${SIGNATURE_HEADER} is not "t=<unix seconds>,v1=<hex>"` };
  }
  if (Math.abs(now - timestamp) > toleranceSeconds) {
    return {
      ok: false,
      reason: 'timestamp',
      message: `The timestamp is ${Math.abs(now - timestamp)} s from this clock (at most ${toleranceSeconds} s)`,
    };
  }
  const expected = await hmacSha256Hex(secret, `${timestamp}.${body}`);
  if (!signatures.some((signature) => sameText(signature, expected))) {
    return {
      ok: false,
      reason: 'mismatch',
      message: 'No v1 signature matches this secret: a wrong secret, or a body changed on its way',
    };
  }
  return { ok: true, timestamp };
}
