/*
 * A delivery's public identifiers. Its tracking number (`DOS-2026-0042`) is the sequence a partner
 * reads and quotes: one for every partner, taken from the store's counter. Its tracking code
 * (issue 28) is the key of its public tracking page, 80 random bits in Crockford's base32, the
 * seed's too (issue 38): tracking numbers are sequential, so no page can be found from one.
 */

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const TRACKING_CODE_LENGTH = 16;

const encode = (bytes: Uint8Array) =>
  Array.from({ length: TRACKING_CODE_LENGTH }, (_, index) => {
    // Character `index` is bits 5·index … 5·index+4 of the bytes.
    const bit = index * 5;
    const byte = bit >> 3;
    const pair = ((bytes[byte] ?? 0) << 8) | (bytes[byte + 1] ?? 0);
    return ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }).join('');

/** A fresh code: 10 bytes from the platform's cryptographic random source. */
export function newTrackingCode(): string {
  return encode(crypto.getRandomValues(new Uint8Array(10)));
}

/** The customer's tracking page of a code, on the web app's origin. */
export const trackingUrlOf = (appOrigin: string, code: string) => `${appOrigin}/track/${code}`;

/** The store's counter of tracking numbers' sequence (server/domain/deliveries/port.ts). */
export const TRACKING_NUMBER_COUNTER = 'tracking-number';

/** `DOS-2026-0042` (server/domain/references.ts). */
export { trackingNumber } from '../references';
