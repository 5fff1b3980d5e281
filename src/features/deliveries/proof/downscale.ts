import { dataUrlBytes, PROOF_PHOTO_MAX_BYTES, PROOF_PICTURE_MAX_BYTES } from '@/api/schemas/delivery-proof';

/** The longest side of a proof photo as it is sent: plenty to read a label, a few hundred kB. */
export const PHOTO_MAX_SIDE = 1280;

export const photoMessages = {
  tooLarge: `Choose a photo of at most ${PROOF_PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  notImage: 'Choose a photo (JPEG, PNG or WebP)',
  unreadable: 'This photo could not be read. Try another one.',
} as const;

/** Why this file cannot be the proof photo, or null. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return photoMessages.notImage;
  if (file.size > PROOF_PICTURE_MAX_BYTES) return photoMessages.tooLarge;
  return null;
}

/**
 * The picture as the API takes it: at most PHOTO_MAX_SIDE px on its longest side, a JPEG, at a
 * lower quality while it is still over PROOF_PHOTO_MAX_BYTES. Done in the browser, so a 5 MB
 * phone picture leaves as a few hundred kB.
 */
export async function downscalePhoto(file: File): Promise<string> {
  // A browser that cannot decode pictures in script (jsdom among them): the file as it is, if small enough.
  if (typeof createImageBitmap !== 'function') return asItIs(file);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let quality = 0.8;
  let url = canvas.toDataURL('image/jpeg', quality);
  while (dataUrlBytes(url) > PROOF_PHOTO_MAX_BYTES && quality > 0.3) {
    quality -= 0.2;
    url = canvas.toDataURL('image/jpeg', quality);
  }
  return url;
}

/** The file as a data URL, unchanged; refused (thrown) when it is over what the API keeps. */
function asItIs(file: File): Promise<string> {
  if (file.size > PROOF_PHOTO_MAX_BYTES) return Promise.reject(new Error(photoMessages.unreadable));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(photoMessages.unreadable));
    reader.onerror = () => reject(reader.error ?? new Error(photoMessages.unreadable));
    reader.readAsDataURL(file);
  });
}
