import { vi } from 'vitest';

/**
 * jsdom has no Blob URLs and no downloads: from the call on (a `beforeEach`), records what a
 * page hands the browser — each file's name and content. Vitest restores the spies after each
 * test (`restoreMocks`).
 */
export function recordDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    /** The file names, in the order they were downloaded. */
    names,
    /** The lines of the `index`th file, its byte-order mark and empty lines left out. */
    lines: async (index = 0) =>
      (await blobs[index]!.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
  };
}
