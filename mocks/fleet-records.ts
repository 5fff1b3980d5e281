import { z } from 'zod/mini';
import { vehicles } from '@/api/schemas';

/* The fleet's records in the mock's database (issue 27; mocks/db.ts puts them in the state). */

const owned = { partnerId: z.string() };

/** A rider of a partner's roster (issue 27); `archivedAt`: off the roster since then. */
export const riderRecord = z.object({
  ...owned,
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicle: z.enum(vehicles),
  plate: z.optional(z.string()),
  onDuty: z.boolean(),
  archivedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type RiderRecord = z.infer<typeof riderRecord>;

/** A delivery's proof images (the summary is on the delivery), kept apart so lists stay small. */
export const proofImagesRecord = z.object({
  ...owned,
  deliveryId: z.string(),
  signatureImage: z.optional(z.string()),
  signatureText: z.optional(z.string()),
  photoImage: z.optional(z.string()),
});
export type ProofImagesRecord = z.infer<typeof proofImagesRecord>;
