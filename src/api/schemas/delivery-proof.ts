import { z } from 'zod/mini';
import { requiredTextOf } from './common';
import { attemptReasons, codMethods, proofSummary, reasonMaxLength } from './deliveries';
import { amountWithin } from './money';
import { priceLimits } from '../money';

/*
 * Proof of delivery and failed attempts (issue 27): the recipient's code, the hand-over with
 * its proof, an attempt that failed, the return to the sender. Not in the schemas index: the
 * dialogs that ask for them load it.
 */

/** Wrong codes a delivery takes; then only an override with a reason delivers it. */
export const DELIVERY_CODE_TRIES = 3;
/** Failed attempts a delivery may have; after the last it can only be delivered or returned. */
export const MAX_DELIVERY_ATTEMPTS = 3;
/** The largest photo the API keeps (decoded bytes): the dashboard sends a downscaled copy of a picture of up to 5 MB. */
export const PROOF_PHOTO_MAX_BYTES = 700 * 1024;
/** The largest picture the dashboard takes before downscaling it. */
export const PROOF_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The largest drawn signature (decoded bytes of its PNG). */
export const SIGNATURE_MAX_BYTES = 150 * 1024;
export const recipientNameMax = 120;

export const verifyCodeRequest = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.maxLength(4, 'Enter the 4 digits the recipient received'),
      z.regex(/^\d{4}$/, 'Enter the 4 digits the recipient received'),
    ),
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequest>;
/** `verified: false` with the tries left; at 0 the code is locked and only an override delivers. */
export const verifyCodeReply = z.object({
  verified: z.boolean(),
  triesLeft: z.number().check(z.int(), z.nonnegative()),
});
export type VerifyCodeReply = z.infer<typeof verifyCodeReply>;

/** The decoded size of a base64 data URL's content. */
export function dataUrlBytes(url: string): number {
  const base64 = url.slice(url.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A base64 `data:` URL of one of `types`, at most `maxBytes` once decoded. */
const imageDataUrl = (types: readonly string[], maxBytes: number, tooLarge: string) =>
  z.string().check(
    z.maxLength(Math.ceil(maxBytes / 3) * 4 + 32, tooLarge),
    z.regex(
      new RegExp(`^data:image/(?:${types.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`),
      `Send an image as a base64 data URL (${types.join(', ')})`,
    ),
    z.refine((url) => dataUrlBytes(url) <= maxBytes, tooLarge),
  );

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
export const photoDataUrl = imageDataUrl(
  ['jpeg', 'png', 'webp'],
  PROOF_PHOTO_MAX_BYTES,
  `The photo must be at most ${kB(PROOF_PHOTO_MAX_BYTES)}: send it downscaled`,
);

/**
 * A signature drawn on a screen (`kind: 'drawn'`, a PNG as `image`), or typed — the keyboard's
 * way to sign (`kind: 'typed'`, the name as `text`). One object with a check rather than a
 * union: zod's union code would ride in every signed-in page's data chunk.
 */
export const signatureInput = z
  .object({
    kind: z.enum(['drawn', 'typed']),
    image: z.optional(
      imageDataUrl(['png'], SIGNATURE_MAX_BYTES, `The signature must be at most ${kB(SIGNATURE_MAX_BYTES)}`),
    ),
    text: z.optional(requiredTextOf(recipientNameMax)),
  })
  .check(
    z.refine(
      (s) => (s.kind === 'drawn' ? s.image !== undefined && s.text === undefined : s.text !== undefined && !s.image),
      'A drawn signature sends its image; a typed one its text',
    ),
  );
export type SignatureInput = z.input<typeof signatureInput>;

/**
 * What the rider collected from a cash-on-delivery recipient (issue 28): how, and how much — at
 * most the amount to collect; less is a short collection (needs attention until handed in). A
 * recipient who pays nothing is a failed attempt (refused), not a delivery.
 */
export const collectionInput = z.object({
  method: z.enum(codMethods),
  amount: amountWithin(priceLimits, 'amount collected'),
});
export type CollectionInput = z.input<typeof collectionInput>;

/**
 * POST /api/deliveries/:id/deliver: in transit, with what the partner's settings require
 * (`proofOfDelivery`): the code checked first (POST …/verify-code) or, once its tries are spent,
 * `overrideReason`; the recipient's name and signature; a photo. What is not required may come too.
 */
export const completeDeliveryRequest = z.object({
  recipientName: z.optional(requiredTextOf(recipientNameMax)),
  signature: z.optional(signatureInput),
  photo: z.optional(photoDataUrl),
  overrideReason: z.optional(requiredTextOf(reasonMaxLength)),
  /** Required for a cash-on-delivery parcel, refused for any other. */
  collection: z.optional(collectionInput),
});
export type CompleteDeliveryRequest = z.input<typeof completeDeliveryRequest>;

/** GET /api/deliveries/:id/proof: the summary with its images as data URLs. */
export const deliveryProof = z.extend(proofSummary, {
  signatureImage: z.optional(z.string()),
  signatureText: z.optional(z.string()),
  photoImage: z.optional(z.string()),
});
export type DeliveryProof = z.infer<typeof deliveryProof>;

export { attemptReasons, type AttemptReason } from './deliveries';
export const failedAttemptRequest = z.object({
  reason: z.enum(attemptReasons),
  note: z.optional(z.string().check(z.trim(), z.maxLength(reasonMaxLength))),
});
export type FailedAttemptRequest = z.input<typeof failedAttemptRequest>;

/** POST …/return: after MAX_DELIVERY_ATTEMPTS failed attempts, back to the sender (`returned`, an end state). */
export const returnDeliveryRequest = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(reasonMaxLength))),
});
export type ReturnDeliveryRequest = z.input<typeof returnDeliveryRequest>;
