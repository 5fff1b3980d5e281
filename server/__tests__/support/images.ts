/*
 * Real images for the proof of delivery's tests (made once with jpeg-js and node:zlib; the WebPs
 * are the 1×1 images browsers' feature detection uses), and what is not an image.
 */

/** A 3×2 white JPEG (JFIF, baseline). */
export const JPEG_3X2 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAwMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APQKAP8A/9k=';
/** A 3×2 transparent PNG: what the signature pad sends (a canvas's `toDataURL('image/png')`), smaller. */
export const PNG_3X2 = 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAC0lEQVR4nGNgwAUAABoAAbw84EEAAAAASUVORK5CYII=';
/** 1×1 WebPs: lossy (VP8), lossless (VP8L), with alpha (VP8X). */
export const WEBP_LOSSY = 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
export const WEBP_LOSSLESS = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
export const WEBP_ALPHA =
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==';

export const dataUrl = (mime: string, base64: string) => `data:${mime};base64,${base64}`;
export const PHOTO = dataUrl('image/jpeg', JPEG_3X2);
export const SIGNATURE = dataUrl('image/png', PNG_3X2);

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** A real JPEG followed by filler to exactly `size` bytes (what follows the end of an image is ignored by decoders). */
export function jpegOfSize(size: number): string {
  const image = bytesOf(JPEG_3X2);
  const padded = new Uint8Array(size);
  padded.set(image);
  return dataUrl('image/jpeg', toBase64(padded));
}

/** About 700 kB of HTML: the page the issue found stored as a "photo" when labelled image/jpeg. */
export function htmlPage(size = 700 * 1024): string {
  const head = '<!doctype html><html><head><title>Not a photo</title></head><body>';
  const tail = '</body></html>';
  return (
    head +
    '<p>lorem ipsum</p>'
      .repeat(Math.ceil((size - head.length - tail.length) / 18))
      .slice(0, size - head.length - tail.length) +
    tail
  );
}

export const htmlAsJpeg = (size?: number) => dataUrl('image/jpeg', Buffer.from(htmlPage(size)).toString('base64'));
