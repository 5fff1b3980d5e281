/*
 * What an uploaded image is, read from its bytes rather than from its label (issue 39: a 700 kB
 * HTML page labelled `image/jpeg` was stored and served back as a proof photo). Pure and small:
 * the magic bytes of JPEG, PNG and WebP, and the width and height their headers declare — enough
 * to know the bytes are the image they say they are, without decoding pixels (no dependency).
 * Runs on the server and in the mock alike (no Buffer: `atob`/`btoa`).
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** A base64 `data:` URL's label and bytes; null when it is not one or its base64 does not decode. */
export function decodeDataUrl(url: string): { label: string; bytes: Uint8Array } | null {
  const match = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]!);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { label: match[1]!, bytes };
}

/** `bytes` as a base64 `data:` URL of `mime` (canonical base64, whatever padding bits were sent). */
export function toDataUrl(mime: string, bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;

/** JPEG: SOI, then marker segments up to a start-of-frame, whose header holds the height and width. */
function jpegHeader(b: Uint8Array): ImageHeader | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    // The image's data or its end before any frame header: not an image.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    // SOF0–SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8 || at + 9 > b.length) return null;
      return { format: 'jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];

let crcTable: Uint32Array | undefined;
/** CRC-32 (ISO 3309), as PNG checks each chunk. */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG: the signature, a first IHDR chunk of 13 bytes with its CRC right, and the IEND chunk last. */
function pngHeader(b: Uint8Array): ImageHeader | null {
  if (!startsWith(b, PNG_SIGNATURE) || b.length < 33 + PNG_END.length) return null;
  if (u32be(b, 8) !== 13 || !startsWith(b, ascii('IHDR'), 12)) return null;
  if (crc32(b.subarray(12, 29)) !== u32be(b, 29)) return null;
  if (!startsWith(b, PNG_END, b.length - PNG_END.length)) return null;
  return { format: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** WebP: a RIFF container of exactly these bytes, then a VP8 (lossy), VP8L (lossless) or VP8X (extended) header. */
function webpHeader(b: Uint8Array): ImageHeader | null {
  if (!startsWith(b, ascii('RIFF')) || !startsWith(b, ascii('WEBP'), 8) || b.length < 30) return null;
  if (u32le(b, 4) + 8 !== b.length) return null;
  if (startsWith(b, ascii('VP8 '), 12)) {
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (startsWith(b, ascii('VP8L'), 12)) {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, ascii('VP8X'), 12)) {
    return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

/** The image `bytes` are, by their content: JPEG, PNG or WebP with the size their header declares; null for anything else. */
export const imageHeaderOf = (bytes: Uint8Array): ImageHeader | null =>
  jpegHeader(bytes) ?? pngHeader(bytes) ?? webpHeader(bytes);

/** How a label names a format: `image/jpeg` is a JPEG. */
const labels: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
export const formatOfLabel = (label: string): ImageFormat | undefined => labels[label];

export const formatNames: Record<ImageFormat, string> = { jpeg: 'a JPEG', png: 'a PNG', webp: 'a WebP' };

export interface ImageRules {
  /** What the image is called in a refusal ("The photo"). */
  what: string;
  formats: readonly ImageFormat[];
  /** The longest side allowed, in pixels (both sides at least 1). */
  maxSide: number;
}

export type ImageCheck = { ok: true; header: ImageHeader; bytes: Uint8Array } | { ok: false; reason: string };

const plainNames: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };
/** "JPEG, PNG or WebP". */
const listOf = (formats: readonly ImageFormat[]) =>
  formats
    .map((format) => plainNames[format])
    .join(', ')
    .replace(/, ([^,]+)$/, ' or $1');

/** Whether a data URL holds an image `rules` allow, read from its bytes; the reason in words when not. */
export function checkImage(url: string, rules: ImageRules): ImageCheck {
  const decoded = decodeDataUrl(url);
  const header = decoded && imageHeaderOf(decoded.bytes);
  if (!decoded || !header || !rules.formats.includes(header.format)) {
    return { ok: false, reason: `${rules.what} is not a ${listOf(rules.formats)} image` };
  }
  const labelled = formatOfLabel(decoded.label);
  if (labelled !== header.format) {
    return {
      ok: false,
      reason: `${rules.what} is labelled ${decoded.label} but its bytes are ${formatNames[header.format]} image`,
    };
  }
  const { width, height } = header;
  if (width < 1 || height < 1 || width > rules.maxSide || height > rules.maxSide) {
    return {
      ok: false,
      reason: `${rules.what} is ${width}×${height} pixels: each side must be between 1 and ${rules.maxSide.toLocaleString('en')}`,
    };
  }
  return { ok: true, header, bytes: decoded.bytes };
}
