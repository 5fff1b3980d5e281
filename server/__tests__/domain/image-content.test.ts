import { describe, expect, it } from 'vitest';
import { checkImage, decodeDataUrl, imageHeaderOf, toDataUrl, type ImageRules } from '../../domain/image-content';
import {
  bytesOf,
  dataUrl,
  htmlAsJpeg,
  JPEG_3X2,
  jpegOfSize,
  PNG_3X2,
  WEBP_ALPHA,
  WEBP_LOSSLESS,
  WEBP_LOSSY,
} from '../support/images';

const photo: ImageRules = { what: 'The photo', formats: ['jpeg', 'png', 'webp'], maxSide: 8192 };
const signature: ImageRules = { what: 'The signature', formats: ['png'], maxSide: 4096 };

describe('what an image is, by its bytes', () => {
  it('reads the format and the size of JPEG, PNG and WebP (lossy, lossless, extended)', () => {
    expect(imageHeaderOf(bytesOf(JPEG_3X2))).toEqual({ format: 'jpeg', width: 3, height: 2 });
    expect(imageHeaderOf(bytesOf(PNG_3X2))).toEqual({ format: 'png', width: 3, height: 2 });
    for (const webp of [WEBP_LOSSY, WEBP_LOSSLESS, WEBP_ALPHA]) {
      expect(imageHeaderOf(bytesOf(webp))).toEqual({ format: 'webp', width: 1, height: 1 });
    }
  });

  it('knows nothing else: HTML, text, a truncated header, an image cut short, a bad PNG checksum', () => {
    const html = decodeDataUrl(htmlAsJpeg(4096))!.bytes;
    expect(imageHeaderOf(html)).toBeNull();
    expect(imageHeaderOf(new TextEncoder().encode('GIF89a not supported'))).toBeNull();
    // The start of a JPEG without its frame header (what the tests once sent as a "photo").
    expect(
      imageHeaderOf(bytesOf('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHR8eHR8f')),
    ).toBeNull();
    const png = bytesOf(PNG_3X2);
    expect(imageHeaderOf(png.subarray(0, png.length - 4))).toBeNull();
    const badCrc = png.slice();
    badCrc[17] = 9; // the width changed, the checksum not
    expect(imageHeaderOf(badCrc)).toBeNull();
    const webp = bytesOf(WEBP_LOSSY);
    expect(imageHeaderOf(webp.subarray(0, webp.length - 2))).toBeNull();
    expect(imageHeaderOf(new Uint8Array())).toBeNull();
  });
});

describe('an uploaded image checked against its rules', () => {
  it('takes a photo in any of the three formats, and a signature as a PNG only', () => {
    for (const [mime, base64] of [
      ['image/jpeg', JPEG_3X2],
      ['image/png', PNG_3X2],
      ['image/webp', WEBP_LOSSY],
    ] as const) {
      expect(checkImage(dataUrl(mime, base64), photo)).toMatchObject({ ok: true });
    }
    expect(checkImage(dataUrl('image/png', PNG_3X2), signature)).toMatchObject({ ok: true });
    expect(checkImage(dataUrl('image/jpeg', JPEG_3X2), signature)).toEqual({
      ok: false,
      reason: 'The signature is not a PNG image',
    });
  });

  it('refuses ~700 kB of HTML labelled image/jpeg, with the reason in words', () => {
    expect(checkImage(htmlAsJpeg(), photo)).toEqual({
      ok: false,
      reason: 'The photo is not a JPEG, PNG or WebP image',
    });
  });

  it('refuses an image whose label is another format, and one whose sides are out of bounds', () => {
    expect(checkImage(dataUrl('image/png', JPEG_3X2), photo)).toEqual({
      ok: false,
      reason: 'The photo is labelled image/png but its bytes are a JPEG image',
    });
    expect(checkImage(dataUrl('image/png', PNG_3X2), { ...signature, maxSide: 2 })).toEqual({
      ok: false,
      reason: 'The signature is 3×2 pixels: each side must be between 1 and 2',
    });
  });

  it('refuses base64 that does not decode, and takes filler after the end of a JPEG', () => {
    expect(checkImage('data:image/jpeg;base64,A', photo)).toMatchObject({ ok: false });
    expect(checkImage(jpegOfSize(50_000), photo)).toMatchObject({ ok: true, header: { width: 3, height: 2 } });
  });

  it('writes bytes back as canonical base64', () => {
    const bytes = bytesOf(JPEG_3X2);
    expect(toDataUrl('image/jpeg', bytes)).toBe(dataUrl('image/jpeg', JPEG_3X2));
    const large = decodeDataUrl(jpegOfSize(200_000))!.bytes;
    expect(toDataUrl('image/jpeg', large)).toBe(jpegOfSize(200_000));
  });
});
