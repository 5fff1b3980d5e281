import { z } from 'zod/mini';

/*
 * The fleet's records the mock alone keeps (issue 27; mocks/db.ts puts them in the state). The
 * riders are the deliveries' (server/domain/deliveries/records.ts).
 */

const owned = { partnerId: z.string() };

/** A delivery's proof images (the summary is on the delivery), kept apart so lists stay small. */
export const proofImagesRecord = z.object({
  ...owned,
  deliveryId: z.string(),
  signatureImage: z.optional(z.string()),
  signatureText: z.optional(z.string()),
  photoImage: z.optional(z.string()),
});
export type ProofImagesRecord = z.infer<typeof proofImagesRecord>;
