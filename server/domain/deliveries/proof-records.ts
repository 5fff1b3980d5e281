import { z } from 'zod/mini';

/*
 * A delivered delivery's proof images (issue 27): the photo and the drawn or typed signature, as
 * base64 data URLs checked by their content (../image-content.ts). Kept apart from the delivery
 * (whose `proof` is the summary), so that lists stay small: GET …/proof alone reads them.
 */
export const proofImagesRecord = z.object({
  partnerId: z.string(),
  deliveryId: z.string(),
  signatureImage: z.optional(z.string()),
  signatureText: z.optional(z.string()),
  photoImage: z.optional(z.string()),
});
export type ProofImagesRecord = z.infer<typeof proofImagesRecord>;
