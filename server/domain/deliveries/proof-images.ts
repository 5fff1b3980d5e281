import type { CompleteDeliveryRequest } from '@/api/schemas/delivery-proof';
import { badField } from '../errors';
import { checkImage, toDataUrl, type ImageRules } from '../image-content';
import type { ProofImagesRecord } from './proof-records';

/*
 * The proof's images, checked by what their bytes are (issue 39), not by their label: a photo is
 * a JPEG, PNG or WebP whose header declares a sane size; a drawn signature is what the dashboard's
 * signature pad sends (src/features/deliveries/proof/signature-pad.tsx: its canvas as a PNG).
 * Anything else is a 400 VALIDATION_ERROR saying why. Kept as canonical base64.
 */

/** The longest side of a proof photo, in pixels (the dashboard sends at most 1,280: downscale.ts). */
export const PHOTO_MAX_SIDE = 8192;
/** The longest side of a drawn signature, in pixels (the pad's canvas is 600 × 200). */
export const SIGNATURE_MAX_SIDE = 4096;

const photoRules: ImageRules = { what: 'The photo', formats: ['jpeg', 'png', 'webp'], maxSide: PHOTO_MAX_SIDE };
const signatureRules: ImageRules = { what: 'The signature', formats: ['png'], maxSide: SIGNATURE_MAX_SIDE };

/** The image at `url`, as it is kept; a 400 naming `field` when it is not what `rules` allow. */
function checked(field: string, url: string, rules: ImageRules): string {
  const result = checkImage(url, rules);
  if (!result.ok) throw badField(field, result.reason);
  return toDataUrl(`image/${result.header.format}`, result.bytes);
}

type ProofBody = Pick<CompleteDeliveryRequest, 'photo' | 'signature'>;

/** What the request's images keep for the delivery (none sent: undefined), or the refusal of one that is not an image. */
export function proofImagesOf(partnerId: string, deliveryId: string, body: ProofBody): ProofImagesRecord | undefined {
  const { photo, signature } = body;
  const photoImage = photo === undefined ? undefined : checked('photo', photo, photoRules);
  const signatureImage =
    signature?.kind === 'drawn' && signature.image !== undefined
      ? checked('signature.image', signature.image, signatureRules)
      : undefined;
  const signatureText = signature?.kind === 'typed' ? signature.text : undefined;
  if (photoImage === undefined && signatureImage === undefined && signatureText === undefined) return undefined;
  return {
    partnerId,
    deliveryId,
    ...(signatureImage !== undefined ? { signatureImage } : {}),
    ...(signatureText !== undefined ? { signatureText } : {}),
    ...(photoImage !== undefined ? { photoImage } : {}),
  };
}
