import { defaultOrigin } from './control/outbox';

/*
 * A delivery's tracking code (issue 28): the key of its public tracking page, 80 random bits in
 * Crockford's base32 — tracking numbers are sequential, so the page cannot be found from one.
 * The seed's are drawn the same way (issue 38): no code can be worked out from anything else.
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

/** The customer's tracking page of a code, on the app's origin. */
export const trackingUrlOf = (code: string) => `${defaultOrigin()}/track/${code}`;
